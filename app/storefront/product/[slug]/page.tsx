import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { cache } from "react";
import { MarkdownText } from "@/components/markdown-text";
import { Arrow } from "@/components/storefront/arrow";
import { GALLERY_SIZES, preloadPicture } from "@/components/storefront/picture";
import { firstColor, galleryPictures } from "@/components/storefront/product/pictures";
import { CustomizableProduct } from "@/components/storefront/product/customizable-product";
import { ReviewForm } from "@/components/storefront/product/review-form";
import { Reviews } from "@/components/storefront/product/reviews";
import { StandardProduct } from "@/components/storefront/product/standard-product";
import { productDetails } from "@/lib/catalog/product-details";
import { sellingPrice } from "@/lib/catalog/pricing";
import { productReviews, reviewStanding } from "@/lib/reviews/reviews";
import { unlessNotFound } from "@/lib/storefront/catalog-pages";
import { storefront, styleNonce } from "@/lib/storefront/page-context";
import { plainText } from "@/lib/storefront/plain-text";
import { currentShopper } from "@/lib/storefront/shopper";
import { productStructuredData } from "@/lib/storefront/structured-data";

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<{ reviews?: string }> };

const REVIEWS_PER_PAGE = 5;

// Once per request for the metadata and the page; absolute URLs, for Open Graph and structured data.
const load = cache(async (slug: string) => {
  const shop = await storefront();
  const details = await unlessNotFound(productDetails(shop.store, { slug, currency: shop.currency, origin: shop.origin, language: shop.language }));
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

export default async function ProductPage({ params, searchParams }: Props) {
  const { slug: encoded } = await params;
  const slug = decodeURIComponent(encoded);
  const [{ shop, details }, nonce, shopper, asked] = await Promise.all([load(slug), styleNonce(), currentShopper(), searchParams]);
  if (details.product_type === "standard") preloadPicture(galleryPictures(details, firstColor(details)?.id)[0], GALLERY_SIZES);
  const reviewsPage = Math.min(Math.max(1, Math.trunc(Number(asked.reviews)) || 1), 1_000_000);
  const [reviews, standing] = await Promise.all([
    productReviews(shop.store, { productId: details.product.id, page: { page: reviewsPage, perPage: REVIEWS_PER_PAGE } }),
    shopper ? reviewStanding(shop.store, { customerId: shopper.customer.id, productId: details.product.id }) : undefined,
  ]);
  const jsonLd = JSON.stringify(productStructuredData({ details, slug, page: shop, reviews: reviews.reviews })).replace(/</g, "\\u003c");
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
            <Reviews
              shop={shop}
              slug={slug}
              average={reviews.average}
              total={reviews.total}
              reviews={reviews.reviews}
              page={reviewsPage}
              lastPage={Math.ceil(reviews.total / REVIEWS_PER_PAGE)}
              form={
                standing === "can" ? (
                  <ReviewForm productId={details.product.id} />
                ) : standing === "written" ? (
                  <p className="text-sm opacity-80">{shop.t("reviewedAlready")}</p>
                ) : undefined
              }
            />
          </div>
        </>
      ) : (
        <CustomizableProduct product={details.product} slug={slug} />
      )}
    </main>
  );
}
