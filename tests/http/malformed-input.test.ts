import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { sql } from "../support/database";
import { call, get, post } from "../support/http";

// Whatever a client sends, the answer is a 4xx JSON with a message, never a 5xx, and nothing is written.
const WRITES: [method: string, path: string][] = [
  ["POST", "/api/login-customer"],
  ["POST", "/api/register-customer"],
  ["POST", "/api/update-profile-customer"],
  ["POST", "/api/cart/add"],
  ["DELETE", "/api/cart/remove-item"],
  ["POST", "/api/cart/apply-coupon"],
  ["POST", "/api/get-cities-of-state"],
  ["POST", "/api/get-state"],
  ["POST", "/api/get-shipping-options"],
  ["POST", "/api/order/cancel"],
];

const huge = "x".repeat(1024 * 1024);
const BODIES: { label: string; raw?: string; body?: unknown }[] = [
  { label: "broken JSON", raw: '{"a": [1, 2' },
  { label: "a JSON array", body: [1, 2, 3] },
  { label: "a bare string", body: "hello" },
  { label: "null", body: null },
  { label: "a 1 MB string", body: { name: huge, email: huge, product_id: huge, coupon_code: huge } },
  { label: "wrong types", body: { email: 5, password: [], product_id: { a: 1 }, quantity: "many", items: "none", products: {}, order_id: true, cart_item_id: [], country_id: {}, city_id: "x" } },
  { label: "negative numbers", body: { product_id: -1, quantity: -5, order_id: -3, cart_item_id: -1, country_id: -1, city_id: -1, items: [{ id: -1, quantity: -1 }], products: [{ id: -1, quantity: -2 }] } },
  { label: "huge numbers", body: { product_id: 1e308, quantity: 1e20, order_id: 9e15, cart_item_id: 2 ** 53, country_id: 1e300, city_id: 1e300, items: [{ id: 1e300, quantity: 1e300 }], products: [{ id: 1e300, quantity: 1e300 }] } },
];

const counts = async () =>
  (await sql<Record<string, number>>(
    "SELECT (SELECT count(*) FROM customers)::int AS customers, (SELECT count(*) FROM cart_lines)::int AS cart_lines, (SELECT count(*) FROM orders WHERE delivery_status = 4)::int AS cancelled",
  ))[0];

describe("malformed input", () => {
  it("never produces a 5xx on the customer API's writes", async () => {
    const email = `fuzz-${randomUUID().slice(0, 8)}@example.com`;
    const token = (await post("/api/register-customer", { name: "Fuzz", email, phone: "0600000000", password: "password123", password_confirmation: "password123" })).json.token;
    const before = await counts();
    for (const [method, path] of WRITES) {
      for (const { label, raw, body } of BODIES) {
        const reply = await call(method, path, { token, ...(raw !== undefined ? { rawBody: raw } : { body }) });
        expect(reply.status, `${method} ${path} with ${label}: ${reply.text.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
        expect(reply.status, `${method} ${path} with ${label}`).toBeLessThan(500);
        expect(reply.json?.success, `${method} ${path} with ${label}`).toBe(false);
        expect(typeof reply.json?.message).toBe("string");
      }
    }
    expect(await counts()).toEqual(before);
  });

  it("never produces a 5xx on the reads' query strings and paths", async () => {
    const token = (await post("/api/login-customer", { email: "customer@example.com", password: "password" })).json.token;
    const paths = [
      "/api/fetch-all-products?page=abc&per_page=-1",
      "/api/fetch-all-products?page=99999999999999999999",
      "/api/fetch-all-products-category?slug=" + "x".repeat(5000),
      "/api/popular-products?per_page=1e9",
      "/api/fetch-categories?page[]=1",
      "/api/search-products?query=" + encodeURIComponent("'; DROP TABLE products; --") + "&limit=abc",
      "/api/search-products?query=" + "%F0%9F%92%A9".repeat(300),
      "/api/product-details/" + encodeURIComponent("../../etc/passwd"),
      "/api/order-details/abc",
      "/api/order-details/99999999999999999999",
      "/api/order?page=-1",
      "/api/cart/list?per_page=0",
    ];
    for (const path of paths) {
      const reply = await get(path, { token });
      expect(reply.status, path).toBeLessThan(500);
      if (reply.status >= 400) expect(reply.json?.success, path).toBe(false);
    }
    expect((await sql<{ n: number }>("SELECT count(*)::int AS n FROM products"))[0]!.n).toBeGreaterThan(0);
  });
});
