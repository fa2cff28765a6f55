import { randomUUID } from "node:crypto";
import { sql } from "./database";
import { call, otherClient, type Reply } from "./http";

// Stores signed up for a test (`POST /register`): a store of its own to change at will, with its
// owner's token. Each comes from an address of its own, so that the sign-up budget per address
// counts none of them against another; `dropStores` deletes them and all they hold.

/** A password the sign-up rule accepts. */
export const OWNER_PASSWORD = "quartz-lantern-meadow";

export type SignedUp = { token: string; storeId: number; ownerId: number; subdomain: string; email: string; host: string; reply: Reply };

const made: number[] = [];

/** A sign-up's body with a fresh subdomain and e-mail, and `overrides` over it. */
export function signUpBody(overrides: Record<string, unknown> = {}) {
  const subdomain = `t-${randomUUID().slice(0, 8)}`;
  return { name: "Nadia Test", email: `${subdomain}@example.com`, password: OWNER_PASSWORD, store_name: "Test Store", subdomain, ...overrides };
}

export function register(body: unknown, from = otherClient()): Promise<Reply> {
  return call("POST", "/api/register", { host: "localhost", body, from }).then((reply) => {
    if (reply.status === 201) made.push(reply.json.store.id);
    return reply;
  });
}

export async function signUp(overrides: Record<string, unknown> = {}): Promise<SignedUp> {
  const body = signUpBody(overrides);
  const reply = await register(body);
  if (reply.status !== 201) throw new Error(`sign-up failed: ${reply.status} ${reply.text}`);
  const { subdomain } = reply.json.store;
  const { email } = reply.json.user;
  return { token: reply.json.token, storeId: reply.json.store.id, ownerId: reply.json.user.id, subdomain, email, host: `${subdomain}.localhost`, reply };
}

/** Deletes the stores the file signed up. */
export async function dropStores(): Promise<void> {
  await sql("DELETE FROM stores WHERE id = ANY($1::int[])", [made.splice(0)]);
}
