import { describe, expect, inject, it } from "vitest";
import { freshShopper, setForTest } from "../support/arrange";
import { sql } from "../support/database";
import { get, loginCustomer, post } from "../support/http";

// Where the contract gives an image as a string, a store that has none answers a URL that still
// serves an image: its other logo, a product's picture for a category, else the platform's placeholder.

const origin = (host: string) => `http://${host}:${inject("server").port}`;
const upload = (host: string, path: string) => `${origin(host)}/uploads/${path}`;
const placeholder = (host: string) => `${origin(host)}/assets/placeholder.svg`;

describe("the platform's placeholder image", () => {
  it("is served on every host, as an SVG image", async () => {
    for (const host of ["demo.localhost", "acme.localhost", "localhost"]) {
      const reply = await get("/assets/placeholder.svg", { host });
      expect(reply.status, host).toBe(200);
      expect(reply.headers["content-type"], host).toMatch(/^image\/svg\+xml/);
      expect(reply.text, host).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    }
  });
});

describe("/get-info-store without logos", () => {
  it("shows a store's one logo on both backgrounds, and the placeholder when it has none", async () => {
    const [store] = await sql<{ id: number; logo_light: string; logo_dark: string }>("SELECT id, logo_light, logo_dark FROM stores WHERE subdomain = 'acme'");
    const { id, logo_light: light, logo_dark: dark } = store!;
    const logosWith = async (lightPath: string | null, darkPath: string | null) => {
      await sql("UPDATE stores SET logo_light = $1, logo_dark = $2 WHERE id = $3", [lightPath, darkPath, id]);
      const { data } = (await get("/api/get-info-store", { host: "acme.localhost" })).json;
      return [data.logo_light, data.logo_dark];
    };
    try {
      expect(await logosWith(light, null)).toEqual([upload("acme.localhost", light), upload("acme.localhost", light)]);
      expect(await logosWith(null, dark)).toEqual([upload("acme.localhost", dark), upload("acme.localhost", dark)]);
      expect(await logosWith(null, null)).toEqual([placeholder("acme.localhost"), placeholder("acme.localhost")]);
    } finally {
      await sql("UPDATE stores SET logo_light = $1, logo_dark = $2 WHERE id = $3", [light, dark, id]);
    }
    expect(await logosWith(light, dark)).toEqual([upload("acme.localhost", light), upload("acme.localhost", dark)]);
  });
});

