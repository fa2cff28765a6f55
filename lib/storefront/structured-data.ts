import { sellingPrice } from "../catalog/pricing";
import type { ProductDetails } from "../catalog/product-details";
import type { PublicReview } from "../reviews/schemas";
import type { Storefront } from "./page-context";
import { plainText } from "./plain-text";

// schema.org `Product` for a product page (Google's product snippets): what /product-details
// answers, in the page's currency, with absolute URLs.

/** What the page knows that the data needs: its address, its currency and its store. */
type Page = Pick<Storefront, "origin" | "currency" | "store">;

const absolute = (origin: string, url: string) => (url.startsWith("/") ? `${origin}${url}` : url);

/** `reviews`: the approved ones the page shows (none: no `review`). */
export function productStructuredData(input: { details: ProductDetails; slug: string; page: Page; reviews?: PublicReview[] }) {
  const { details, slug, page } = input;
  const url = `${page.origin}/product/${encodeURIComponent(slug)}`;
  if (details.product_type === "customizable") {
    const p = details.product;
    return {
      "@context": "https://schema.org",
      "@type": "Product",
      name: p.name,
      description: p.description ? plainText(p.description) : undefined,
      image: [p.thumbnail, ...p.gallery].map((i) => absolute(page.origin, i)),
      url,
      offers: offer(p.base_price, p.quantity, url, page),
    };
  }
  const rows = details.variantsDataPrice;
  const price = rows.length
    ? Math.min(...rows.map((r) => r.price))
    : sellingPrice(details.prices.unit_price, details.discount_type, details.amount_discount).toNumber();
  const stock = rows.length ? rows.reduce((n, r) => n + r.quantity, 0) : details.prices.quantity;
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: details.product.name,
    description: details.product.summary ?? (details.product.description ? plainText(details.product.description) : undefined),
    sku: details.prices.sku,
    brand: details.product.brand ? { "@type": "Brand", name: details.product.brand } : undefined,
    image: [details.thumbnail_image, ...details.galleryImagesLeft.map((g) => g.image_path)]
      .filter((i): i is string => Boolean(i))
      .map((i) => absolute(page.origin, i)),
    url,
    offers: offer(price, stock, url, page),
    aggregateRating: details.total_reviews
      ? { "@type": "AggregateRating", ratingValue: details.average_rating, reviewCount: details.total_reviews }
      : undefined,
    review: input.reviews?.length ? input.reviews.map(reviewData) : undefined,
  };
}

const reviewData = (review: PublicReview) => ({
  "@type": "Review",
  author: { "@type": "Person", name: review.author_name },
  datePublished: review.created_at.slice(0, 10),
  reviewBody: review.comment,
  reviewRating: { "@type": "Rating", ratingValue: review.rating, bestRating: 5, worstRating: 1 },
});

function offer(price: number, stock: number, url: string, page: Page) {
  return {
    "@type": "Offer",
    url,
    price: price.toFixed(2),
    priceCurrency: page.currency.code,
    availability: stock > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
    seller: { "@type": "Organization", name: page.store.name },
  };
}
