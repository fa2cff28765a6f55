import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { DEFAULT_MAX_BODY_BYTES } from "../../lib/api/body";
import { SHOPPER_PASSWORD } from "../support/arrange";
import { sql } from "../support/database";
import { call, get, post } from "../support/http";
import { expectDocumented, servedReference } from "../support/reference";

// Whatever a client sends, the answer is a 4xx JSON with a message, never a 5xx, and nothing is written;
// each is an answer the route's reference lists, with the body it lists.
const WRITES: [method: string, path: string][] = [
  ["POST", "/api/login-customer"],
  ["POST", "/api/register-customer"],
  ["POST", "/api/update-profile-customer"],
  ["POST", "/api/cart/add"],
  ["DELETE", "/api/cart/remove-item"],
  ["DELETE", "/api/cart/clear"],
  ["POST", "/api/log-out-customer"],
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
  {
    label: "wrong types",
    body: {
      email: 5,
      password: [],
      product_id: { a: 1 },
      quantity: "many",
      items: "none",
      products: {},
      order_id: true,
      cart_item_id: [],
      country_id: {},
      city_id: "x",
    },
  },
  {
    label: "negative numbers",
    body: {
      product_id: -1,
      quantity: -5,
      order_id: -3,
      cart_item_id: -1,
      country_id: -1,
      city_id: -1,
      items: [{ id: -1, quantity: -1 }],
      products: [{ id: -1, quantity: -2 }],
    },
  },
  {
    label: "NUL characters",
    body: {
      name: "Fu\u0000zz",
      email: "nul\u0000@example.com",
      phone: "06\u0000",
      password: "secret\u0000123",
      coupon_code: "WELCOME\u0000",
      product_id: 1,
      quantity: 1,
      colorText: "\u0000",
    },
  },
  {
    label: "huge numbers",
    body: {
      product_id: 1e308,
      quantity: 1e20,
      order_id: 9e15,
      cart_item_id: 2 ** 53,
      country_id: 1e300,
      city_id: 1e300,
      items: [{ id: 1e300, quantity: 1e300 }],
      products: [{ id: 1e300, quantity: 1e300 }],
    },
  },
];

// What a write that went through would change: a clear empties a cart, a logout revokes a token.
const counts = async () =>
  (
    await sql<Record<string, number>>(
      `SELECT (SELECT count(*) FROM customers)::int AS customers, (SELECT count(*) FROM cart_lines)::int AS cart_lines,
            (SELECT count(*) FROM orders WHERE delivery_status = 4)::int AS cancelled,
            (SELECT count(*) FROM access_tokens WHERE revoked_at IS NULL)::int AS active_tokens`,
    )
  )[0];

async function fuzzCustomer() {
  const email = `fuzz-${randomUUID().slice(0, 8)}@example.com`;
  const registered = await post("/api/register-customer", {
    name: "Fuzz",
    email,
    phone: "0600000000",
    password: SHOPPER_PASSWORD,
    password_confirmation: SHOPPER_PASSWORD,
  });
  return { id: registered.json.user.id as number, token: registered.json.token as string };
}

/** A multipart/form-data body written by hand, so that it can be broken on purpose; `image` goes as a file. */
function multipart(boundary: string, fields: Record<string, string | Buffer>): Buffer {
  const parts = Object.entries(fields).map(([name, value]) =>
    typeof value === "string"
      ? Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      : Buffer.concat([
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${name}.png"\r\nContent-Type: image/png\r\n\r\n`),
          value,
          Buffer.from("\r\n"),
        ]),
  );
  return Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]);
}

