import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "../support/database";
import { placeOrder, shopperOf } from "../support/orders";
import { asOwner, signInOwners } from "../support/owner-calls";
import { joined } from "../support/staff";

// GET /alerts, the dashboard's bell: orders placed and returns asked since the person last opened it,
// posts that failed to publish and webhook deliveries that failed, and low stock, each only to roles that read its area; POST /alerts/seen ends the news
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

  it("tells of returns asked to those who read orders, and of failed webhook deliveries to those who read settings", async () => {
    await seen(owner);
    await seen(ordersPerson.token);
    await seen(marketingPerson.token);
    const [asked] = await sql<{ id: number }>(
      `INSERT INTO returns (store_id, order_id, customer_id, items, reason, updated_at)
       SELECT store_id, id, customer_id, '[]', 'other', now() FROM orders WHERE store_id = (SELECT store_id FROM owners WHERE id = $1) ORDER BY id LIMIT 1
       RETURNING id`,
      [ordersPerson.id],
    );
    const [endpoint] = await sql<{ id: number }>(
      `INSERT INTO webhook_endpoints (store_id, url, topics, secret, updated_at)
       SELECT store_id, 'https://hooks.example.com/bell', '{orders/create}', 'secret', now() FROM owners WHERE id = $1 RETURNING id`,
      [ordersPerson.id],
    );
    await sql(
      "INSERT INTO webhook_deliveries (endpoint_id, event_id, topic, payload, status, attempts, attempted_at) VALUES ($1, gen_random_uuid(), 'orders/create', '{}', 'FAILED', 8, now())",
      [endpoint!.id],
    );
    try {
      const forOwner = await alerts(owner);
      expect(count(forOwner, "return_requests")).toBe(1);
      expect(count(forOwner, "failed_webhooks")).toBe(1);
      const forOrders = await alerts(ordersPerson.token);
      expect(count(forOrders, "return_requests")).toBe(1);
      expect(count(forOrders, "failed_webhooks")).toBeUndefined();
      const forMarketing = await alerts(marketingPerson.token);
      expect(count(forMarketing, "return_requests")).toBeUndefined();
      expect(count(forMarketing, "failed_webhooks")).toBeUndefined();
    } finally {
      await sql("DELETE FROM returns WHERE id = $1", [asked!.id]);
      await sql("DELETE FROM webhook_endpoints WHERE id = $1", [endpoint!.id]);
    }
  });

  it("is the signed-in person's own: no token, 401", async () => {
    expect((await asOwner(undefined, "GET", "/api/alerts")).status).toBe(401);
    expect((await asOwner(undefined, "POST", "/api/alerts/seen")).status).toBe(401);
  });
});
