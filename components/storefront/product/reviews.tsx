import Link from "next/link";
import type { PublicReview } from "@/lib/reviews/schemas";
import type { Storefront } from "@/lib/storefront/page-context";
import { Rating, Stars } from "./rating";

// The product page's reviews: the average, a page of approved reviews with the store's answers,
// links to newer and older pages (`?reviews=N`, server-rendered), and the form when the shopper may
// write one.

type Props = {
  shop: Storefront;
  slug: string;
  average: number;
  total: number;
  reviews: PublicReview[];
  page: number;
  lastPage: number;
  /** The form, or the word that the shopper reviewed the product already. */
  form?: React.ReactNode;
};

export function Reviews({ shop, slug, average, total, reviews, page, lastPage, form }: Props) {
  const date = new Intl.DateTimeFormat(shop.language, { dateStyle: "medium", numberingSystem: "latn" });
  const pageLink = (n: number) => `/product/${encodeURIComponent(slug)}${n > 1 ? `?reviews=${n}` : ""}#reviews`;
  return (
    <section aria-labelledby="reviews" className="scroll-mt-24">
      <h2 id="reviews" className="font-shop-heading text-xl font-semibold text-shop-heading">
        {shop.t("reviews")}
      </h2>
      <div className="mt-3">
        <Rating average={average} count={total} shop={shop} />
      </div>
      {form ? <div className="mt-4">{form}</div> : null}
      <ul className="mt-4 divide-y divide-gray-200">
        {reviews.map((review) => (
          <li key={review.id} className="py-4">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <Stars value={review.rating} label={shop.t("rating", { rating: review.rating })} size="size-4" />
              <bdi className="text-sm font-medium">{review.author_name}</bdi>
              <time dateTime={review.created_at} className="text-xs">
                {date.format(new Date(review.created_at))}
              </time>
            </div>
            <p dir="auto" className="mt-2 whitespace-pre-line text-sm">
              {review.comment}
            </p>
            {review.reply ? (
              <div className="mt-3 border-s-2 border-gray-300 ps-3 text-sm">
                <p className="font-medium">{shop.t("storeReply", { store: `\u2068${shop.store.name}\u2069` })}</p>
                <p dir="auto" className="mt-1 whitespace-pre-line opacity-90">
                  {review.reply}
                </p>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      {lastPage > 1 ? (
        <nav aria-label={shop.t("reviews")} className="mt-2 flex justify-between gap-4 text-sm font-medium">
          {page > 1 ? (
            <Link href={pageLink(page - 1)} className="underline">
              {shop.t("newerReviews")}
            </Link>
          ) : (
            <span />
          )}
          {page < lastPage ? (
            <Link href={pageLink(page + 1)} className="underline">
              {shop.t("olderReviews")}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}
