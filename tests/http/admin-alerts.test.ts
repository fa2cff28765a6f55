import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "../support/database";
import { placeOrder, shopperOf } from "../support/orders";
import { asOwner, signInOwners } from "../support/owner-calls";
import { joined } from "../support/staff";

// GET /alerts, the dashboard's bell: orders placed since the person last opened it, posts that failed
// to publish, and low stock, each only to roles that read its area; POST /alerts/seen ends the news
// for that person alone.

let owner: string;
let ordersPerson: { id: number; token: string };
let marketingPerson: { id: number; token: string };

beforeAll(async () => {
  owner = (await signInOwners()).demo;
  ordersPerson = await joined(owner, "orders");
  marketingPerson = await joined(owner, "marketing");
});
afterAll(async () => {
  await sql("DELETE FROM owners WHERE id = ANY($1::int[])", [[ordersPerson.id, marketingPerson.id]]);
});

type Alerts = { seen_at: string | null; unseen: number; items: { kind: string; count: number }[] };
const alerts = async (token: string): Promise<Alerts> => {
  const reply = await asOwner(token, "GET", "/api/alerts");
  expect(reply.status).toBe(200);
  return reply.json.data;
};
const count = (answer: Alerts, kind: string) => answer.items.find((item) => item.kind === kind)?.count;
const seen = async (token: string) => expect((await asOwner(token, "POST", "/api/alerts/seen")).json).toEqual({ success: true });

describe("GET /alerts", () => {
  it("counts the orders placed since the person last looked, for that person alone", async () => {
    await seen(owner);
    await seen(ordersPerson.token);
    const quiet = await alerts(owner);
    expect(quiet.seen_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(count(quiet, "new_orders")).toBeUndefined();

    const shopper = await shopperOf();
    await placeOrder(shopper);
    await placeOrder(shopper);
    const news = await alerts(owner);
    expect(count(news, "new_orders")).toBe(2);
    expect(news.unseen).toBeGreaterThanOrEqual(2);
    expect(count(await alerts(ordersPerson.token), "new_orders")).toBe(2);

    // The owner opens the bell: the orders are no news to them any more, and still are to their colleague.
    await seen(owner);
    expect(count(await alerts(owner), "new_orders")).toBeUndefined();
    expect(count(await alerts(ordersPerson.token), "new_orders")).toBe(2);
  });

  it("shows the low stock the overview lists, without adding it to the badge", async () => {
    await seen(owner);
    const overview = (await asOwner(owner, "GET", "/api/overview")).json.data;
    expect(overview.low_stock.total).toBeGreaterThan(0);
    const answer = await alerts(owner);
    expect(count(answer, "low_stock")).toBe(overview.low_stock.total);
    expect(answer.unseen).toBe(0);
  });

  it("shows each kind only to the roles that read its area", async () => {
    await seen(marketingPerson.token);
    const shopper = await shopperOf();
    await placeOrder(shopper);
    const marketing = await alerts(marketingPerson.token);
    expect(count(marketing, "new_orders")).toBeUndefined();
    expect(count(marketing, "low_stock")).toBeGreaterThan(0);

    // A post that failed to publish: the marketing person's news, not the orders person's.
    const [job] = await sql<{ id: number }>(
      `INSERT INTO publish_jobs (store_id, target, caption, run_at, status, batch, updated_at)
       SELECT store_id, 'FACEBOOK', 'Bell', now(), 'FAILED', gen_random_uuid()::text, now() FROM owners WHERE id = $1 RETURNING id`,
      [marketingPerson.id],
    );
    try {
      const failed = await alerts(marketingPerson.token);
      expect(count(failed, "failed_posts")).toBe(1);
      expect(failed.unseen).toBe(1);
      expect(count(await alerts(ordersPerson.token), "failed_posts")).toBeUndefined();
    } finally {
      await sql("DELETE FROM publish_jobs WHERE id = $1", [job!.id]);
    }
  });

  it("is the signed-in person's own: no token, 401", async () => {
    expect((await asOwner(undefined, "GET", "/api/alerts")).status).toBe(401);
    expect((await asOwner(undefined, "POST", "/api/alerts/seen")).status).toBe(401);
  });
});
