import { describe, expect, it } from "vitest";
import { z } from "zod";
import { envelopeD, laravelPaginator, pageWindow } from "./envelopes";
import { laravelPaginatorSchema } from "../core/envelopes";
import { pageQuery } from "../core/paging";

// Laravel's UrlWindow with onEachSide 3, page by page (Illuminate/Pagination/UrlWindow.php).

describe("pageWindow", () => {
  it("lists every page below 14 pages", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(7, 13)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
  });

  it("lists the first 10 pages and the last two near the beginning", () => {
    expect(pageWindow(1, 14)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, "...", 13, 14]);
    expect(pageWindow(7, 50)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, "...", 49, 50]);
  });

  it("lists the first two, the current page and three on each side, and the last two in the middle", () => {
    expect(pageWindow(8, 20)).toEqual([1, 2, "...", 5, 6, 7, 8, 9, 10, 11, "...", 19, 20]);
    expect(pageWindow(13, 20)).toEqual([1, 2, "...", 10, 11, 12, 13, 14, 15, 16, "...", 19, 20]);
  });

  it("lists the first two and the last 10 near the end, and past it", () => {
    expect(pageWindow(8, 14)).toEqual([1, 2, "...", 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
    expect(pageWindow(14, 20)).toEqual([1, 2, "...", 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(pageWindow(99, 20)).toEqual([1, 2, "...", 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
  });
});

describe("envelopeD", () => {
  it("frames the window with the previous and next links, a gap as a link to nowhere", () => {
    const { links } = envelopeD({ page: 8, perPage: 15 }, 300, "http://demo.localhost/api/order").meta;
    const url = (n: number) => `http://demo.localhost/api/order?page=${n}`;
    const page = (n: number) => ({ url: url(n), label: String(n), active: n === 8 });
    const gap = { url: null, label: "...", active: false };
    expect(links).toEqual([
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
      page(19),
      page(20),
      { url: url(9), label: "Next &raquo;", active: false },
    ]);
  });
});

describe("laravelPaginator", () => {
  const path = "http://localhost:3000/api/get-all-orders";

  it("serialises a page as Laravel's paginator does, the items in data beside flat keys", () => {
    const page = laravelPaginator({ page: 2, perPage: 10 }, 25, path, ["k", "l"]);
    expect(page).toEqual({
      current_page: 2,
      data: ["k", "l"],
      first_page_url: `${path}?page=1`,
      from: 11,
      last_page: 3,
      last_page_url: `${path}?page=3`,
      links: [
        { url: `${path}?page=1`, label: "&laquo; Previous", active: false },
        { url: `${path}?page=1`, label: "1", active: false },
        { url: `${path}?page=2`, label: "2", active: true },
        { url: `${path}?page=3`, label: "3", active: false },
        { url: `${path}?page=3`, label: "Next &raquo;", active: false },
      ],
      next_page_url: `${path}?page=3`,
      path,
      per_page: 10,
      prev_page_url: `${path}?page=1`,
      to: 20,
      total: 25,
    });
    expect(laravelPaginatorSchema(z.string()).safeParse(page).success).toBe(true);
  });

  it("answers null from and to past the last page, as the shape D envelope does", () => {
    const page = laravelPaginator({ page: 9, perPage: 10 }, 25, path, []);
    expect([page.from, page.to, page.next_page_url]).toEqual([null, null, null]);
    const d = envelopeD({ page: 9, perPage: 10 }, 25, path);
    expect([d.meta.from, d.meta.to, d.links.next, d.meta.links]).toEqual([page.from, page.to, page.next_page_url, page.links]);
  });
});

describe("envelopeD with a filtered list's query", () => {
  it("keeps the filters in every page URL, before the page, and leaves out unset ones and the page asked", () => {
    const d = envelopeD({ page: 2, perPage: 20 }, 45, "http://localhost/api/orders", {
      page: 2,
      per_page: 20,
      search: "Yasmine B&B",
      delivery_status: undefined,
      from: "2025-04-01",
    });
    const query = "per_page=20&search=Yasmine%20B%26B&from=2025-04-01";
    expect(d.links).toEqual({
      first: `http://localhost/api/orders?${query}&page=1`,
      last: `http://localhost/api/orders?${query}&page=3`,
      prev: `http://localhost/api/orders?${query}&page=1`,
      next: `http://localhost/api/orders?${query}&page=3`,
    });
    expect(d.meta.links.map((link) => link.url)).toEqual([d.links.prev, d.links.first, d.links.prev!.replace("page=1", "page=2"), d.links.last, d.links.next]);
    expect(d.meta.path).toBe("http://localhost/api/orders");
  });
});

describe("pageQuery", () => {
  const query = pageQuery(15);

  it("takes pages and sizes written in digits, with their defaults", () => {
    expect(query.parse({})).toEqual({ page: 1, per_page: 15 });
    expect(query.parse({ page: "3", per_page: "100" })).toEqual({ page: 3, per_page: 100 });
  });

  it("refuses what plain coercion would read as a number: exponents, hexadecimal, decimals, nothing", () => {
    for (const page of ["1e3", "0x10", "2.0", "", "-1", "0", "Infinity"]) {
      expect(query.safeParse({ page }).success, page).toBe(false);
      expect(query.safeParse({ per_page: page }).success, page).toBe(false);
    }
  });
});
