import { SMTPServer } from "smtp-server";
import { freePort } from "../../lib/db/embedded";

// A mail server for the tests: the app sends its e-mails to it through SMTP_URL, as to a real one,
// and it keeps each message's recipients, subject and text (quoted-printable decoded).

export type ReceivedMail = { to: string[]; subject: string; text: string };
export type FakeSmtp = { port: number; received: ReceivedMail[]; close(): Promise<void> };

export async function startFakeSmtp({ port, onMail }: { port?: number; onMail?: (mail: ReceivedMail) => void } = {}): Promise<FakeSmtp> {
  const received: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const [head, ...body] = raw.split(/\r?\n\r?\n/);
        const subject = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(head!)?.[1]?.replace(/\r?\n[ \t]/g, " ") ?? "";
        const mail = { to: session.envelope.rcptTo.map((r) => r.address), subject: decodeHeader(subject), text: quotedPrintable(body.join("\n\n")) };
        received.push(mail);
        onMail?.(mail);
        done();
      });
    },
  });
  const listening = port ?? (await freePort());
  await new Promise<void>((resolve) => smtp.listen(listening, "127.0.0.1", resolve));
  return { port: listening, received, close: () => new Promise<void>((resolve) => smtp.close(() => resolve())) };
}

const quotedPrintable = (text: string) =>
  Buffer.from(
    text.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");

/** A subject outside ASCII comes as RFC 2047 encoded words (`=?UTF-8?Q?...?=` or `?B?`). */
const decodeHeader = (header: string) =>
  header.replace(/=\?utf-8\?([qb])\?([^?]*)\?=(?:\s+(?==\?))?/gi, (_, kind: string, text: string) =>
    kind.toLowerCase() === "b" ? Buffer.from(text, "base64").toString("utf8") : quotedPrintable(text.replace(/_/g, " ")),
  );
