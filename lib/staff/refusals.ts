import { refusal } from "../core/errors";

// What the staff routes and the role check may refuse, declared once for the routes to name.

export const staffNotFound = refusal("not_found", "No person of the store has this id: `No person of the store has this id.`");
export const emailTaken = refusal("unprocessable", "An account has this e-mail address already (in any store)");
export const ownerUnchanged = refusal("unprocessable", "The owner's role or presence changes only when the ownership is handed over");
export const notPending = refusal("unprocessable", "The person has accepted their invitation already (a re-send)");
export const notActive = refusal("unprocessable", "Ownership goes only to a person who accepted their invitation and is active");
export const invitationInvalid = refusal(
  "unprocessable",
  "The invitation's token is unknown, used, revoked or older than 7 days: `This invitation is no longer valid...`",
);
