import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { startFakeSmtp, type ReceivedMail } from "../../tests/support/fake-smtp";
import { appPort, gatewayPorts } from "./gateways";

// The mail server of the browser tests: the app sends every order e-mail to it (SMTP_URL in
// gateways.ts), for the whole run, so that no spec's order leaves a mail job failing. It runs in
// Playwright's global setup, a process apart from the specs': what it receives is appended to a
// file the specs read.

const MAIL_FILE = path.resolve(`.data/e2e-mail-${appPort}.jsonl`);

export async function startMailbox() {
  mkdirSync(path.dirname(MAIL_FILE), { recursive: true });
  writeFileSync(MAIL_FILE, "");
  return startFakeSmtp({ port: gatewayPorts.smtp, onMail: (mail) => appendFileSync(MAIL_FILE, `${JSON.stringify(mail)}\n`) });
}

/** The e-mails received so far for `recipient`. */
export function mailsTo(recipient: string): ReceivedMail[] {
  if (!existsSync(MAIL_FILE)) return [];
  return readFileSync(MAIL_FILE, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ReceivedMail)
    .filter((mail) => mail.to.includes(recipient));
}