describe("/fetch-categories without images", () => {
  it("shows the picture of the first product the category lists, and the placeholder when it lists none", async () => {
    const [category] = await sql<{ id: number; slug: string; image_upload_id: number; image: string; store_id: number }>(
      `SELECT c.id, c.slug, c.image_upload_id, u.path AS image, c.store_id FROM categories c JOIN stores s ON s.id = c.store_id
       JOIN uploads u ON u.id = c.image_upload_id
       WHERE s.subdomain = 'demo' AND c.is_active
         AND EXISTS (SELECT 1 FROM product_categories pc JOIN products p ON p.id = pc.product_id WHERE pc.category_id = c.id AND p.status = 1)
       ORDER BY c.position, c.id LIMIT 1`,
    );
    const [empty] = await sql<{ id: number }>(
      "INSERT INTO categories (store_id, name, slug, position, updated_at) VALUES ($1, 'Coming soon', $2, 1000000, now()) RETURNING id",
      [category!.store_id, `coming-soon-${Date.now()}`],
    );
    const imageOf = async (id: number) => {
      const { entities } = (await get("/api/fetch-categories?per_page=100")).json;
      return entities.find((c: { id: number }) => c.id === id).image;
    };
    try {
      expect(await imageOf(category!.id)).toBe(upload("demo.localhost", category!.image));
      await sql("UPDATE categories SET image_upload_id = NULL WHERE id = $1", [category!.id]);
      const listed = (await get(`/api/fetch-all-products-category?slug=${category!.slug}&per_page=1`)).json.products;
      expect(listed[0].image).toMatch(/\/uploads\//);
      expect(await imageOf(category!.id)).toBe(listed[0].image);
      expect(await imageOf(empty!.id)).toBe(placeholder("demo.localhost"));
    } finally {
      await sql("UPDATE categories SET image_upload_id = $1 WHERE id = $2", [category!.image_upload_id, category!.id]);
      await sql("DELETE FROM categories WHERE id = $1", [empty!.id]);
    }
  });
});

describe("a product without a picture", () => {
  it("shows the placeholder wherever the contract gives its image as a URL: lists, search, popular, details, cart, shipping, orders", async () => {
    const [product] = await sql<{ id: number; name: string; slug: string; path: string; category: string }>(
      `SELECT p.id, p.name, p.slug, u.path, (SELECT c.slug FROM product_categories pc JOIN categories c ON c.id = pc.category_id
                                     WHERE pc.product_id = p.id AND c.is_active ORDER BY c.id LIMIT 1) AS category
       FROM products p JOIN stores s ON s.id = p.store_id JOIN uploads u ON u.id = p.thumbnail_upload_id
       JOIN product_prices pr ON pr.product_id = p.id AND pr.variant_key = ''
       WHERE s.subdomain = 'demo' AND p.status = 1 AND p.kind = 'STANDARD' AND p.min_item_on_purchase = 1 AND pr.quantity >= 1
         AND NOT EXISTS (SELECT 1 FROM product_prices v WHERE v.product_id = p.id AND v.variant_key <> '')
         AND EXISTS (SELECT 1 FROM product_categories pc JOIN categories c ON c.id = pc.category_id WHERE pc.product_id = p.id AND c.is_active)
       ORDER BY p.id LIMIT 1`,
    );
    const [customizable] = await sql<{ id: number; slug: string; path: string }>(
      `SELECT p.id, p.slug, u.path FROM products p JOIN stores s ON s.id = p.store_id JOIN uploads u ON u.id = p.thumbnail_upload_id
       WHERE s.subdomain = 'demo' AND p.status = 1 AND p.kind = 'CUSTOMIZABLE' ORDER BY p.id LIMIT 1`,
    );
    const [line] = await sql<{ id: number; order_id: number; image: string }>(
      `SELECT l.id, l.order_id, l.image FROM order_lines l JOIN orders o ON o.id = l.order_id JOIN customers c ON c.id = o.customer_id
       JOIN stores s ON s.id = c.store_id WHERE s.subdomain = 'demo' AND c.email = 'customer@example.com' AND l.image <> '' ORDER BY l.id LIMIT 1`,
    );
    const token = await loginCustomer();
    const { id } = product!;
    const find = <T extends Record<string, unknown>>(rows: T[], key: keyof T, value: unknown) => rows.find((row) => row[key] === value)!;

    // Every image the answers give of the two products and of the order line; the cart and the quote each time afresh.
    const images = async () => {
      const shopper = await freshShopper();
      const added = await post("/api/cart/add", { product_id: id, quantity: 1 }, { token: shopper.token });
      const quote = await post("/api/get-shipping-options", { products: [{ id, quantity: 1 }], shipping_type: "pickup_delivery" });
      const order = (await get(`/api/order-details/${line!.order_id}`, { token })).json.data;
      return {
        "/fetch-all-products": find((await get("/api/fetch-all-products?per_page=100")).json.products, "id", id).image,
        "/fetch-all-products-category": find((await get(`/api/fetch-all-products-category?slug=${product!.category}&per_page=100`)).json.products, "id", id)
          .image,
        "/popular-products": find((await get("/api/popular-products?per_page=100")).json.data, "id", id).thumbnail_image,
        "/search-products": find((await get(`/api/search-products?query=${encodeURIComponent(product!.name)}&limit=50`)).json.data, "id_product", id).image_url,
        "/cart/add": added.json.data.productImage,
        "/cart/list": (await get("/api/cart/list", { token: shopper.token })).json.cartItems[0].image,
        "/get-shipping-options": quote.json.options[0].product.image,
        "/product-details (customizable)": (await get(`/api/product-details/${customizable!.slug}`)).json.product.thumbnail,
        "/order-details": find(order.products.data, "id", line!.id).image,
      };
    };
    const everywhere = (url: string, customizableUrl: string, lineUrl: string) => ({
      ...Object.fromEntries(
        [
          "/fetch-all-products",
          "/fetch-all-products-category",
          "/popular-products",
          "/search-products",
          "/cart/add",
          "/cart/list",
          "/get-shipping-options",
        ].map((route) => [route, url]),
      ),
      "/product-details (customizable)": customizableUrl,
      "/order-details": lineUrl,
    });

    expect(await images()).toEqual(
      everywhere(upload("demo.localhost", product!.path), upload("demo.localhost", customizable!.path), upload("demo.localhost", line!.image)),
    );
    await setForTest("products", id, { thumbnail_upload_id: null });
    await setForTest("products", customizable!.id, { thumbnail_upload_id: null });
    await setForTest("order_lines", line!.id, { image: "" });
    const missing = placeholder("demo.localhost");
    expect(await images()).toEqual(everywhere(missing, missing, missing));
    // The standard detail's thumbnail is a path naming an upload, beside the upload's id: without one, neither.
    const details = (await get(`/api/product-details/${product!.slug}`)).json;
    expect([details.thumbnail_image, details.product.thumbnail_image]).toEqual([null, null]);
  });
});
