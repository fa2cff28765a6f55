import { describe, expect, it } from "vitest";
import { sql } from "../support/database";
import { get, loginCustomer } from "../support/http";

// Every paginated route of the customer API (the contract's envelopes A to D) refuses a page or a
// page size that is not a whole number in range: 422 naming the parameter, never a guess.

const BAD_PAGES = ["abc", "1.5", "0", "-1"];
const BAD_PER_PAGES = [...BAD_PAGES, "101"];

async function paginatedRoutes() {
  const [category] = await sql<{ slug: string }>("SELECT c.slug FROM categories c JOIN stores s ON s.id = c.store_id WHERE s.subdomain = 'demo' AND c.is_active LIMIT 1");
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
      expect(links, `page ${page}`).toEqual({ first: `${meta.path}?page=1`, last: `${meta.path}?page=${lastPage}`, prev: `${meta.path}?page=${page - 1}`, next: null });
      expect(meta.links.filter((l: { active: boolean }) => l.active), `page ${page}`).toEqual([]);
      expect(meta.links.at(-1), `page ${page}`).toEqual({ url: null, label: "Next &raquo;", active: false });
    }
  });
});
