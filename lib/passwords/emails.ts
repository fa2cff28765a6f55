import { open } from "../crypto/secret-box";
import { db } from "../db/client";
import type { AccountEmail } from "../jobs/queue";
import { sendMail } from "../notifications/mailer";
import { passwordResetMessages } from "./messages";

// The e-mails of a forgotten password, sent by the job queue (lib/jobs/workers.ts) as the order
// e-mails are: in the store's language, from the store's name, to the account's address
// as it stands when the job runs. None once the account or its store is gone.

export async function sendAccountEmail(job: AccountEmail): Promise<void> {
  const account =
    job.template === "customerResetCode"
      ? await db().customer.findFirst({ where: { id: job.accountId, storeId: job.storeId }, select: { name: true, email: true, store: true } })
      : await db().owner.findFirst({ where: { id: job.accountId, storeId: job.storeId }, select: { name: true, email: true, store: true } });
  if (!account) return;
  const { store } = account;
  const secret = open(job.sealedSecret);
  const params = { store: store.name, name: account.name, code: secret, link: `${job.link}?token=${secret}` };
  const [subject, body] = job.template === "customerResetCode" ? (["codeSubject", "codeBody"] as const) : (["linkSubject", "linkBody"] as const);
  await sendMail(store, {
    to: account.email,
    subject: passwordResetMessages(store.language, subject, params),
    text: passwordResetMessages(store.language, body, params),
  });
}
