import { randomBytes } from "node:crypto";
import { ACTIVE } from "../auth/credentials";
import { hashPassword } from "../auth/password";
import { hashToken } from "../auth/tokens";
import { db } from "../db/client";
import type { JobData, QUEUES } from "../jobs/queue";
import { sendMail } from "../notifications/mailer";
import { sessionOrSecondStep } from "../owners/login-owner";
import { INVITED } from "./members";
import { roleMessages, staffMessages } from "./messages";
import { invitationInvalid } from "./refusals";
import type { AcceptInvitationInput } from "./schemas";

// An invitation's two ends: its e-mail, whose link's secret is made as the e-mail is written (the
// job's row never holds it, and a re-send's new secret ends the old link), and its acceptance on the
// dashboard's page, which sets the person's name and password once and signs them in.

/**
 * The invitation's e-mail, in the store's language, with a new link; nothing once the person has
 * accepted or left.
 */
export async function sendInvitationEmail(job: JobData[typeof QUEUES.staffInvitation]): Promise<void> {
  const person = await db().owner.findFirst({
    where: { id: job.personId, storeId: job.storeId, status: INVITED },
    include: { store: true, invitation: true },
  });
  if (!person?.invitation) return;
  const secret = `inv_${randomBytes(32).toString("base64url")}`;
  await db().staffInvitation.update({ where: { id: person.invitation.id }, data: { tokenHash: hashToken(secret) } });
  const { store } = person;
  const inviter = await db().owner.findFirst({ where: { id: job.invitedById, storeId: store.id }, select: { name: true } });
  const link = `${job.platformOrigin}/accept-invitation?token=${encodeURIComponent(secret)}`;
  const words = { store: store.name, owner: inviter?.name ?? store.name, name: person.name, role: roleMessages(store.language, person.role), link };
  await sendMail(store, {
    to: person.email,
    subject: staffMessages(store.language, "invitationSubject", words),
    text: staffMessages(store.language, "invitationBody", words),
  });
}

/**
 * The invited person's name and password set, their invitation used up, and a token as `/login`
 * gives. An unknown, expired or used token is one refusal (English: which store's it was is unknown).
 */
export async function acceptInvitation(input: AcceptInvitationInput) {
  const invalid = (language = "en") => invitationInvalid.error(staffMessages(language, "invitationInvalid"));
  const invitation = await db().staffInvitation.findUnique({ where: { tokenHash: hashToken(input.token) }, include: { store: true } });
  if (!invitation) throw invalid();
  const { store } = invitation;
  if (invitation.expiresAt <= new Date()) throw invalid(store.language);
  const passwordHash = await hashPassword(input.password);
  const owner = await db().$transaction(async (tx) => {
    // Of two acceptances at once, one deletes the row; the other finds nothing to delete.
    const { count } = await tx.staffInvitation.deleteMany({ where: { id: invitation.id, tokenHash: invitation.tokenHash } });
    if (!count) throw invalid(store.language);
    return tx.owner.update({ where: { id: invitation.ownerId, storeId: store.id }, data: { name: input.name, passwordHash, status: ACTIVE } });
  });
  // Signed in as /login signs in: a store that requires two-factor sign-in of its staff enrols them first.
  return sessionOrSecondStep(store, { owner });
}
