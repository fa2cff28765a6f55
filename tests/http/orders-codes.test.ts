import { describe, expect, it } from "vitest";
import { methodOf } from "../support/checkout";
import { sql } from "../support/database";
import { buyersOf, pay, plainProduct, removingBuyers } from "../support/make-payment";

// Order codes, ORD-{year}-{number}: the number from the store's own counter, so that codes only
// grow in a store, after its seeded orders and whatever orders are deleted.

removingBuyers();

const CODE = /^ORD-(\d{4})-(\d{6,})$/;
const numberOf = (code: string) => Number(CODE.exec(code)![2]);

async function placeCod(subdomain = "demo") {
  const product = await plainProduct(subdomain, 50);
  const [buyer] = await buyersOf(subdomain, 1);
  const reply = await pay(
    buyer!.token,
    { payment_method_id: await methodOf(subdomain, "COD"), items: [{ id: product.product_id, quantity: 1 }] },
    {
      host: `${subdomain}.localhost`,
    },
  );
  expect(reply.status).toBe(200);
  return { id: reply.json.order_id as number, code: reply.json.order_code as string };
}

const highestCode = async (subdomain: string) =>
  (
    await sql<{ n: number }>(
      `SELECT max(substring(o.code FROM '^ORD-[0-9]{4}-([0-9]+)$')::int) AS n FROM orders o JOIN stores s ON s.id = o.store_id WHERE s.subdomain = $1`,
      [subdomain],
    )
  )[0]!.n;

const counterOf = async (subdomain: string) =>
  (await sql<{ n: number }>("SELECT c.last_number AS n FROM order_counters c JOIN stores s ON s.id = c.store_id WHERE s.subdomain = $1", [subdomain]))[0]!.n;

describe("order codes", () => {
  it("follow the seeded orders: the counter starts past every code the demo data wrote, and a new order's code is above them all", async () => {
    const [seeded] = await sql<{ n: number }>(
      "SELECT count(*)::int AS n FROM orders o JOIN stores s ON s.id = o.store_id WHERE s.subdomain = 'demo' AND o.code LIKE 'ORD-%'",
    );
    expect(seeded!.n).toBeGreaterThan(10);
    const before = await highestCode("demo");
    expect(await counterOf("demo")).toBeGreaterThanOrEqual(before);
    const order = await placeCod();
    expect(order.code).toMatch(CODE);
    expect(CODE.exec(order.code)![1]).toBe(String(new Date().getUTCFullYear()));
    expect(numberOf(order.code)).toBeGreaterThan(before);
  });

  it("strictly increase from one order to the next, also after the newest order is deleted", async () => {
    const first = await placeCod();
    const second = await placeCod();
    expect(numberOf(second.code)).toBeGreaterThan(numberOf(first.code));
    await sql("DELETE FROM orders WHERE id = $1", [second.id]);
    const third = await placeCod();
    expect(numberOf(third.code)).toBeGreaterThan(numberOf(second.code));
    expect(await counterOf("demo")).toBeGreaterThanOrEqual(numberOf(third.code));
  });

  it("are counted per store: the other seeded store's numbers go on from its own codes", async () => {
    const acmeBefore = await highestCode("acme");
    const acme = await placeCod("acme");
    expect(await counterOf("acme")).toBeGreaterThanOrEqual(numberOf(acme.code));
    expect(numberOf(acme.code)).toBeGreaterThan(acmeBefore);
  });
});
