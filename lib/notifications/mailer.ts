import nodemailer, { type Transporter } from "nodemailer";
import { env } from "../env";
import { logger } from "../log";

// Mail goes out through SMTP_URL (nodemailer); without it, each message is written to the log, so
// that a development machine shows what would have been sent.

export type Mail = { to: string; subject: string; text: string; fromName: string };

let transport: Transporter | undefined;

export async function sendMail(mail: Mail): Promise<void> {
  const { SMTP_URL, MAIL_FROM, ROOT_DOMAIN } = env();
  const from = { name: mail.fromName, address: MAIL_FROM ?? `no-reply@${ROOT_DOMAIN}` };
  if (!SMTP_URL) {
    logger.info({ mail: { from, to: mail.to, subject: mail.subject, text: mail.text } }, "mail not sent: SMTP_URL is not set");
    return;
  }
  transport ??= nodemailer.createTransport(SMTP_URL);
  await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
}
