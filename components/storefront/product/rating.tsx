import type { Storefront } from "@/lib/storefront/page-context";

// The product's reviews as the API gives them: the average rating (0 to 5) and their number.

const STAR = "M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z";

/** Five stars filled to `value` (halves shown), named by `label` for screen readers. */
export function Stars({ value, label, size = "size-5" }: { value: number; label: string; size?: string }) {
  return (
    <span role="img" aria-label={label} className="flex text-amber-500">
      {[0, 1, 2, 3, 4].map((i) => (
        <svg key={i} aria-hidden="true" viewBox="0 0 24 24" className={size}>
          <path d={STAR} fill={value >= i + 0.75 ? "currentColor" : value >= i + 0.25 ? "url(#half-star)" : "none"} stroke="currentColor" strokeWidth="1.2" />
        </svg>
      ))}
      <svg aria-hidden="true" width="0" height="0" className="absolute">
        <defs>
          <linearGradient id="half-star" x1="0" x2="1">
            <stop offset="50%" stopColor="currentColor" />
            <stop offset="50%" stopColor="transparent" />
          </linearGradient>
        </defs>
      </svg>
    </span>
  );
}

export function Rating({ average, count, shop }: { average: number; count: number; shop: Storefront }) {
  if (count === 0) return <p className="text-sm opacity-80">{shop.t("noReviews")}</p>;
  const rating = new Intl.NumberFormat(shop.language, { maximumFractionDigits: 1, numberingSystem: "latn" }).format(average);
  return (
    <div className="flex items-center gap-2">
      <Stars value={average} label={shop.t("rating", { rating })} />
      <span className="text-sm">
        {rating} · {shop.t("reviewCount", { count })}
      </span>
    </div>
  );
}
