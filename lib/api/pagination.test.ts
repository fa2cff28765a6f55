import { describe, expect, it } from "vitest";
import { envelopeD, pageWindow } from "./pagination";

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
      page(1), page(2), gap, page(5), page(6), page(7), page(8), page(9), page(10), page(11), gap, page(19), page(20),
      { url: url(9), label: "Next &raquo;", active: false },
    ]);
  });
});
