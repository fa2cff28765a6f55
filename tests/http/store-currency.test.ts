import { describe, expect, it } from "vitest";
import { freshShopper } from "../support/arrange";
import { methodOf, PICKUP } from "../support/checkout";
import { sql } from "../support/database";
import { call, get } from "../support/http";
import { expectCurrencyRefused } from "../support/money";

// Every route that takes `store-currency` (`currency: true`), with a request it answers in the
// default currency: so that the 422 below is the header's doing, not the request's.

type Request = { path: string; body?: unknown };

// A published demo product without variants, which every route can take as it is.
const plainProduct = async () =>
  (
    await sql<{ id: number; slug: string; name: string }>(
      `SELECT p.id, p.slug, p.name FROM products p JOIN stores s ON s.id = p.store_id JOIN product_prices pr ON pr.product_id = p.id AND pr.variant_key = ''
     WHERE s.subdomain = 'demo' AND p.status = 1 AND p.kind = 'STANDARD' AND p.min_item_on_purchase = 1 AND pr.quantity >= 1
       AND NOT EXISTS (SELECT 1 FROM product_prices v WHERE v.product_id = p.id AND v.variant_key <> '') ORDER BY p.id LIMIT 1`,
    )
  )[0]!;

const ROUTES: Record<string, { customer?: true; request: () => Promise<Request> }> = {
  "GET /fetch-all-products": { request: async () => ({ path: "/api/fetch-all-products" }) },
  "GET /fetch-all-products-category": {
    request: async () => {
      const [category] = await sql<{ slug: string }>(
        "SELECT c.slug FROM categories c JOIN stores s ON s.id = c.store_id WHERE s.subdomain = 'demo' AND c.is_active ORDER BY c.id LIMIT 1",
      );
      return { path: `/api/fetch-all-products-category?slug=${category!.slug}` };
    },
  },
  "GET /popular-products": { request: async () => ({ path: "/api/popular-products" }) },
  "GET /product-facets": { request: async () => ({ path: "/api/product-facets?min_price=1" }) },
  "GET /product-details/{slug}": { request: async () => ({ path: `/api/product-details/${(await plainProduct()).slug}` }) },
  "GET /search-products": { request: async () => ({ path: `/api/search-products?query=${encodeURIComponent((await plainProduct()).name)}` }) },
  "POST /cart/apply-coupon": {
    request: async () => ({ path: "/api/cart/apply-coupon", body: { coupon_code: "WELCOME10", items: [{ id: (await plainProduct()).id, quantity: 1 }] } }),
  },
  "POST /get-shipping-options": {
    request: async () => ({
      path: "/api/get-shipping-options",
      body: { products: [{ id: (await plainProduct()).id, quantity: 1 }], shipping_type: "pickup_delivery" },
    }),
  },
  "GET /cart/list": { customer: true, request: async () => ({ path: "/api/cart/list" }) },
  "POST /cart/add": { customer: true, request: async () => ({ path: "/api/cart/add", body: { product_id: (await plainProduct()).id, quantity: 1 } }) },
  "POST /make-payment": {
    customer: true,
    request: async () => ({
      path: "/api/make-payment",
      body: { ...PICKUP, payment_method_id: await methodOf("demo", "COD"), items: [{ id: (await plainProduct()).id, quantity: 1 }] },
    }),
  },
};

describe("an unknown or inactive store-currency", () => {
  it("is checked on every route that takes the header, as the API reference lists them", async () => {
    type Operation = { parameters?: { in: string; name: string }[] };
    const reference = (await get("/api/openapi.json")).json as { paths: Record<string, Record<string, Operation>> };
    const taking = Object.entries(reference.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation.parameters?.some((p) => p.in === "header" && p.name === "store-currency"))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(taking.sort()).toEqual(Object.keys(ROUTES).sort());
  });

  for (const [route, { customer, request }] of Object.entries(ROUTES)) {
    it(`is a 422 on ${route}, whose request the default currency answers`, async () => {
      const method = route.split(" ")[0]!;
      const { path, body } = await request();
      const token = customer ? (await freshShopper()).token : undefined;

      await expectCurrencyRefused(path, { method, body, token });
      // A refused add leaves the cart as it was.
      if (token) expect((await get("/api/cart/list", { token })).json.total_items).toBe(0);
      const answered = await call(method, path, { body, token });
      expect(answered.status, answered.text).toBe(200);
      expect(answered.json.success).toBe(true);
    });
  }
});
