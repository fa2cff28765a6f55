import { describe, expect, it } from "vitest";
import { setForTest } from "../support/arrange";
import { selectionOf, selectionText, variantProduct } from "../support/catalog";
import { sql } from "../support/database";
import { get, post } from "../support/http";
import { cheapProducts, place } from "../support/shipping";

// The shipping options' lines: each line's product as the product holds it, with its colour and variant.

describe("/get-shipping-options", () => {
  it("describes each line's product as the product holds it: has_options as /product-details shows it, the attachment it asks for, its CJ id", async () => {
    const address = await place("Casablanca");
    const [customizable] = await sql<{ id: number }>(
      `SELECT p.id FROM products p JOIN stores s ON s.id = p.store_id
       WHERE s.subdomain = 'demo' AND p.status = 1 AND EXISTS (SELECT 1 FROM option_groups g WHERE g.product_id = p.id) ORDER BY p.id LIMIT 1`,
    );
    const [plain] = await cheapProducts();
    const [saved] = await sql<{ is_active_attachment: number; attachment_name: string | null; id_cj: string | null }>(
      "SELECT is_active_attachment, attachment_name, id_cj FROM products WHERE id = $1",
      [plain!.id],
    );
    const setAttachment = (flag: number, name: string | null, cj: string | null) =>
      sql("UPDATE products SET is_active_attachment = $1, attachment_name = $2, id_cj = $3 WHERE id = $4", [flag, name, cj, plain!.id]);
    const quote = async () =>
      (
        await post("/api/get-shipping-options", {
          products: [
            { id: customizable!.id, quantity: 1 },
            { id: plain!.id, quantity: 1 },
          ],
          shipping_type: "home_delivery",
          delivery_address: address,
        })
      ).json.options.map((line: { product: Record<string, unknown> }) => line.product);
    try {
      await setAttachment(1, "Your monogram", "CJ-4417");
      const [first, second] = await quote();
      for (const line of [first, second]) {
        const details = (await get(`/api/product-details/${line.permalink}`)).json;
        expect(line.has_options, line.permalink).toBe(details.product.has_options);
        expect(line).toMatchObject({ uid: null, is_selected: true });
      }
      expect([first.has_options, second.has_options]).toEqual([1, 2]);
      expect([first.attachment, second.attachment]).toEqual([null, "Your monogram"]);
      expect(second.product_cj).toBe("CJ-4417");

      // A name with the setting off asks for nothing.
      await setAttachment(2, "Your monogram", null);
      const [, off] = await quote();
      expect(off).toMatchObject({ attachment: null, product_cj: null });
    } finally {
      await setAttachment(saved!.is_active_attachment, saved!.attachment_name, saved!.id_cj);
    }
  });

  it("quotes a product with variants for the colour and variant chosen, and without them at its lowest-priced variant in stock", async () => {
    const address = await place("Casablanca");
    const product = await variantProduct();
    type Line = { product: Record<string, unknown>; options: { data: unknown[] }; default_option: unknown };
    const quote = async (line: Record<string, unknown>): Promise<Line> => {
      const reply = await post("/api/get-shipping-options", {
        products: [{ id: product.id, ...line }],
        shipping_type: "home_delivery",
        delivery_address: address,
      });
      expect(reply.status, reply.text).toBe(200);
      return reply.json.options[0];
    };
    // What /product-details sells each variant at: its price after the product's discount, and before.
    const prices = async (key: string) => {
      const row = (await get(`/api/product-details/${product.slug}`)).json.variantsDataPrice.find((v: { variant_key: string }) => v.variant_key === key);
      return { unitPrice: row.price, oldPrice: row.unit_price };
    };

    const [, chosen] = product.prices;
    const selection = await selectionOf(chosen!.variant_key);
    const withVariant = await quote({ quantity: 1, color: String(product.colors[1]), variant: selection });
    const [colour] = await sql<{ name: string }>("SELECT name FROM product_colors WHERE id = $1", [product.colors[1]]);
    expect(withVariant.product).toMatchObject({
      variant_code: chosen!.variant_key,
      variant: `Color: ${colour!.name}, ${selectionText(selection)}`,
      ...(await prices(chosen!.variant_key)),
    });

    // The cheapest variant sold out: the next cheapest that has the quantity prices the line, which names no variant.
    const rows = await sql<{ id: number; variant_key: string; unit_price: string }>(
      "SELECT id, variant_key, unit_price FROM product_prices WHERE product_id = $1 AND variant_key <> '' ORDER BY unit_price, id",
      [product.id],
    );
    const [cheapest, next] = rows;
    await setForTest("product_prices", cheapest!.id, { quantity: 0 });
    await setForTest("product_prices", next!.id, { quantity: 2 });
    const [inStock] = await sql<{ variant_key: string }>(
      "SELECT variant_key FROM product_prices WHERE product_id = $1 AND variant_key <> '' AND quantity >= 2 ORDER BY unit_price, id LIMIT 1",
      [product.id],
    );
    expect(inStock!.variant_key).toBe(next!.variant_key);
    const unchosen = await quote({ quantity: 2 });
    expect(unchosen.product).toMatchObject({ variant_code: "", variant: "", is_available: true, ...(await prices(next!.variant_key)) });
    // Rates do not depend on the variant: the same as the quote for that variant.
    const sameVariant = await quote({ quantity: 2, variant: await selectionOf(next!.variant_key) });
    expect([unchosen.options, unchosen.default_option]).toEqual([sameVariant.options, sameVariant.default_option]);

    // More than any variant holds: the lowest-priced of all, not available.
    const beyond = await quote({ quantity: 10_000 });
    expect(beyond.product).toMatchObject({ variant_code: "", is_available: false, ...(await prices(cheapest!.variant_key)) });

    // A colour or a variant of another product is refused on the line's product.
    const [foreign] = await sql<{ id: number }>("SELECT c.id FROM product_colors c WHERE c.product_id <> $1 ORDER BY c.id LIMIT 1", [product.id]);
    for (const line of [{ color: foreign!.id }, { variant: { Size: { parent_id: 999999, child_id: 999999 } } }]) {
      const reply = await post("/api/get-shipping-options", { products: [{ id: product.id, quantity: 1, ...line }], shipping_type: "pickup_delivery" });
      expect(reply.status, JSON.stringify(line)).toBe(422);
      expect(Object.keys(reply.json.errors), JSON.stringify(line)).toEqual(["products.0.id"]);
    }
  });
});
