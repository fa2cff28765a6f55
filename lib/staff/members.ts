import { randomBytes } from "node:crypto";
import { ACTIVE } from "../auth/credentials";
import { hashToken } from "../auth/tokens";
import type { Page } from "../core/paging";
import { db, type Tx } from "../db/client";
import { refusingDuplicates } from "../db/errors";
import type { Prisma, Store } from "../db/generated/client";
import { storeRecords } from "../db/store-records";
import { isoMicros, stampsOf } from "../format/dates";
import { enqueue, QUEUES } from "../jobs/queue";
import { staffMessages } from "./messages";
import { emailTaken, notActive, notPending, ownerUnchanged, staffNotFound } from "./refusals";
import type { StaffInput, StaffPatch, StaffRecord } from "./schemas";

// The people of a store: its owner, and the staff the owner invited. Each is an `owners` row with a
// role (lib/staff/roles.ts); an invited person's row waits, status INVITED and no password, until
// they accept (lib/staff/invitations.ts). One owner per store (a partial unique index): ownership
// is handed over, never given by an invitation or a role change.

/** `owners.status` of a person invited who has not accepted yet: they can neither sign in nor hold a token. */
export const INVITED = 3;
/** How long an invitation's link works, from its sending. */
export const INVITATION_DAYS = 7;

const SELECT = {
  id: true,
  name: true,
  email: true,
  role: true,
  status: true,
  createdAt: true,
  updatedAt: true,
  invitation: { select: { expiresAt: true } },
} satisfies Prisma.OwnerSelect;
type Row = Prisma.OwnerGetPayload<{ select: typeof SELECT }>;

const people = storeRecords("owner", {
  select: SELECT,
  orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  notFound: (language) => staffMessages(language, "notFound"),
  refusal: staffNotFound,
  serialize: (row: Row): StaffRecord => ({
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    status: row.status === ACTIVE ? "active" : row.status === INVITED ? "invited" : "disabled",
    invitation_expires_at: row.invitation ? isoMicros(row.invitation.expiresAt) : null,
    ...stampsOf(row),
  }),
});

export const staffMember = people.read;

export const listStaff = (store: Store, input: { page: Page }) => people.list(store, input);

const expiry = () => new Date(Date.now() + INVITATION_DAYS * 24 * 3600 * 1000);
/** Until the e-mail is written, the invitation's hash is of a secret nobody was given. */
const unusableHash = () => hashToken(randomBytes(32).toString("base64url"));
const taken = (store: Store) => () => emailTaken.error(staffMessages(store.language, "emailTaken"));

/** Where the e-mail's link goes, and who sends it. */
type Sender = { platformOrigin: string; ownerId: number };

/** A new person, invited: their row, their invitation, and its e-mail queued in the same transaction. */
export async function inviteStaff(store: Store, input: { fields: StaffInput } & Sender): Promise<StaffRecord> {
  const { email, name, role } = input.fields;
  const id = await refusingDuplicates(
    () =>
      db().$transaction(async (tx) => {
        const invitation = { create: { storeId: store.id, tokenHash: unusableHash(), expiresAt: expiry() } };
        const created = await tx.owner.create({
          data: { storeId: store.id, email, name, role, status: INVITED, passwordHash: "", invitation },
          select: { id: true },
        });
        await sendInvitation(tx, store, { personId: created.id, ...input });
        return created.id;
      }),
    taken(store),
  );
  return staffMember(store, { id });
}

function sendInvitation(tx: Tx, store: Store, input: { personId: number } & Sender) {
  const data = { storeId: store.id, personId: input.personId, invitedById: input.ownerId, platformOrigin: input.platformOrigin };
  return enqueue(tx, QUEUES.staffInvitation, [{ data }]);
}

/** The invitation's e-mail again, its link new and working 7 more days; the link sent before stops working. */
export async function resendInvitation(store: Store, input: { id: number } & Sender): Promise<StaffRecord> {
  await people.change(store, {
    id: input.id,
    lock: true,
    async write(tx, current) {
      if (current.status !== INVITED) throw notPending.error(staffMessages(store.language, "notPending"));
      await tx.staffInvitation.update({ where: { ownerId: current.id }, data: { tokenHash: unusableHash(), expiresAt: expiry() } });
      await sendInvitation(tx, store, { personId: current.id, ...input });
    },
  });
  return staffMember(store, input);
}

/** A person's name, role, or (while invited) e-mail; the owner's role changes only by a hand-over. */
export function updateStaff(store: Store, input: { id: number; patch: StaffPatch }): Promise<StaffRecord> {
  const { name, role, email } = input.patch;
  return refusingDuplicates(
    () =>
      people.update(store, {
        id: input.id,
        lock: true,
        data: (_tx, current) => {
          if (role && current.role === "owner") throw ownerUnchanged.error(staffMessages(store.language, "ownerUnchanged"));
          if (email && email !== current.email && current.status !== INVITED) throw notPending.error(staffMessages(store.language, "notPending"));
          return { name, role, email };
        },
      }),
    taken(store),
  );
}

/** A person leaves the store: their account, sessions and invitation go; the audit log keeps their e-mail. */
export function removeStaff(store: Store, input: { id: number }): Promise<void> {
  return people.remove(store, {
    id: input.id,
    lock: true,
    keptBy: async (_tx, current) => current.role === "owner",
    refused: () => ownerUnchanged.error(staffMessages(store.language, "ownerStays")),
  });
}

/** The store handed over: the person becomes its owner, and the owner its manager. */
export async function makeOwner(store: Store, input: { id: number }): Promise<StaffRecord> {
  await people.change(store, {
    id: input.id,
    lock: true,
    async write(tx, current) {
      if (current.role === "owner") return;
      if (current.status !== ACTIVE) throw notActive.error(staffMessages(store.language, "notActive"));
      // The old owner first: the index allows one owner per store at every statement.
      await tx.owner.updateMany({ where: { storeId: store.id, role: "owner" }, data: { role: "manager" } });
      await tx.owner.update({ where: { id: current.id, storeId: store.id }, data: { role: "owner" } });
    },
  });
  return staffMember(store, input);
}
