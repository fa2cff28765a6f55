import { createHash, randomBytes } from "node:crypto";
import { sql } from "./database";
import { call } from "./http";
import { asOwner, PLATFORM_HOST } from "./owner-calls";
import { OWNER_PASSWORD } from "./stores";

// People invited into a store and signed in, for the tests of roles. The invitation's e-mail goes to
// the server's log here (no SMTP_URL), and its link's secret is kept hashed: once the e-mail's job
// has run (it makes the secret), a test gives the invitation a secret of its own, as the e-mail would.

/** Waits until the invitation's e-mail job is done, then gives its link a secret the test knows. */
export async function invitationSecret(personId: number): Promise<string> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const [job] = await sql<{ state: string }>(
      "SELECT state FROM pgboss.job WHERE name = 'staff-invitation' AND (data->>'personId')::int = $1 ORDER BY created_on DESC LIMIT 1",
      [personId],
    );
    if (job?.state === "completed") break;
    if (Date.now() > deadline) throw new Error(`the invitation e-mail of ${personId} was not sent: ${job?.state}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const secret = `inv_${randomBytes(24).toString("base64url")}`;
  await sql("UPDATE staff_invitations SET token_hash = $2 WHERE owner_id = $1", [personId, createHash("sha256").update(secret).digest("hex")]);
  return secret;
}

export const accept = (token: string, name = "Sam Staff", password = OWNER_PASSWORD) =>
  call("POST", "/api/accept-invitation", { host: PLATFORM_HOST, body: { token, name, password, password_confirmation: password } });

/** A person invited by the owner whose token is `ownerToken` with `role`, who accepted: their id, e-mail and token. */
export async function joined(ownerToken: string, role: string, email = `${role}-${randomBytes(4).toString("hex")}@example.com`) {
  const invited = await asOwner(ownerToken, "POST", "/api/staff", { email, name: `The ${role}`, role });
  if (invited.status !== 201) throw new Error(`invitation refused: ${invited.status} ${invited.text}`);
  const id = invited.json.data.id as number;
  const accepted = await accept(await invitationSecret(id));
  if (accepted.status !== 200) throw new Error(`acceptance refused: ${accepted.status} ${accepted.text}`);
  return { id, email, token: accepted.json.token as string };
}
