import { describe, expect, it } from "vitest";
import { queryKeys, resourceKeys } from "./query-keys";

// TanStack Query matches keys by prefix: a write refreshes `all`, and whatever starts with it is read again.
const refreshes = (written: readonly unknown[], read: readonly unknown[]) =>
  written.every((part, index) => JSON.stringify(part) === JSON.stringify(read[index]));

describe("query keys", () => {
  it("start every key of a resource with its name, so that refreshing `all` reaches its pages, its whole list and its records", () => {
    const products = queryKeys.products;
    for (const key of [products.list({ page: 2 }), products.whole(), products.detail(7)]) expect(refreshes(products.all, key)).toBe(true);
  });

  it("keep one resource's writes away from another's reads", () => {
    expect(refreshes(queryKeys.products.all, queryKeys.productCategories.list())).toBe(false);
    expect(refreshes(queryKeys.productCategories.all, queryKeys.templateCategories.whole())).toBe(false);
  });

  it("tell a page of the list from the whole list, whose answers have other shapes", () => {
    expect(queryKeys.products.list({ per_page: 100 })).not.toEqual(queryKeys.products.whole());
    expect(queryKeys.products.list({ search: "a", page: 1 })).toEqual(["products", "list", { search: "a", page: 1 }]);
  });

  it("name a record by its id as text, so that the id of the address and the id of an answer give one key", () => {
    expect(queryKeys.orders.detail(12)).toEqual(queryKeys.orders.detail("12"));
  });

  it("give each resource the address of its list, its own name unless the API names it otherwise", () => {
    expect(queryKeys.coupons.path).toBe("/coupons");
    expect(queryKeys.templateCategories.path).toBe("/categories");
    expect(resourceKeys("widgets").all).toEqual(["widgets"]);
  });
});
