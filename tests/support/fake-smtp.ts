import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { freePort } from "../../lib/db/embedded";

// A mail server for the tests: the app sends its e-mails to it through SMTP_URL, as to a real one,
// and it keeps each message's recipients, subject, text and HTML parts, its attachments' names and its headers,
// as a mail client reads them (mailparser).

export type ReceivedMail = {
  to: string[];
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string; cid: string }[];
  /** Each header as sent, by its lower-case name. */
  headers: Record<string, string>;
};
export type FakeSmtp = { port: number; received: ReceivedMail[]; close(): Promise<void> };

export async function startFakeSmtp({ port, onMail }: { port?: number; onMail?: (mail: ReceivedMail) => void } = {}): Promise<FakeSmtp> {
  const received: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, done) {
      simpleParser(stream)
        .then((parsed) => {
          const mail = {
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
            html: typeof parsed.html === "string" ? parsed.html : "",
            attachments: parsed.attachments.map((a) => ({ filename: a.filename ?? "", cid: a.cid ?? "" })),
            headers: Object.fromEntries(parsed.headerLines.map((h) => [h.key, h.line.slice(h.line.indexOf(":") + 1).trim()])),
          };
          received.push(mail);
          onMail?.(mail);
          done();
        })
        .catch(done);
    },
  });
  const listening = port ?? (await freePort());
  await new Promise<void>((resolve) => smtp.listen(listening, "127.0.0.1", resolve));
  return { port: listening, received, close: () => new Promise<void>((resolve) => smtp.close(() => resolve())) };
}
