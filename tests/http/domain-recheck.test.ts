import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import type { PrismaClient } from "../../lib/db/client";
import { recheckDomains } from "../../lib/domains/recheck";
import { reloadEnv } from "../../lib/env";
import { sql } from "../support/database";
import { startFakeDns, type FakeDns } from "../support/fake-dns";
import { asOwner } from "../support/owner-calls";
import { dropStores, signUp } from "../support/stores";

// The recheck job's run (lib/domains/recheck.ts), called here in the test's process on the server's
// database: which domains it looks up again, and what it makes of them.

// As in admin-payment-methods-credentials.test.ts: this process's reads go over a client of their own.
vi.mock("../../lib/db/client", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../lib/db/client")>();
  let client: PrismaClient | undefined;
  return { ...original, db: () => (client ??= original.createPrismaClient(inject("server").databaseUrl, 1)) };
});

let dns: FakeDns;

beforeAll(async () => {
  dns = await startFakeDns(inject("dns").port);
  reloadEnv({ DNS_SERVERS: `127.0.0.1:${inject("dns").port}`, DNS_TIMEOUT_MS: "500" });
});

afterAll(async () => {
  await dropStores();
  await dns?.close();
});

/** A store with a custom domain whose TXT record holds its token, and its row as `changes` leave it. */
async function storeWithDomain(changes: string) {
  const store = await signUp();
  const domain = `${store.subdomain}.example`;
  await asOwner(store.token, "PUT", "/api/store", { custom_domain: domain });
  const [{ token }] = (await sql<{ token: string }>("SELECT token FROM store_domains WHERE store_id = $1", [store.storeId])) as [{ token: string }];
  dns.txt.set(`_commerce-verify.${domain}`, [token]);
  await sql(`UPDATE store_domains SET ${changes} WHERE store_id = $1`, [store.storeId]);
  return { storeId: store.storeId, domain };
}

const state = async (storeId: number) =>
  (
    await sql<{ verified: boolean; last_check: string | null; checked_at: Date | null }>(
      "SELECT verified_domain IS NOT NULL AS verified, last_check, checked_at FROM store_domains WHERE store_id = $1",
      [storeId],
    )
  )[0]!;

describe("the recheck job", () => {
  it("verifies pending domains of the last week not checked for 4 minutes, re-verifies verified ones a day after, leaves the rest", async () => {
    const now = new Date();
    const ago = (minutes: number) => `'${new Date(now.getTime() - minutes * 60_000).toISOString()}'`;
    const fresh = await storeWithDomain("checked_at = NULL");
    const waited = await storeWithDomain(`checked_at = ${ago(5)}`);
    const justChecked = await storeWithDomain(`checked_at = ${ago(2)}, last_check = 'missing'`);
    const abandoned = await storeWithDomain(`created_at = ${ago(8 * 24 * 60)}`);
    const lost = await storeWithDomain(`verified_domain = domain, verified_at = ${ago(3 * 24 * 60)}, checked_at = ${ago(25 * 60)}`);
    const keptDaily = await storeWithDomain(`verified_domain = domain, verified_at = ${ago(60)}, checked_at = ${ago(60)}`);
    dns.txt.delete(`_commerce-verify.${lost.domain}`);
    dns.txt.delete(`_commerce-verify.${keptDaily.domain}`);

    await recheckDomains(now);

    expect(await state(fresh.storeId)).toEqual({ verified: true, last_check: "verified", checked_at: now });
    expect(await state(waited.storeId)).toEqual({ verified: true, last_check: "verified", checked_at: now });
    expect(await state(justChecked.storeId)).toMatchObject({ verified: false, last_check: "missing" });
    expect(await state(abandoned.storeId)).toEqual({ verified: false, last_check: null, checked_at: null });
    // Its record gone, a verified domain is pending again; one checked an hour ago waits for its day.
    expect(await state(lost.storeId)).toEqual({ verified: false, last_check: "missing", checked_at: now });
    expect(await state(keptDaily.storeId)).toMatchObject({ verified: true, last_check: null });
  });
});
