import { describe, expect, it } from "vitest";
import { sql } from "../support/database";
import { call, get, loginCustomer, type CallOptions } from "../support/http";
import { expectDocumented, servedReference } from "../support/reference";

describe("the customer API reference", () => {
  it("serves the OpenAPI document of the store's API", async () => {
    const reply = await get("/api/openapi.json");
    expect(reply.status).toBe(200);
    expect(reply.json.openapi).toBe("3.1.0");
    expect(reply.json.servers[0].url).toMatch(/^http:\/\/demo\.localhost:\d+\/api$/);
    expect(Object.keys(reply.json.paths)).toEqual(expect.arrayContaining(["/login-customer", "/user-customer", "/currency"]));
  });

  it("serves a reference page with its assets from the app itself", async () => {
    const page = await get("/api/docs", { headers: { accept: "text/html" } });
    expect(page.status).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.text).toContain("/api/openapi.json");
    for (const asset of ["swagger-ui-bundle.js", "swagger-ui.css"]) {
      const reply = await get(`/api/docs/${asset}`);
      expect(reply.status, asset).toBe(200);
      expect(reply.text.length).toBeGreaterThan(1000);
    }
    expect((await get("/api/docs/../../package.json")).status).toBe(404);
    expect((await get("/api/docs/secret.txt")).status).toBe(404);
  });
});

describe("the administration API reference", () => {
  it("serves the OpenAPI document on the platform host, the contract's routes tagged apart", async () => {
    const reply = await get("/api/openapi.json", { host: "localhost" });
    expect(reply.status).toBe(200);
    expect(reply.json.openapi).toBe("3.1.0");
    expect(reply.json.servers[0].url).toMatch(/^http:\/\/localhost:\d+\/api$/);
    expect(reply.json.paths["/login"].post.tags).toEqual(["Documented"]);
    expect(reply.json.paths["/user"].get.security).toEqual([{ bearer: [] }]);
  });

  it("serves its reference page with its assets", async () => {
    const page = await get("/api/docs", { host: "localhost", headers: { accept: "text/html" } });
    expect(page.status).toBe(200);
    expect(page.text).toContain("/api/openapi.json");
    expect((await get("/api/docs/swagger-ui-bundle.js", { host: "localhost" })).status).toBe(200);
    expect((await get("/api/docs/secret.txt", { host: "localhost" })).status).toBe(404);
  });
});

describe("every answer a route gives is one its reference lists, with that body", () => {
  it("documents the refusals of the wrapper and of each domain", async () => {
    const reference = await servedReference();
    const token = await loginCustomer();
    const [product] = await sql<{ id: number }>(
      "SELECT p.id FROM products p JOIN stores s ON s.id = p.store_id WHERE s.subdomain = 'demo' AND p.status = 1 ORDER BY p.id LIMIT 1",
    );
    const items = [{ id: product!.id, quantity: 1 }];
    // A second cancel, whatever the order's status now: cancelled already, or gone further.
    const done = await sql<{ id: number; delivery_status: number }>(
      `SELECT DISTINCT ON (o.delivery_status) o.id, o.delivery_status FROM orders o JOIN customers c ON c.id = o.customer_id JOIN stores s ON s.id = o.store_id
       WHERE s.subdomain = 'demo' AND c.email = 'customer@example.com' AND o.delivery_status NOT IN (1, 2) ORDER BY o.delivery_status, o.id`,
    );
    expect(done.map((o) => o.delivery_status)).toEqual([3, 4, 5]);
    // A state of another store is one demo does not serve.
    const [unserved] = await sql<{ country_id: number; state_id: number }>(
      `SELECT sc.country_id, st.id AS state_id FROM store_countries sc JOIN stores s ON s.id = sc.store_id, states st JOIN stores d ON d.id = st.store_id
       WHERE s.subdomain = 'demo' AND sc.is_active AND d.subdomain = 'acme' LIMIT 1`,
    );
    const none = 2_147_483_647;
    const form = { "content-type": "multipart/form-data; boundary=b0undary" };
    const cases: [method: string, url: string, options: CallOptions, status: number][] = [
      ["POST", "/api/login-customer", { rawBody: '{"email": ' }, 400],
      ["POST", "/api/update-profile-customer", { token, rawBody: "--b0undary\r\nbroken", headers: form }, 400],
      ["POST", "/api/get-state", { body: { city_id: "1".repeat(300 * 1024) } }, 413],
      ["GET", "/api/user-customer", {}, 401],
      ["DELETE", "/api/cart/clear", { token: "cus_revoked-or-never-issued" }, 401],
      ["POST", "/api/login-customer", { body: { email: "customer@example.com", password: "not-the-password" } }, 401],
      ["GET", "/api/get-info-store", { host: "no-such-store.localhost" }, 404],
      ["GET", "/api/product-details/no-such-product", {}, 404],
      ["GET", "/api/fetch-all-products-category?slug=no-such-category", {}, 404],
      ["GET", `/api/order-details/${none}`, { token }, 404],
      ["POST", "/api/order/cancel", { token, body: { order_id: none } }, 404],
      ...done.map(({ id }): (typeof cases)[number] => ["POST", "/api/order/cancel", { token, body: { order_id: id } }, 409]),
      ["DELETE", "/api/cart/remove-item", { token, body: { cart_item_id: none } }, 404],
      ["POST", "/api/get-cities-of-state", { body: { country_id: none } }, 404],
      ["POST", "/api/get-state", { body: { city_id: none } }, 404],
      ["POST", "/api/cart/apply-coupon", { body: { coupon_code: "NO-SUCH-CODE", items } }, 400],
      ["POST", "/api/cart/apply-coupon", { body: { coupon_code: "SUMMER24", items } }, 422],
      ["POST", "/api/get-shipping-options", { body: { products: items, shipping_type: "home_delivery", delivery_address: unserved } }, 422],
      ["POST", "/api/cart/add", { token, body: {} }, 422],
      ["GET", "/api/fetch-all-products", { headers: { "store-currency": "XXX" } }, 422],
      ["POST", "/api/log-out-customer", { token, body: { unexpected: 1 } }, 422],
    ];
    for (const [method, url, options, status] of cases) {
      const reply = await call(method, url, options);
      expect(reply.status, `${method} ${url}: ${reply.text.slice(0, 200)}`).toBe(status);
      expectDocumented(reference, method, url, reply);
    }
  });
});
