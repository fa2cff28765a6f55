import { describe, expect, it, onTestFinished } from "vitest";
import { sql } from "../support/database";
import { get, post } from "../support/http";
import { placeOrder, shopperOf, simplePriceRow } from "../support/orders";
import { asOwner, signInOwners, storeId } from "../support/owner-calls";

// Reviews: only a shopper with a delivered line of the product writes one, once; it waits for the
// owner's approval unless the store publishes reviews at once; shoppers, /product-details' summary
// and the product page's structured data count approved reviews only.

const DELIVERED = 5;

/** A shopper of the demo store with a delivered line of a product, whose reviews go when the test ends. */
async function buyer(options: { delivered?: boolean } = {}) {
  const shopper = await shopperOf();
  await placeOrder(shopper, { deliveryStatus: options.delivered === false ? 1 : DELIVERED });
  onTestFinished(async () => {
    await sql("DELETE FROM reviews WHERE customer_id = $1", [shopper.id]);
  });
  const product = await simplePriceRow(shopper.storeId);
  return { shopper, product };
}

const write = (token: string, body: unknown, host?: string) => post("/api/product-reviews", body, { token, host });
const listed = async (productId: number, query = "") => (await get(`/api/product-reviews?product_id=${productId}${query}`)).json;
const moderate = (owner: string, id: number, body: unknown) => asOwner(owner, "PUT", `/api/reviews/${id}`, body);

/** What the database holds for the product's approved reviews: what every count shown must equal. */
async function approved(productId: number) {
  const [row] = await sql<{ count: number; average: string | null }>(
    "SELECT count(*)::int AS count, round(avg(rating), 2)::text AS average FROM reviews WHERE product_id = $1 AND status = 'APPROVED'",
    [productId],
  );
  return { total: row!.count, average: row!.average === null ? 0 : Number(row!.average) };
}

describe("writing a review", () => {
  it("is for a verified buyer only, once per product, held for approval", async () => {
    const { shopper, product } = await buyer();
    const before = await listed(product.product_id);

    const written = await write(shopper.token, { product_id: product.product_id, rating: 1, comment: "Broke after a week" });
    expect(written.status, written.text).toBe(201);
    expect(written.json).toMatchObject({ success: true, data: { status: "pending", rating: 1 } });
    expect(written.json.message).toMatch(/once the store approves/);
    const [row] = await sql<{ order_line_id: number | null }>("SELECT order_line_id FROM reviews WHERE id = $1", [written.json.data.id]);
    expect(row!.order_line_id).not.toBeNull();

    // Pending: shown nowhere yet.
    const after = await listed(product.product_id);
    expect(after.total_reviews).toBe(before.total_reviews);
    expect(after.reviews.map((r: { id: number }) => r.id)).not.toContain(written.json.data.id);

    const again = await write(shopper.token, { product_id: product.product_id, rating: 5, comment: "Changed my mind" });
    expect(again.status, again.text).toBe(409);

    // Sent twice at once by another buyer: one review, one 409.
    const other = await buyer();
    const both = await Promise.all([1, 2].map((n) => write(other.shopper.token, { product_id: product.product_id, rating: 4, comment: `Twice ${n}` })));
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
  });

  it("is refused to a shopper whose line is not delivered, to no one signed in, and for bad input", async () => {
    const { shopper, product } = await buyer({ delivered: false });
    const refused = await write(shopper.token, { product_id: product.product_id, rating: 5, comment: "Not received yet" });
    expect(refused.status, refused.text).toBe(403);
    expect(refused.json.message).toBe("Only customers who received this product can review it.");
    expect((await post("/api/product-reviews", { product_id: product.product_id, rating: 5, comment: "x" })).status).toBe(401);

    const delivered = await buyer();
    for (const body of [
      { product_id: product.product_id, rating: 0, comment: "Zero" },
      { product_id: product.product_id, rating: 6, comment: "Six" },
      { product_id: product.product_id, rating: 4.5, comment: "Half" },
      { product_id: product.product_id, rating: 4, comment: "   " },
      { rating: 4, comment: "No product" },
    ]) {
      expect((await write(delivered.shopper.token, body)).status, JSON.stringify(body)).toBe(422);
    }
  });

  it("is a 404 for another store's product", async () => {
    const { shopper } = await buyer();
    const acmeProduct = await simplePriceRow(await storeId("acme"));
    const refused = await write(shopper.token, { product_id: acmeProduct.product_id, rating: 5, comment: "Elsewhere" });
    expect(refused.status, refused.text).toBe(404);
  });

  it("answers in the store's language", async () => {
    const { shopper, product } = await buyer({ delivered: false });
    onTestFinished(async () => {
      await sql("UPDATE stores SET language = 'en' WHERE subdomain = 'demo'");
    });
    await sql("UPDATE stores SET language = 'fr' WHERE subdomain = 'demo'");
    const refused = await write(shopper.token, { product_id: product.product_id, rating: 5, comment: "Pas reçu" });
    expect(refused.json.message).toBe("Seuls les clients qui ont reçu ce produit peuvent lui donner un avis.");
    await sql("UPDATE stores SET language = 'ar' WHERE subdomain = 'demo'");
    expect((await write(shopper.token, { product_id: product.product_id, rating: 5, comment: "x" })).json.message).toBe(
      "يمكن فقط للعملاء الذين استلموا هذا المنتج تقييمه.",
    );
  });

  it("is published at once when the store says so", async () => {
    const { demo } = await signInOwners();
    onTestFinished(async () => {
      await asOwner(demo, "PUT", "/api/store", { reviews_auto_publish: false });
    });
    expect((await asOwner(demo, "GET", "/api/store")).json.data.reviews_auto_publish).toBe(false);
    const saved = await asOwner(demo, "PUT", "/api/store", { reviews_auto_publish: true });
    expect(saved.status, saved.text).toBe(200);
    const { shopper, product } = await buyer();
    const written = await write(shopper.token, { product_id: product.product_id, rating: 5, comment: "Lovely" });
    expect(written.json).toMatchObject({ data: { status: "approved" }, message: "Thank you! Your review is published." });
    expect((await listed(product.product_id)).reviews[0]).toMatchObject({ id: written.json.data.id, comment: "Lovely", reply: null });
  });
});

