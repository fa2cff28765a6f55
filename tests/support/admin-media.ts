import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { beforeAll, expect, inject } from "vitest";
import { sql } from "./database";
import { loginOwner } from "./http";
import { jpeg, sendFiles } from "./uploads";

// The owners' media as their tests (tests/http/admin-media-*.test.ts) share it: both owners, their
// calls on the platform host, what a store holds of uploads, and a picture uploaded.

type Owner = { token: string; storeId: number };
// Live bindings: each test file signs the owners in (mediaOwners) before its tests read them.
export let demo: Owner;
export let acme: Owner;

async function signIn(email: string): Promise<Owner> {
  const [row] = await sql<{ store_id: number }>("SELECT store_id FROM owners WHERE email = $1", [email]);
  return { token: await loginOwner(email), storeId: row!.store_id };
}

/** Signs both owners in before the calling file's tests. */
export function mediaOwners() {
  beforeAll(async () => {
    demo = await signIn("owner@example.com");
    acme = await signIn("acme@example.com");
  });
}

export const as = (owner: Owner) => ({ host: "localhost", token: owner.token });

/** What a store holds of uploads: its rows, and its files on disk under media/. */
export async function holdings(owner: Owner) {
  const [row] = await sql<{ n: string }>("SELECT count(*) AS n FROM uploads WHERE store_id = $1", [owner.storeId]);
  const folder = path.join(inject("server").dataDir, "uploads", "stores", String(owner.storeId), "media");
  return { rows: Number(row!.n), files: existsSync(folder) ? readdirSync(folder).sort() : [] };
}

export async function uploadPicture(owner: Owner, name = "photo.jpg") {
  const reply = await sendFiles("/api/save-image", [{ data: await jpeg(1200, 800), name, type: "image/jpeg" }], as(owner));
  expect(reply.status, reply.text).toBe(200);
  return reply.json as { success: true; file_link: string; id: number };
}