describe("malformed input", () => {
  it("never produces a 5xx on the customer API's writes", async () => {
    const { token } = await fuzzCustomer();
    const reference = await servedReference();
    // A line in the cart, so that a clear that went through would show.
    const [product] = await sql<{ id: number }>(
      `SELECT p.id FROM products p JOIN stores s ON s.id = p.store_id JOIN product_prices pr ON pr.product_id = p.id AND pr.variant_key = ''
       WHERE s.subdomain = 'demo' AND p.status = 1 AND p.min_item_on_purchase = 1 AND pr.quantity > 0
         AND NOT EXISTS (SELECT 1 FROM product_prices v WHERE v.product_id = p.id AND v.variant_key <> '') ORDER BY p.id LIMIT 1`,
    );
    expect((await post("/api/cart/add", { product_id: product!.id, quantity: 1 }, { token })).status).toBe(200);
    const before = await counts();
    for (const [method, path] of WRITES) {
      for (const { label, raw, body } of BODIES) {
        const reply = await call(method, path, { token, ...(raw !== undefined ? { rawBody: raw } : { body }) });
        expect(reply.status, `${method} ${path} with ${label}: ${reply.text.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
        expect(reply.status, `${method} ${path} with ${label}`).toBeLessThan(500);
        expect(reply.json?.success, `${method} ${path} with ${label}`).toBe(false);
        expect(typeof reply.json?.message).toBe("string");
        expectDocumented(reference, method, path, reply);
      }
    }
    expect(await counts()).toEqual(before);
  });

  it("never produces a 5xx on the reads' query strings and paths", async () => {
    const token = (await post("/api/login-customer", { email: "customer@example.com", password: "password" })).json.token;
    const reference = await servedReference();
    const paths = [
      "/api/fetch-all-products?page=abc&per_page=-1",
      "/api/fetch-all-products?page=99999999999999999999",
      "/api/fetch-all-products-category?slug=" + "x".repeat(5000),
      "/api/popular-products?per_page=1e9",
      "/api/fetch-categories?page[]=1",
      "/api/search-products?query=" + encodeURIComponent("'; DROP TABLE products; --") + "&limit=abc",
      "/api/search-products?query=" + "%F0%9F%92%A9".repeat(300),
      "/api/product-details/" + encodeURIComponent("../../etc/passwd"),
      "/api/product-details/%00",
      "/api/search-products?query=%00bowl",
      "/api/fetch-all-products-category?slug=rugs%00",
      "/api/order-details/abc",
      "/api/order-details/99999999999999999999",
      "/api/order?page=-1",
      "/api/cart/list?per_page=0",
    ];
    for (const path of paths) {
      const reply = await get(path, { token });
      expect(reply.status, path).toBeLessThan(500);
      if (reply.status >= 400) expect(reply.json?.success, path).toBe(false);
      expectDocumented(reference, "GET", path, reply);
    }
    expect((await sql<{ n: number }>("SELECT count(*)::int AS n FROM products"))[0]!.n).toBeGreaterThan(0);
  });

  it("ignores a GET's body, whatever it holds and however long it says it is", async () => {
    for (const rawBody of ["{broken", "x".repeat(DEFAULT_MAX_BODY_BYTES + 1)]) {
      const reply = await call("GET", "/api/currency", { rawBody });
      expect(reply.status, reply.text.slice(0, 200)).toBe(200);
      expect(reply.json.success).toBe(true);
    }
  });

  it("refuses quantities that are not whole numbers as sent, even beside a real product", async () => {
    const { token } = await fuzzCustomer();
    const [product] = await sql<{ id: number }>(
      "SELECT p.id FROM products p JOIN stores s ON s.id = p.store_id WHERE s.subdomain = 'demo' AND p.status = 1 ORDER BY p.id LIMIT 1",
    );
    const lines = async () => (await sql<{ n: number }>("SELECT count(*)::int AS n FROM cart_lines"))[0]!.n;
    const before = await lines();
    // Plain coercion would take each of these for a number: true is 1, [2] is 2, "0x10" is 16.
    for (const quantity of [true, [2], "0x10", "1e3", 2.5, "", null]) {
      const label = JSON.stringify(quantity);
      const replies = [
        await post("/api/cart/add", { product_id: product!.id, quantity }, { token }),
        await post("/api/cart/apply-coupon", { coupon_code: "WELCOME10", items: [{ id: product!.id, quantity }] }),
        await post("/api/get-shipping-options", { shipping_type: "pickup_delivery", products: [{ id: product!.id, quantity }] }),
      ];
      for (const reply of replies) {
        expect(reply.status, `${label}: ${reply.text.slice(0, 200)}`).toBe(422);
        expect(
          Object.keys(reply.json.errors).some((field) => field.endsWith("quantity")),
          `${label}: ${reply.text.slice(0, 200)}`,
        ).toBe(true);
      }
    }
    expect(await lines()).toBe(before);
  });

  it("refuses a broken multipart profile update without touching the customer", async () => {
    const { id, token } = await fuzzCustomer();
    const row = async () => (await sql("SELECT name, email, phone, image, updated_at FROM customers WHERE id = $1", [id]))[0];
    const before = await row();
    const fields = { name: "Changed", phone: "0699999999", email: `changed-${randomUUID().slice(0, 8)}@example.com` };
    const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const form = (image: Buffer) => multipart("b0undary", { ...fields, image });
    const complete = form(PNG_SIGNATURE);
    const cases: { label: string; body: Buffer; boundary: string; status: number }[] = [
      { label: "a truncated body", body: complete.subarray(0, complete.length - 30), boundary: "b0undary", status: 400 },
      { label: "another boundary than the header's", body: complete, boundary: "elsewhere", status: 400 },
      { label: "a file that is not a picture", body: form(Buffer.from("#!/bin/sh\necho not an image\n")), boundary: "b0undary", status: 422 },
      { label: "a picture over 2 MB", body: form(Buffer.concat([PNG_SIGNATURE, Buffer.alloc(2 * 1024 * 1024)])), boundary: "b0undary", status: 422 },
      { label: "a body over the route's limit", body: form(Buffer.concat([PNG_SIGNATURE, Buffer.alloc(3 * 1024 * 1024)])), boundary: "b0undary", status: 413 },
    ];
    for (const { label, body, boundary, status } of cases) {
      const reply = await call("POST", "/api/update-profile-customer", {
        token,
        rawBody: body,
        headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      });
      expect(reply.status, `${label}: ${reply.text.slice(0, 200)}`).toBe(status);
      expect(reply.json?.success, label).toBe(false);
      expect(typeof reply.json?.message, label).toBe("string");
    }
    expect(await row()).toEqual(before);
  });
});
