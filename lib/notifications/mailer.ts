import nodemailer, { type Transporter } from "nodemailer";
import type { Store } from "../db/generated/client";
import { env } from "../env";
import { logger } from "../log";
import { emailHtml } from "./email-layout";

// Mail goes out through SMTP_URL (nodemailer); without it, each message is written to the log, so
// that a development machine shows what would have been sent. Every message is the store's: from
// its name, in two parts, its text and the same words in HTML with its logo and colours.

export type Mail = { to: string; subject: string; text: string; headers?: Record<string, string> };

let transport: Transporter | undefined;

export async function sendMail(store: Store, mail: Mail): Promise<void> {
  const { SMTP_URL, MAIL_FROM, ROOT_DOMAIN } = env();
  const from = { name: store.name, address: MAIL_FROM ?? `no-reply@${ROOT_DOMAIN}` };
  if (!SMTP_URL) {
    logger.info({ mail: { from, to: mail.to, subject: mail.subject, text: mail.text } }, "mail not sent: SMTP_URL is not set");
    return;
  }
  const { html, attachments } = await emailHtml(store, mail);
  transport ??= nodemailer.createTransport(SMTP_URL);
  await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html, attachments, headers: mail.headers });
}