describe("moderation", () => {
  it("shows a review once approved, with the store's answer, counts approved reviews only, and hides it again", async () => {
    const { demo } = await signInOwners();
    const { shopper, product } = await buyer();
    const written = await write(shopper.token, { product_id: product.product_id, rating: 2, comment: "Smaller than shown" });
    const id = written.json.data.id as number;

    const pending = await asOwner(demo, "GET", "/api/reviews?status=pending&per_page=100");
    expect(pending.status, pending.text).toBe(200);
    expect(pending.json.data.find((r: { id: number }) => r.id === id)).toMatchObject({
      status: "pending",
      product: { id: product.product_id },
      customer: { id: shopper.id },
      rating: 2,
    });
    expect((await asOwner(demo, "GET", "/api/alerts")).json.data.items).toContainEqual({ kind: "pending_reviews", count: expect.any(Number) });

    const approve = await moderate(demo, id, { status: "approved", reply: "Sorry! Our size guide is now clearer." });
    expect(approve.status, approve.text).toBe(200);
    expect(approve.json.data).toMatchObject({ status: "approved", reply: "Sorry! Our size guide is now clearer." });
    expect(approve.json.data.replied_at).toEqual(expect.any(String));

    const shown = await listed(product.product_id, "&per_page=100");
    expect(shown.reviews.find((r: { id: number }) => r.id === id)).toMatchObject({ rating: 2, reply: "Sorry! Our size guide is now clearer." });
    const truth = await approved(product.product_id);
    expect({ total: shown.total_reviews, average: shown.average_rating }).toEqual(truth);
    const details = (await get(`/api/product-details/${encodeURIComponent(product.slug)}`)).json;
    expect({ total: details.total_reviews, average: details.average_rating }).toEqual(truth);

    // Pending and hidden reviews of the product are in the database, and in none of the counts.
    const held = await buyer();
    await write(held.shopper.token, { product_id: product.product_id, rating: 1, comment: "Held" });
    expect((await listed(product.product_id)).total_reviews).toBe(truth.total);

    expect((await moderate(demo, id, { status: "hidden" })).json.data.status).toBe("hidden");
    const hidden = await listed(product.product_id, "&per_page=100");
    expect(hidden.reviews.map((r: { id: number }) => r.id)).not.toContain(id);
    expect(hidden.total_reviews).toBe(truth.total - 1);
    expect({ total: hidden.total_reviews, average: hidden.average_rating }).toEqual(await approved(product.product_id));
  });

  it("pages the product's reviews", async () => {
    const { product } = await buyer();
    const first = await listed(product.product_id, "&per_page=2");
    expect(first.reviews.length).toBeLessThanOrEqual(2);
    expect(first.pagination).toMatchObject({ items_per_page: 2, current_page: 1, total_items: first.total_reviews });
    const second = await listed(product.product_id, "&per_page=2&page=2");
    if (first.total_reviews > 2) expect(second.reviews[0].id).not.toBe(first.reviews[0].id);
  });

  it("refuses another store's review and bad changes", async () => {
    const { demo, acme } = await signInOwners();
    const [review] = await sql<{ id: number }>("SELECT id FROM reviews WHERE store_id = $1 ORDER BY id LIMIT 1", [await storeId("demo")]);
    expect((await moderate(acme, review!.id, { status: "hidden" })).status).toBe(404);
    expect((await moderate(demo, review!.id, {})).status).toBe(422);
    expect((await moderate(demo, review!.id, { status: "pending" })).status).toBe(422);
  });
});

describe("the product page", () => {
  it("carries approved reviews only in its Product structured data", async () => {
    const { demo } = await signInOwners();
    const { shopper, product } = await buyer();
    const written = await write(shopper.token, { product_id: product.product_id, rating: 3, comment: "Pending words never shown" });
    const page = async () => {
      const html = (await get(`/product/${encodeURIComponent(product.slug)}`)).text;
      const json = html.match(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s)?.[1];
      return { html, data: JSON.parse(json!) };
    };
    let { html, data } = await page();
    expect(html).not.toContain("Pending words never shown");
    const truth = await approved(product.product_id);
    if (truth.total === 0) expect(data.aggregateRating).toBeUndefined();
    else expect(data.aggregateRating).toEqual({ "@type": "AggregateRating", ratingValue: truth.average, reviewCount: truth.total });
    expect(JSON.stringify(data.review ?? [])).not.toContain("Pending words never shown");

    await moderate(demo, written.json.data.id, { status: "approved" });
    ({ html, data } = await page());
    expect(html).toContain("Pending words never shown");
    expect(data.review[0]).toMatchObject({
      "@type": "Review",
      reviewBody: "Pending words never shown",
      reviewRating: { "@type": "Rating", ratingValue: 3, bestRating: 5 },
    });
    expect(data.aggregateRating.reviewCount).toBe(truth.total + 1);
  });
});
