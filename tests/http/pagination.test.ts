import { describe, expect, it } from "vitest";
import { freshShopper } from "../support/arrange";
import { sql } from "../support/database";
import { get, loginCustomer } from "../support/http";

// Every paginated route of the customer API (the contract's envelopes A to D) refuses a page or a
// page size that is not a whole number in range: 422 naming the parameter, never a guess.

// "1e3" and "0x10" are numbers to plain coercion (1000 and 16), not to a client writing a page.
const BAD_PAGES = ["abc", "1.5", "0", "-1", "1e3", "0x10", "1e0"];
const BAD_PER_PAGES = [...BAD_PAGES, "101"];

async function paginatedRoutes() {
  const [category] = await sql<{ slug: string }>(
    "SELECT c.slug FROM categories c JOIN stores s ON s.id = c.store_id WHERE s.subdomain = 'demo' AND c.is_active LIMIT 1",
  );
  return [
    { path: "/api/fetch-all-products", perPage: true, auth: false },
    { path: `/api/fetch-all-products-category?slug=${category!.slug}`, perPage: true, auth: false },
    { path: "/api/fetch-categories", perPage: true, auth: false },
    { path: "/api/popular-products", perPage: true, auth: false },
    { path: "/api/cart/list", perPage: true, auth: true },
    // Fixed at 15 a page: only `page` is the client's.
    { path: "/api/order", perPage: false, auth: true },
  ];
}

describe("paging parameters", () => {
  it("are refused with a 422 on the parameter when not a whole number in range, on every paginated route", async () => {
    const token = await loginCustomer();
    for (const route of await paginatedRoutes()) {
      const at = (query: string) => get(`${route.path}${route.path.includes("?") ? "&" : "?"}${query}`, route.auth ? { token } : {});
      const largest = await at(route.perPage ? "page=1&per_page=100" : "page=1");
      expect(largest.status, `${route.path} with the largest page size`).toBe(200);

      const cases = [
        ...BAD_PAGES.map((value) => ["page", value] as const),
        ...(route.perPage ? BAD_PER_PAGES.map((value) => ["per_page", value] as const) : []),
      ];
      for (const [name, value] of cases) {
        const reply = await at(`${name}=${encodeURIComponent(value)}`);
        const label = `${route.path} with ${name}=${value}`;
        expect(reply.status, label).toBe(422);
        expect(reply.json.success, label).toBe(false);
        expect(typeof reply.json.message, label).toBe("string");
        expect(Object.keys(reply.json.errors), label).toEqual([name]);
      }
    }
  });
});

describe("the size of a search page", () => {
  it("is refused with a 422 when not written in digits, as pages are", async () => {
    expect((await get("/api/search-products?query=bowl&limit=10")).status).toBe(200);
    for (const limit of ["1e1", "0xa", "5.0"]) {
      const reply = await get(`/api/search-products?query=bowl&limit=${limit}`);
      expect(reply.status, limit).toBe(422);
      expect(Object.keys(reply.json.errors), limit).toEqual(["limit"]);
    }
  });
});

describe("shape D of /order", () => {
  it("answers what Laravel's paginator answers on the last page and past it: from and to null, no data, no next", async () => {
    const token = await loginCustomer();
    const [row] = await sql<{ total: number }>(
      "SELECT count(*)::int AS total FROM orders o JOIN customers c ON c.id = o.customer_id JOIN stores s ON s.id = c.store_id WHERE s.subdomain = 'demo' AND c.email = 'customer@example.com'",
    );
    const total = row!.total;
    const lastPage = Math.ceil(total / 15);
    expect(lastPage).toBeGreaterThanOrEqual(2);

    const last = (await get(`/api/order?page=${lastPage}`, { token })).json;
    expect(last.data).toHaveLength(total - (lastPage - 1) * 15);
    expect(last.meta).toMatchObject({ current_page: lastPage, from: (lastPage - 1) * 15 + 1, to: total, last_page: lastPage, total });
    expect(last.links.next).toBeNull();

    for (const page of [lastPage + 1, lastPage + 40]) {
      const reply = await get(`/api/order?page=${page}`, { token });
      expect(reply.status, `page ${page}`).toBe(200);
      const { data, meta, links } = reply.json;
      expect(data, `page ${page}`).toEqual([]);
      expect(meta, `page ${page}`).toMatchObject({ current_page: page, from: null, to: null, last_page: lastPage, per_page: 15, total });
      // Laravel still links the page before the one asked, and marks no page as the current one.
      expect(links, `page ${page}`).toEqual({
        first: `${meta.path}?page=1`,
        last: `${meta.path}?page=${lastPage}`,
        prev: `${meta.path}?page=${page - 1}`,
        next: null,
      });
      expect(
        meta.links.filter((l: { active: boolean }) => l.active),
        `page ${page}`,
      ).toEqual([]);
      expect(meta.links.at(-1), `page ${page}`).toEqual({ url: null, label: "Next &raquo;", active: false });
    }
  });

  it("lists a window of the pages once there are 14 or more, as Laravel's paginator does: the ends, the current page ±3, gaps between", async () => {
    // 15 pages of 15 orders for a customer of its own, page 8 in the middle.
    const shopper = await freshShopper();
    const [customer] = await sql<{ id: number; store_id: number }>("SELECT id, store_id FROM customers WHERE email = $1", [shopper.email]);
    await sql(
      `INSERT INTO orders (store_id, customer_id, code, payment_method_name, currency_code, sub_total, total_payable_amount, placed_at, updated_at)
       SELECT $1, $2::int, 'WINDOW-' || $2::int || '-' || n, 'Cash On Delivery', 'MAD', 10, 10, now() - n * interval '1 hour', now() FROM generate_series(1, 14 * 15 + 3) n`,
      [customer!.store_id, customer!.id],
    );
    try {
      const { meta, links } = (await get("/api/order?page=8", { token: shopper.token })).json;
      expect(meta).toMatchObject({ current_page: 8, last_page: 15, total: 14 * 15 + 3, from: 106, to: 120 });
      const url = (n: number) => `${meta.path}?page=${n}`;
      expect(links).toMatchObject({ prev: url(7), next: url(9) });
      const page = (n: number) => ({ url: url(n), label: String(n), active: n === 8 });
      const gap = { url: null, label: "...", active: false };
      expect(meta.links).toEqual([
        { url: url(7), label: "&laquo; Previous", active: false },
        page(1),
        page(2),
        gap,
        page(5),
        page(6),
        page(7),
        page(8),
        page(9),
        page(10),
        page(11),
        gap,
        page(14),
        page(15),
        { url: url(9), label: "Next &raquo;", active: false },
      ]);
    } finally {
      await sql("DELETE FROM orders WHERE customer_id = $1", [customer!.id]);
    }
  });
});
