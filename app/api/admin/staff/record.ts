import { recordRoutes } from "@/lib/api/records";
import { emailTaken, ownerUnchanged, notPending } from "@/lib/staff/refusals";
import { inviteStaff, listStaff, removeStaff, staffMember, updateStaff } from "@/lib/staff/members";
import { staffInput, staffPatch, staffQuery, staffRecord } from "@/lib/staff/schemas";
import { staffNotFound } from "@/lib/staff/refusals";

export const staffRoutes = recordRoutes({
  permission: "staff",
  record: staffRecord,
  notFound: staffNotFound,
  list: {
    summary: "The store's people, its owner first, with their roles and pending invitations (shape D)",
    query: staffQuery,
    path: "/api/staff",
    run: listStaff,
  },
  create: {
    summary: "Invites a person by e-mail with a role: the e-mail's link opens the dashboard's accept page, for 7 days",
    refusals: [emailTaken],
    body: staffInput,
    run: inviteStaff,
  },
  find: { summary: "A person of the store", run: staffMember },
  update: {
    summary: "Changes the fields sent: name, role (not the owner's), e-mail (while invited)",
    refusals: [ownerUnchanged, notPending, emailTaken],
    body: staffPatch,
    run: updateStaff,
  },
  remove: { summary: "Removes a person, or revokes a pending invitation; never the owner", refusals: [ownerUnchanged], run: removeStaff },
});
