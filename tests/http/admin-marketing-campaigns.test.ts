import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "../support/database";
import { ISO_MICROS, keys } from "../support/owner-calls";
import { acme, acmeId, created, demo, demoId, marketingOwners } from "../support/admin-marketing";
import { expectOtherStoreCannotReach, expectRefused, expectSignedInOnly } from "../support/marketing-expectations";

// The marketing records of the administration API (admin-api.md, "Marketing records"): campaigns, with
// their documented shape, 401 without a token, 404 for the other store's record, 422 for bad input,
// nothing written on a refusal, and the audit log of their writes.

marketingOwners();

describe("campaigns (/campaigns)", () => {
  const CAMPAIGN_KEYS = ["created_at", "id", "posts_count", "publish_at", "status", "topic", "updated_at", "user_id"];
  let ownerId: number;
  beforeAll(async () => {
    ownerId = (await sql<{ id: number }>("SELECT id FROM owners WHERE email = 'owner@example.com'"))[0]!.id;
  });

  it("creates one with 201 and the bare campaign, its user_id the owner whatever is sent, publish_at in the store's time zone", async () => {
    const reply = await demo("POST", "/api/campaigns", { topic: "Spring launch", publish_at: "2025-04-30 10:00", user_id: 999_999, store_id: acmeId });
    expect(reply.status).toBe(201);
    const campaign = reply.json;
    expect(keys(campaign)).toEqual(CAMPAIGN_KEYS);
    // Demo's time zone is Africa/Casablanca, UTC+1 on 30 April 2025.
    expect(campaign).toMatchObject({ user_id: ownerId, topic: "Spring launch", publish_at: "2025-04-30T09:00:00.000000Z", status: "draft", posts_count: 0 });
    expect(campaign.created_at).toMatch(ISO_MICROS);
    expect((await sql("SELECT store_id FROM campaigns WHERE id = $1", [campaign.id]))[0]).toEqual({ store_id: demoId });

    const iso = await created("/api/campaigns", { topic: "Exact", publish_at: "2025-04-30T09:00:00+00:00", status: "active" });
    expect(iso).toMatchObject({ publish_at: "2025-04-30T09:00:00.000000Z", status: "active" });
  });

  it("lists the store's campaigns as a bare array, newest first, with their posts counted", async () => {
    const older = await created("/api/campaigns", { topic: "Older", publish_at: "2026-01-01 09:00" });
    const newer = await created("/api/campaigns", { topic: "Newer", publish_at: "2026-01-01 09:00" });
    await created("/api/posts", { caption: "In the newer campaign", campaign_id: newer.id });
    const list = await demo("GET", "/api/campaigns");
    expect(Array.isArray(list.json)).toBe(true);
    const ids = list.json.map((c: { id: number }) => c.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(list.json.find((c: { id: number }) => c.id === newer.id)).toMatchObject({ posts_count: 1 });
    expect((await acme("GET", "/api/campaigns")).json.map((c: { id: number }) => c.id)).not.toContain(newer.id);
    expect((await demo("GET", `/api/campaigns/${newer.id}`)).json).toEqual(list.json.find((c: { id: number }) => c.id === newer.id));
  });

  it("pages the campaigns only when asked: the same bare array, the total in X-Total-Count", async () => {
    await created("/api/campaigns", { topic: "Paged", publish_at: "2026-01-01 09:00" });
    const whole = await demo("GET", "/api/campaigns");
    expect(whole.headers["x-total-count"]).toBe(String(whole.json.length));
    const second = await demo("GET", "/api/campaigns?page=2&per_page=1");
    expect(second.json).toEqual(whole.json.slice(1, 2));
    expect(second.headers["x-total-count"]).toBe(String(whole.json.length));
    expect((await demo("GET", "/api/campaigns?per_page=0")).status).toBe(422);
  });

  it("changes only what an update sends: the status is not reset to its default", async () => {
    const campaign = await created("/api/campaigns", { topic: "Black Friday", publish_at: "2026-11-27 08:00", status: "active" });
    const changed = await demo("PUT", `/api/campaigns/${campaign.id}`, { topic: "Black Friday week", user_id: 1 });
    expect(changed.status).toBe(200);
    expect(changed.json).toEqual({ ...campaign, topic: "Black Friday week", updated_at: changed.json.updated_at });
    const moved = await demo("PUT", `/api/campaigns/${campaign.id}`, { publish_at: "2026-11-26 23:30" });
    expect(moved.json).toMatchObject({ publish_at: "2026-11-26T22:30:00.000000Z", status: "active" });
  });

  it("refuses a missing topic, dates that do not exist and unknown statuses, as 422s", async () => {
    await expectRefused(() => demo("POST", "/api/campaigns", { publish_at: "2026-01-01 10:00" }), ["topic"], "campaigns");
    await expectRefused(() => demo("POST", "/api/campaigns", { topic: "x".repeat(501), publish_at: "2026-01-01 10:00" }), ["topic"], "campaigns");
    for (const publish_at of ["2026-02-30 10:00", "tomorrow", "2026-01-01", 1767258000]) {
      await expectRefused(() => demo("POST", "/api/campaigns", { topic: "x", publish_at }), ["publish_at"], "campaigns");
    }
    await expectRefused(() => demo("POST", "/api/campaigns", { topic: "x", publish_at: "2026-01-01 10:00", status: "live" }), ["status"], "campaigns");
  });

  it("deletes one, leaving its posts without a campaign; 404 to the other store's owner, 401 without a token", async () => {
    const campaign = await created("/api/campaigns", { topic: "Short-lived", publish_at: "2026-01-01 10:00" });
    const post = await created("/api/posts", { caption: "Stays", campaign_id: campaign.id });
    await expectOtherStoreCannotReach(`/api/campaigns/${campaign.id}`, { topic: "Taken over" }, "campaigns", campaign.id);
    await expectSignedInOnly(
      [
        ["GET", "/api/campaigns"],
        ["POST", "/api/campaigns", { topic: "x", publish_at: "2026-01-01 10:00" }],
        ["DELETE", `/api/campaigns/${campaign.id}`],
      ],
      "campaigns",
    );
    expect((await demo("DELETE", `/api/campaigns/${campaign.id}`)).json).toEqual({ success: true });
    expect((await demo("GET", `/api/campaigns/${campaign.id}`)).status).toBe(404);
    expect((await demo("GET", `/api/posts/${post.id}`)).json).toMatchObject({ id: post.id, campaign_id: null });
  });
});

describe("the audit log of marketing writes", () => {
  it("records a campaign's creation and deletion with the record's id", async () => {
    const campaign = await created("/api/campaigns", { topic: "Audited", publish_at: "2026-01-01 10:00" });
    await demo("DELETE", `/api/campaigns/${campaign.id}`);
    const rows = await sql<{ action: string; entity: string; entity_id: number }>(
      "SELECT action, entity, entity_id FROM audit_log WHERE store_id = $1 AND entity_id = $2 AND entity = 'campaigns' ORDER BY id",
      [demoId, campaign.id],
    );
    expect(rows).toEqual([
      { action: "POST /api/campaigns", entity: "campaigns", entity_id: campaign.id },
      { action: "DELETE /api/campaigns/{id}", entity: "campaigns", entity_id: campaign.id },
    ]);
  });
});
