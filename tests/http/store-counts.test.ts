import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "../support/database";
import { placeOrder, shopperOf } from "../support/orders";
import { asOwner, signInOwners, type Owners } from "../support/owner-calls";

// The owner's unfiltered lists take "how many" from counts kept on the store row by triggers
// (migration store_counts): every write, even in plain SQL, must keep them equal to what a count
// of the rows says, or the lists' `total` and last page are wrong.

/** Each store whose kept counts differ from its rows, with both. */
const drifted = () =>
  sql(
    `SELECT s.subdomain, s.order_count, s.product_count,
            (SELECT count(*)::int FROM orders o WHERE o.store_id = s.id) AS orders,
            (SELECT count(*)::int FROM products p WHERE p.store_id = s.id AND p.status IN (1, 2)) AS products
     FROM stores s
     WHERE s.order_count <> (SELECT count(*) FROM orders o WHERE o.store_id = s.id)
        OR s.product_count <> (SELECT count(*) FROM products p WHERE p.store_id = s.id AND p.status IN (1, 2))`,
  );

const versions = async (subdomain: string) =>
  (await sql<{ v: string }>("SELECT catalog_version || '.' || stock_version || '.' || orders_version AS v FROM stores WHERE subdomain = $1", [subdomain]))[0]!
    .v;

describe("the counts the owner's lists show", () => {
  let owners: Owners;
  beforeAll(async () => {
    owners = await signInOwners();
  });

  const totals = async () => {
    const orders = await asOwner(owners.demo, "GET", "/api/get-all-orders?page=1");
    const products = await asOwner(owners.demo, "GET", "/api/fetch-all-products?page=1");
    expect(orders.status).toBe(200);
    expect(products.status).toBe(200);
    return { orders: orders.json.data.total as number, products: products.json.total as number };
  };
  const counted = async () => {
    const [row] = await sql<{ orders: number; products: number }>(
      `SELECT (SELECT count(*)::int FROM orders o WHERE o.store_id = s.id) AS orders,
              (SELECT count(*)::int FROM products p WHERE p.store_id = s.id AND p.status IN (1, 2)) AS products
       FROM stores s WHERE s.subdomain = 'demo'`,
    );
    return row!;
  };

  it("hold every store's rows as migrated", async () => {
    expect(await drifted()).toEqual([]);
    expect(await totals()).toEqual(await counted());
  });

  it("follow orders placed, moved to another store and deleted", async () => {
    const before = await counted();
    const shopper = await shopperOf();
    const first = await placeOrder(shopper);
    await placeOrder(shopper);
    expect(await totals()).toEqual({ ...before, orders: before.orders + 2 });
    await sql("UPDATE orders SET store_id = (SELECT id FROM stores WHERE subdomain = 'acme') WHERE id = $1", [first.id]);
    expect(await drifted()).toEqual([]);
    expect((await totals()).orders).toBe(before.orders + 1);
    await sql("UPDATE orders SET store_id = (SELECT id FROM stores WHERE subdomain = 'demo'), read_at = now() WHERE id = $1", [first.id]);
    // Many in one statement, as an import writes them: the store row is updated once, at commit.
    const [{ n }] = (await sql<{ n: number }>(
      `WITH made AS (
         INSERT INTO orders (store_id, customer_id, code, payment_method_name, currency_code, sub_total, total_payable_amount, placed_at, updated_at)
         SELECT $1, $2, 'COUNT-' || g || '-' || floor(random() * 1e9)::text, 'Cash On Delivery', 'MAD', 1, 1, now() - interval '1 year', now()
         FROM generate_series(1, 2000) g RETURNING id
       ) SELECT count(*)::int AS n FROM made`,
      [shopper.storeId, shopper.id],
    )) as [{ n: number }];
    expect(n).toBe(2000);
    expect((await totals()).orders).toBe(before.orders + 2002);
    await sql("DELETE FROM orders WHERE code LIKE 'COUNT-%'");
    await sql("DELETE FROM orders WHERE id = $1", [first.id]);
    expect(await drifted()).toEqual([]);
    expect((await totals()).orders).toBe(before.orders + 1);
  });

  it("follow products written, drafted, deleted, moved, and several in one transaction", async () => {
    const before = await counted();
    const [a, b] = (await sql<{ id: number }>(
      `INSERT INTO products (store_id, name, slug, status, updated_at)
       SELECT s.id, v.name, v.name || '-' || floor(random() * 1e9)::text, v.status, now()
       FROM stores s, (VALUES ('count-a', 1), ('count-b', 2), ('count-c', 3)) AS v(name, status)
       WHERE s.subdomain = 'demo' ORDER BY v.name RETURNING id`,
    )) as [{ id: number }, { id: number }, { id: number }];
    try {
      // The published one and the draft count, the deleted one does not.
      expect(await totals()).toEqual({ ...before, products: before.products + 2 });
      await sql("UPDATE products SET status = 2 WHERE id = $1", [a.id]);
      expect((await totals()).products).toBe(before.products + 2);
      await sql("UPDATE products SET status = 3 WHERE id = $1", [a.id]);
      expect((await totals()).products).toBe(before.products + 1);
      await sql("UPDATE products SET store_id = (SELECT id FROM stores WHERE subdomain = 'acme') WHERE id = $1", [b.id]);
      expect((await totals()).products).toBe(before.products);
      expect(await drifted()).toEqual([]);
      // Made and deleted in one transaction, beside another write: nothing of it is left to count at commit.
      await sql(`
        DO $$
        DECLARE made integer;
        BEGIN
          INSERT INTO products (store_id, name, slug, updated_at)
          SELECT id, 'count-d', 'count-d-' || floor(random() * 1e9)::text, now() FROM stores WHERE subdomain = 'demo' RETURNING id INTO made;
          DELETE FROM products WHERE id = made;
          UPDATE products SET status = 1 WHERE id = ${Number(a.id)};
          -- A savepoint rolled back takes its rows and its counts with it.
          BEGIN
            INSERT INTO products (store_id, name, slug, updated_at)
            SELECT id, 'count-e', 'count-e-' || floor(random() * 1e9)::text, now() FROM stores WHERE subdomain = 'demo';
            RAISE EXCEPTION 'undone';
          EXCEPTION WHEN raise_exception THEN NULL;
          END;
        END $$`);
      expect((await totals()).products).toBe(before.products + 1);
    } finally {
      await sql("DELETE FROM products WHERE name LIKE 'count-_' AND slug LIKE 'count-%'");
    }
    expect(await drifted()).toEqual([]);
    expect(await totals()).toEqual(before);
  });

  it("change no version of the store: a kept answer of the catalog stays kept", async () => {
    const before = await versions("acme");
    const shopper = await shopperOf();
    const order = await placeOrder(shopper);
    // Moved into acme: acme's orders changed (its orders version moves), its catalog did not.
    await sql("UPDATE orders SET store_id = (SELECT id FROM stores WHERE subdomain = 'acme') WHERE id = $1", [order.id]);
    const [catalog, stock, orders] = (await versions("acme")).split(".");
    const [catalogBefore, stockBefore, ordersBefore] = before.split(".");
    expect([catalog, stock]).toEqual([catalogBefore, stockBefore]);
    expect(Number(orders)).toBeGreaterThan(Number(ordersBefore));
  });
});
