import { describe, expect, it } from "vitest";
import { sql } from "../support/database";
import { converted } from "../support/money";
import { ORDER_NOT_FOUND, orderOf } from "../support/orders";
import { ISO_MICROS, asOwner, keys, signInOwners } from "../support/owner-calls";
import { DETAIL_KEYS } from "../support/admin-orders";

// The owner's orders on the administration API, shown one by one on the management routes.

describe("GET /orders/{id}", () => {
  it("shows the order in the currency it was placed in, with its total in the default currency, lines, payments and history", async () => {
    const { demo } = await signInOwners();
    const [order] = await sql<{ id: number; rate: string; currency_code: string; total: string; sub_total: string; lines: number }>(
      `SELECT o.id, o.conversion_rate::text AS rate, o.currency_code, o.total_payable_amount::text AS total, o.sub_total::text,
              (SELECT count(*)::int FROM order_lines l WHERE l.order_id = o.id) AS lines
       FROM orders o JOIN stores s ON s.id = o.store_id WHERE s.subdomain = 'demo' AND o.conversion_rate <> 1
         AND EXISTS (SELECT 1 FROM payments p WHERE p.order_id = o.id) ORDER BY o.id LIMIT 1`,
    );
    const reply = await asOwner(demo, "GET", `/api/orders/${order!.id}`);
    expect(reply.status).toBe(200);
    expect(keys(reply.json)).toEqual(["data", "success"]);
    const { data } = reply.json;
    expect(keys(data)).toEqual(DETAIL_KEYS);
    expect(data).toMatchObject({
      id: order!.id,
      currency_code: order!.currency_code,
      conversion_rate: String(Number(order!.rate)),
      total_payable_amount: converted(order!.total, order!.rate),
      sub_total: converted(order!.sub_total, order!.rate),
      total_in_default_currency: Number(order!.total),
      lines_count: order!.lines,
    });
    expect(keys(data.customer)).toEqual(["email", "id", "name", "phone", "status"]);
    expect(keys(data.lines[0])).toEqual([
      "delivered_at",
      "delivery_status",
      "id",
      "image",
      "name",
      "permalink",
      "product_id",
      "quantity",
      "return_status",
      "shipping_cost",
      "tax",
      "unit_price",
      "variant",
    ]);
    expect(keys(data.payments[0])).toEqual(["amount", "created_at", "currency_code", "id", "provider", "provider_ref", "status"]);
    expect(data.payments[0].currency_code).toBe(order!.currency_code);
    expect(keys(data.tracking[0])).toEqual(["created_at", "id", "message", "order_line_id"]);
    expect(data.tracking[0].created_at).toMatch(ISO_MICROS);
  });

  it("is a 404 for another store's order, as for an id that does not exist, both ways", async () => {
    const owners = await signInOwners();
    const missing = await asOwner(owners.demo, "GET", "/api/orders/2147483647");
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual(ORDER_NOT_FOUND);
    for (const [token, other] of [
      [owners.demo, await orderOf("acme")],
      [owners.acme, await orderOf("demo")],
    ] as const) {
      const reply = await asOwner(token, "GET", `/api/orders/${other}`);
      expect(reply.status).toBe(404);
      expect(reply.json).toEqual(missing.json);
    }
    expect((await asOwner(owners.demo, "GET", "/api/orders/abc")).status).toBe(422);
    expect((await asOwner(undefined, "GET", `/api/orders/${await orderOf("demo")}`)).status).toBe(401);
  });
});
