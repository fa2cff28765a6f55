import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { cache } from "react";
import { MarkdownText } from "@/components/markdown-text";
import { Arrow } from "@/components/storefront/arrow";
import { GALLERY_SIZES, preloadPicture } from "@/components/storefront/picture";
import { firstColor, galleryPictures } from "@/components/storefront/product/pictures";
import { CustomizableProduct } from "@/components/storefront/product/customizable-product";
import { Rating } from "@/components/storefront/product/rating";
import { StandardProduct } from "@/components/storefront/product/standard-product";
import { productDetails } from "@/lib/catalog/product-details";
import { sellingPrice } from "@/lib/catalog/pricing";
import { unlessNotFound } from "@/lib/storefront/catalog-pages";
import { storefront, styleNonce } from "@/lib/storefront/page-context";
import { plainText } from "@/lib/storefront/plain-text";
import { productStructuredData } from "@/lib/storefront/structured-data";

type Props = { params: Promise<{ slug: string }> };

// Once per request for the metadata and the page; absolute URLs, for Open Graph and structured data.
const load = cache(async (slug: string) => {
  const shop = await storefront();
  const details = await unlessNotFound(productDetails(shop.store, { slug, currency: shop.currency, origin: shop.origin }));
  if (!details) notFound();
  return { shop, details };
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const { details } = await load(decodeURIComponent(slug));
  const name = details.product.name;
  const { summary, picture } =
    details.product_type === "standard"
      ? { summary: details.product.summary, picture: details.thumbnail_image }
      : { summary: null, picture: details.product.thumbnail };
  const description = summary ?? (details.product.description ? plainText(details.product.description) : null);
  return {
    title: name,
    description: description ?? name,
    alternates: { canonical: `/product/${slug}` },
    openGraph: { title: name, description: description ?? name, type: "website", images: picture ? [picture] : [] },
  };
}

export default async function ProductPage({ params }: Props) {
  const { slug: encoded } = await params;
  const slug = decodeURIComponent(encoded);
  const [{ shop, details }, nonce] = await Promise.all([load(slug), styleNonce()]);
  if (details.product_type === "standard") preloadPicture(galleryPictures(details, firstColor(details)?.id)[0], GALLERY_SIZES);
  const jsonLd = JSON.stringify(productStructuredData({ details, slug, page: shop })).replace(/</g, "\\u003c");
  return (
    <main className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: jsonLd }} />
      {details.product_type === "standard" ? (
        <>
          <nav aria-label={shop.t("categories")} className="mb-6 flex flex-wrap items-center gap-2 text-sm">
            <Link href="/" className="hover:underline">
              {shop.t("home")}
            </Link>
            {details.categories.map((c) => (
              <span key={c.id} className="inline-flex items-center gap-2">
                <Arrow to="forward" className="opacity-60" />
                <bdi>{c.name}</bdi>
              </span>
            ))}
          </nav>
          <StandardProduct
            details={details}
            sellingPrice={sellingPrice(details.prices.unit_price, details.discount_type, details.amount_discount).toNumber()}
          />
          <div className="mt-12 grid gap-10 md:grid-cols-2">
            {details.product.description ? (
              <section aria-labelledby="description">
                <h2 id="description" className="font-shop-heading text-xl font-semibold text-shop-heading">
                  {shop.t("description")}
                </h2>
                <MarkdownText text={details.product.description} className="mt-3" />
              </section>
            ) : null}
            <section aria-labelledby="reviews">
              <h2 id="reviews" className="font-shop-heading text-xl font-semibold text-shop-heading">
                {shop.t("reviews")}
              </h2>
              <div className="mt-3">
                <Rating average={details.average_rating} count={details.total_reviews} shop={shop} />
              </div>
            </section>
          </div>
        </>
      ) : (
        <CustomizableProduct product={details.product} slug={slug} />
      )}
    </main>
  );
}
