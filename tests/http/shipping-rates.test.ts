import { describe, expect, it } from "vitest";
import { selectionOf } from "../support/catalog";
import { sql } from "../support/database";
import { post } from "../support/http";
import { keys } from "../support/owner-calls";
import { cheapProducts, place } from "../support/shipping";

// The shipping options' rates: per line and per zone, taxes, free shipping, as the demo orders were
// charged; addresses not served, pickup points, and malformed requests.

describe("/get-shipping-options", () => {
  it("offers the zone's rates per line, a flat rate on the first line, the cheapest as default", async () => {
    const address = await place("Casablanca");
    const [a, b] = await cheapProducts();
    const reply = await post("/api/get-shipping-options", {
      products: [
        { id: a!.id, quantity: 1 },
        { id: b!.id, quantity: 2 },
      ],
      shipping_type: "home_delivery",
      delivery_address: address,
    });
    expect(reply.status).toBe(200);
    expect(keys(reply.json)).toEqual(["options", "shipping_available", "success"]);
    expect(reply.json.shipping_available).toBe(true);
    const [first, second] = reply.json.options;
    expect(keys(first)).toEqual(["default_option", "id", "options", "product", "tax"]);
    expect(keys(first.product)).toEqual([
      "attachment",
      "has_options",
      "id",
      "image",
      "is_available",
      "is_selected",
      "max_item",
      "min_item",
      "name",
      "oldPrice",
      "permalink",
      "product_cj",
      "quantity",
      "seller",
      "shop_name",
      "shop_slug",
      "uid",
      "unitPrice",
      "variant",
      "variant_code",
    ]);
    for (const option of first.options.data) expect(keys(option)).toEqual(["by", "id", "shipping_cost", "shipping_from", "shipping_time", "title"]);
    const titles = first.options.data.map((o: { title: string }) => o.title);
    expect(titles).toEqual(expect.arrayContaining(["Standard delivery", "Express delivery", "Same-day delivery"]));

    const byTitle = (line: { options: { data: { title: string; shipping_cost: number }[] } }, title: string) =>
      line.options.data.find((o) => o.title === title)!.shipping_cost;
    expect(byTitle(first, "Standard delivery")).toBe(30);
    expect(byTitle(second, "Standard delivery")).toBe(0);
    expect(byTitle(first, "Same-day delivery")).toBe(15);
    expect(byTitle(second, "Same-day delivery")).toBe(30);
    // Cheapest shipment: standard 30 against same-day 45 and express 60.
    expect(first.default_option.title).toBe("Standard delivery");
    expect(second.default_option.title).toBe("Standard delivery");

    // Each option describes its rate as the store set it up.
    const rates = await sql<{ id: number; title: string; shipping_time: string; shipping_from: string; carrier: string | null }>(
      "SELECT r.id, r.title, r.shipping_time, r.shipping_from, r.carrier FROM shipping_rates r JOIN stores s ON s.id = r.store_id WHERE s.subdomain = 'demo'",
    );
    for (const line of [first, second]) {
      for (const option of line.options.data) {
        const rate = rates.find((r) => r.id === option.id)!;
        expect(option).toMatchObject({ title: rate.title, shipping_time: rate.shipping_time, shipping_from: rate.shipping_from, by: rate.carrier });
      }
    }

    const usd = await post(
      "/api/get-shipping-options",
      { products: [{ id: a!.id, quantity: 1 }], shipping_type: "home_delivery", delivery_address: address },
      { headers: { "store-currency": "USD" } },
    );
    // One item: same-day (15 per item) is now the cheapest shipment, 1.50 in USD.
    expect(usd.json.options[0].default_option).toMatchObject({ title: "Same-day delivery", shipping_cost: 1.5 });
  });

  it("taxes each line at its product's rate when the product has tax enabled", async () => {
    const address = await place("Casablanca");
    const [taxed] = await sql<{ id: number; price: string; tax_rate: string }>(
      `SELECT p.id, pr.unit_price AS price, p.tax_rate FROM products p JOIN stores s ON s.id = p.store_id JOIN product_prices pr ON pr.product_id = p.id AND pr.variant_key = ''
       WHERE s.subdomain = 'demo' AND p.status = 1 AND p.is_enable_tax = 1 AND p.tax_rate > 0 AND p.discount_type IS NULL AND pr.quantity >= 2
         AND NOT EXISTS (SELECT 1 FROM product_prices v WHERE v.product_id = p.id AND v.variant_key <> '') ORDER BY p.id LIMIT 1`,
    );
    const [untaxed] = await sql<{ id: number }>(
      `SELECT p.id FROM products p JOIN stores s ON s.id = p.store_id
       WHERE s.subdomain = 'demo' AND p.status = 1 AND p.is_enable_tax <> 1 AND p.tax_rate = 0
         AND NOT EXISTS (SELECT 1 FROM product_prices v WHERE v.product_id = p.id AND v.variant_key <> '') ORDER BY p.id LIMIT 1`,
    );
    const reply = await post("/api/get-shipping-options", {
      products: [
        { id: taxed!.id, quantity: 2 },
        { id: untaxed!.id, quantity: 1 },
      ],
      shipping_type: "home_delivery",
      delivery_address: address,
    });
    expect(reply.status).toBe(200);
    // Line subtotal × rate %, half-up to cents, on integers: cents × hundredths of a percent / 10 000.
    const taxCents = Math.round((Math.round(Number(taxed!.price) * 100) * 2 * Math.round(Number(taxed!.tax_rate) * 100)) / 10_000);
    expect(reply.json.options[0].tax).toBe(taxCents / 100);
    expect(reply.json.options[0].tax).toBeGreaterThan(0);
    expect(reply.json.options[1].tax).toBe(0);
  });

  it("serves a state outside the same-day zone with the country-wide rates only, free above the threshold", async () => {
    const address = await place("Rabat");
    const [a] = await cheapProducts();
    const reply = await post("/api/get-shipping-options", {
      products: [{ id: a!.id, quantity: 1 }],
      shipping_type: "home_delivery",
      delivery_address: address,
    });
    const titles = reply.json.options[0].options.data.map((o: { title: string }) => o.title);
    expect(titles).not.toContain("Same-day delivery");
    const many = Math.ceil(500 / Number(a!.price));
    const free = await post("/api/get-shipping-options", {
      products: [{ id: a!.id, quantity: many }],
      shipping_type: "home_delivery",
      delivery_address: address,
    });
    expect(free.json.options[0].options.data.find((o: { title: string }) => o.title === "Standard delivery").shipping_cost).toBe(0);
  });

  it("charges nothing on the line of a product with free shipping, whatever the rate, and the other lines what they cost alone", async () => {
    const address = await place("Casablanca");
    const [free] = await sql<{ id: number; price: string; shipping_cost: string }>(
      `SELECT p.id, pr.unit_price AS price, p.shipping_cost FROM products p JOIN stores s ON s.id = p.store_id
       JOIN product_prices pr ON pr.product_id = p.id AND pr.variant_key = ''
       WHERE s.subdomain = 'demo' AND p.status = 1 AND p.is_active_free_shipping = 1
         AND NOT EXISTS (SELECT 1 FROM product_prices v WHERE v.product_id = p.id AND v.variant_key <> '') ORDER BY p.id LIMIT 1`,
    );
    const [paid] = await cheapProducts();
    // Below every free-delivery threshold, so that only the flag makes a line free.
    const [threshold] = await sql<{ lowest: string }>(
      "SELECT min(r.free_above) AS lowest FROM shipping_rates r JOIN stores s ON s.id = r.store_id WHERE s.subdomain = 'demo'",
    );
    expect(Number(free!.price) + Number(paid!.price)).toBeLessThan(Number(threshold!.lowest));
    type Line = { options: { data: { id: number; shipping_cost: number }[] }; default_option: { id: number } };
    const quote = async (products: { id: number; quantity: number }[]): Promise<Line[]> =>
      (await post("/api/get-shipping-options", { products, shipping_type: "home_delivery", delivery_address: address })).json.options;
    // An own shipping cost as well, which free shipping waives too.
    await sql("UPDATE products SET shipping_cost = 25 WHERE id = $1", [free!.id]);
    try {
      const [alone] = await quote([{ id: paid!.id, quantity: 1 }]);
      const [freeLine, paidLine] = await quote([
        { id: free!.id, quantity: 1 },
        { id: paid!.id, quantity: 1 },
      ]);
      expect(freeLine!.options.data.length).toBeGreaterThanOrEqual(3);
      expect(freeLine!.options.data.map((o) => o.shipping_cost)).toEqual(freeLine!.options.data.map(() => 0));
      // The flat rate moves to the first line that pays for shipping.
      expect(paidLine!.options.data).toEqual(alone!.options.data);
      // The default is the cheapest option for the whole shipment.
      const shipment = (id: number) =>
        freeLine!.options.data.find((o) => o.id === id)!.shipping_cost + paidLine!.options.data.find((o) => o.id === id)!.shipping_cost;
      const cheapest = Math.min(...paidLine!.options.data.map((o) => shipment(o.id)));
      expect(shipment(freeLine!.default_option.id)).toBe(cheapest);
      expect(paidLine!.default_option.id).toBe(freeLine!.default_option.id);

      const [onlyFree] = await quote([{ id: free!.id, quantity: 2 }]);
      expect(onlyFree!.options.data.every((o) => o.shipping_cost === 0)).toBe(true);
    } finally {
      await sql("UPDATE products SET shipping_cost = $1 WHERE id = $2", [free!.shipping_cost, free!.id]);
    }
  });

  it("agrees with the demo orders: each line of a home delivery costs what a quote of the order's lines at its rate does", async () => {
    type OrderLine = { product_id: number; quantity: number; variant_key: string; shipping_cost: string; free_shipping: boolean };
    const orders = await sql<{ code: string; subdomain: string; method: string; country_id: number; state_id: number; lines: OrderLine[] }>(
      `SELECT o.code, s.subdomain, o.shipping_details->>'method' AS method, ci.country_id, st.id AS state_id,
         (SELECT json_agg(json_build_object('product_id', l.product_id, 'quantity', l.quantity, 'variant_key', pr.variant_key,
                                            'shipping_cost', l.shipping_cost, 'free_shipping', p.is_active_free_shipping = 1) ORDER BY l.id)
          FROM order_lines l JOIN product_prices pr ON pr.id = l.product_price_id JOIN products p ON p.id = l.product_id
          WHERE l.order_id = o.id) AS lines
       FROM orders o JOIN stores s ON s.id = o.store_id LEFT JOIN coupons c ON c.id = o.coupon_id
       JOIN countries co ON co.code = o.shipping_details->>'country_code'
       JOIN cities ci ON ci.country_id = co.id AND coalesce(ci.store_id, o.store_id) = o.store_id AND ci.name = o.shipping_details->>'city'
       JOIN states st ON st.city_id = ci.id AND coalesce(st.store_id, o.store_id) = o.store_id AND st.name = o.shipping_details->>'state'
       WHERE o.code LIKE 'ORD-%' AND o.pickup_point_id IS NULL AND NOT coalesce(c.free_shipping, false) ORDER BY o.id`,
    );
    expect(orders.length).toBeGreaterThanOrEqual(15);
    // The seed holds a product with free shipping on a line before one that pays the flat rate.
    expect(orders.some((o) => o.lines[0]!.free_shipping && o.lines.length > 1)).toBe(true);
    for (const order of orders) {
      const products = await Promise.all(
        order.lines.map(async (l) => ({ id: l.product_id, quantity: l.quantity, ...(l.variant_key ? { variant: await selectionOf(l.variant_key) } : {}) })),
      );
      const reply = await post(
        "/api/get-shipping-options",
        { products, shipping_type: "home_delivery", delivery_address: { country_id: order.country_id, state_id: order.state_id } },
        { host: `${order.subdomain}.localhost` },
      );
      expect(reply.status, `${order.code}: ${reply.text}`).toBe(200);
      const quoted = reply.json.options.map(
        (line: { options: { data: { title: string; shipping_cost: number }[] } }) => line.options.data.find((o) => o.title === order.method)?.shipping_cost,
      );
      expect(quoted, order.code).toEqual(order.lines.map((l) => Number(l.shipping_cost)));
    }
  });

  it("says when an address is not served", async () => {
    const [france] = await sql<{ country_id: number; state_id: number }>(
      `SELECT co.id AS country_id, st.id AS state_id FROM countries co JOIN cities ci ON ci.country_id = co.id
       JOIN states st ON st.city_id = ci.id JOIN stores s ON s.id = st.store_id
       WHERE s.subdomain = 'demo' AND co.code = 'FR' ORDER BY st.id LIMIT 1`,
    );
    const [a] = await cheapProducts();
    const reply = await post("/api/get-shipping-options", {
      products: [{ id: a!.id, quantity: 1 }],
      shipping_type: "home_delivery",
      delivery_address: { country_id: france!.country_id, state_id: france!.state_id },
    });
    expect(reply.status).toBe(422);
    expect(reply.json).toEqual({ success: false, message: "shipping not available for this address" });
  });

  it("offers the pickup points for pickup delivery, which takes no address", async () => {
    const [a] = await cheapProducts();
    const reply = await post("/api/get-shipping-options", { products: [{ id: a!.id, quantity: 1 }], shipping_type: "pickup_delivery" });
    expect(reply.status).toBe(200);
    expect(keys(reply.json)).toEqual(["options", "pickup_points", "shipping_available", "success"]);
    expect(reply.json.pickup_points.length).toBeGreaterThanOrEqual(2);
    for (const point of reply.json.pickup_points) expect(keys(point)).toEqual(["address", "city", "id", "name", "opening_hours", "phone"]);
    expect(reply.json.options[0].options.data.every((o: { shipping_cost: number }) => o.shipping_cost === 0)).toBe(true);
    // One option per active point: its name, its address as where it ships from, ready for pickup.
    const points = await sql<{ id: number; name: string; address: string }>(
      "SELECT p.id, p.name, p.address FROM pickup_points p JOIN stores s ON s.id = p.store_id WHERE s.subdomain = 'demo' AND p.is_active ORDER BY p.id",
    );
    expect(reply.json.options[0].options.data).toEqual(
      points.map((p) => ({ id: p.id, title: p.name, shipping_from: p.address, shipping_time: "Ready for pickup", shipping_cost: 0, by: null })),
    );

    const withAddress = await post("/api/get-shipping-options", {
      products: [{ id: a!.id, quantity: 1 }],
      shipping_type: "pickup_delivery",
      delivery_address: await place("Casablanca"),
    });
    expect(withAddress.status).toBe(422);
    expect(keys(withAddress.json.errors)).toEqual(["delivery_address"]);
  });

  it("refuses malformed requests", async () => {
    const [a] = await cheapProducts();
    for (const body of [
      {},
      { products: "[]", shipping_type: "home_delivery" },
      { products: [{ id: a!.id, quantity: 0 }], shipping_type: "pickup_delivery" },
      { products: [{ id: a!.id, quantity: 1 }], shipping_type: "teleport" },
      { products: [{ id: a!.id, quantity: 1 }], shipping_type: "home_delivery" },
      { products: [{ id: 99999999, quantity: 1 }], shipping_type: "pickup_delivery" },
    ]) {
      const reply = await post("/api/get-shipping-options", body);
      expect(reply.status, JSON.stringify(body)).toBe(422);
      expect(reply.json.success).toBe(false);
    }
  });
});
