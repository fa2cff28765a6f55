import { describe, expect, it } from "vitest";
import { sql } from "../support/database";
import { get, loginCustomer } from "../support/http";

describe("an order line whose product was deleted", () => {
  it("still answers the product id it was bought with, and its name, permalink and image as they were", async () => {
    const token = await loginCustomer();
    const [shopper] = await sql<{ store_id: number; customer_id: number; path: string; upload_id: number }>(
      `SELECT s.id AS store_id, c.id AS customer_id, u.path, u.id AS upload_id FROM stores s
       JOIN customers c ON c.store_id = s.id JOIN uploads u ON u.store_id = s.id AND u.kind = 'IMAGE'
       WHERE s.subdomain = 'demo' AND c.email = 'customer@example.com' ORDER BY u.id LIMIT 1`,
    );
    const { store_id: storeId, customer_id: customerId } = shopper!;
    // A product of its own, bought once and then deleted, so that the seed's catalog stays whole.
    const [product] = await sql<{ id: number; slug: string }>(
      "INSERT INTO products (store_id, name, slug, thumbnail_upload_id, updated_at) VALUES ($1, 'Retired lantern', $2, $3, now()) RETURNING id, slug",
      [storeId, `retired-lantern-${Date.now()}`, shopper!.upload_id],
    );
    const [order] = await sql<{ id: number }>(
      `INSERT INTO orders (store_id, customer_id, code, payment_method_name, currency_code, sub_total, total_payable_amount, updated_at)
       VALUES ($1, $2, $3, 'Cash On Delivery', 'MAD', 120, 120, now()) RETURNING id`,
      [storeId, customerId, `RETIRED-${Date.now()}`],
    );
    try {
      await sql(
        "INSERT INTO order_lines (store_id, order_id, product_id, name, permalink, unit_price, quantity, image) VALUES ($1, $2, $3, 'Retired lantern', $4, 60, 2, $5)",
        [storeId, order!.id, product!.id, product!.slug, shopper!.path],
      );
      await sql("DELETE FROM products WHERE id = $1", [product!.id]);

      const [stored] = await sql<{ product_id: number }>("SELECT product_id FROM order_lines WHERE order_id = $1", [order!.id]);
      expect(stored!.product_id).toBe(product!.id);
      const reply = await get(`/api/order-details/${order!.id}`, { token });
      expect(reply.status).toBe(200);
      const [line] = reply.json.data.products.data;
      expect(line).toMatchObject({ product_id: product!.id, name: "Retired lantern", permalink: product!.slug, unit_price: 60, quantity: 2 });
      // The picture outlives the product (uploads are the store's media); the permalink names a
      // product that is gone, which /product-details says plainly.
      expect(new URL(line.image).pathname).toBe(`/uploads/${shopper!.path}`);
      expect((await get(new URL(line.image).pathname)).status).toBe(200);
      expect((await get(`/api/product-details/${line.permalink}`)).json).toEqual({ success: false, message: "Product not found." });
    } finally {
      await sql("DELETE FROM orders WHERE id = $1", [order!.id]);
    }
  });
});
