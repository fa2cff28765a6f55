import { startMailbox } from "./support/mailbox";

/** What the whole run shares: the mail server the app sends its e-mails to. */
export default async function globalSetup() {
  const mailbox = await startMailbox();
  return () => mailbox.close();
}
