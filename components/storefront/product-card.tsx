import Link from "next/link";
import { Arrow } from "./arrow";
import { CARD_SIZES, Picture } from "./picture";
import { DISCOUNT_TYPE, sellingPrice } from "@/lib/catalog/pricing";
import { priceLabel } from "@/lib/money/price-label";
import type { Storefront } from "@/lib/storefront/page-context";

// One product of a grid (server-rendered): picture, name, and the price in the page's currency,
// the selling price beside the struck-through base price when the product is discounted.

export type CardProduct = {
  name: string;
  /** The product's page, as the API's `url` gives it on the page's host (`/product/{slug}`). */
  href: string;
  image: string;
  /** Base price, in the page's currency, when the list gives one (popular products do not). */
  price?: number;
  discountType?: number;
  discountAmount?: number | null;
};

export function ProductCard({ product, shop, eager = false }: { product: CardProduct; shop: Storefront; eager?: boolean }) {
  const money = (value: number | { toNumber(): number }) => priceLabel(typeof value === "number" ? value : value.toNumber(), shop.currency, shop.language);
  const selling = product.price === undefined ? undefined : sellingPrice(product.price, product.discountType ?? 0, product.discountAmount ?? null);
  const discounted = selling !== undefined && product.price !== undefined && selling.lessThan(product.price);
  return (
    <li>
      <PictureLink
        href={product.href}
        image={product.image}
        eager={eager}
        shape="aspect-square"
        fit="contain"
        size={400}
        badge={
          discounted && product.discountType === DISCOUNT_TYPE.PERCENT ? (
            <span className="absolute start-2 top-2 rounded-full bg-shop-button px-2 py-0.5 text-xs font-semibold text-shop-button-text">
              {shop.t("off", { amount: `${product.discountAmount}%` })}
            </span>
          ) : null
        }
      >
        <h3 dir="auto" className="mt-3 line-clamp-2 text-sm font-medium text-shop-heading">
          {product.name}
        </h3>
        {selling !== undefined ? (
          <p className="mt-1 flex flex-wrap items-baseline gap-x-2 text-sm">
            <bdi dir="ltr" className="font-semibold tabular-nums">
              {money(selling)}
            </bdi>
            {discounted ? (
              <s className="tabular-nums">
                <span className="sr-only">{shop.t("was", { price: "" })}</span>
                <bdi dir="ltr">{money(product.price!)}</bdi>
              </s>
            ) : null}
          </p>
        ) : null}
      </PictureLink>
    </li>
  );
}

/** A picture that leads somewhere (a product, a category), with what is written under it. */
export function PictureLink({
  href,
  image,
  eager,
  shape,
  fit = "cover",
  size,
  sizes = CARD_SIZES,
  badge,
  children,
}: {
  href: string;
  image: string;
  eager: boolean;
  shape: string;
  /** `contain` shows a product's whole photo, landscape or portrait, on the card's neutral ground; a category's picture fills its tile. */
  fit?: "cover" | "contain";
  size: number;
  /** The picture's width on each screen (`sizes`); a product grid's card by default. */
  sizes?: string;
  badge?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <Link href={href} className="group block focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-shop-accent">
      <div className={`relative overflow-hidden rounded-2xl bg-current/5 ${shape}`}>
        <Picture
          src={image}
          alt=""
          sizes={sizes}
          width={size}
          height={size}
          priority={eager ? "eager" : "lazy"}
          className={`size-full ${fit === "contain" ? "object-contain" : "object-cover"} transition duration-300 group-hover:scale-105`}
        />
        {badge}
      </div>
      {children}
    </Link>
  );
}

export function ProductGrid({ products, shop, eager = 0 }: { products: CardProduct[]; shop: Storefront; eager?: number }) {
  if (products.length === 0) return <p className="py-12 text-center opacity-80">{shop.t("noProducts")}</p>;
  return (
    <ul className="grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 lg:grid-cols-4">
      {products.map((product, index) => (
        <ProductCard key={product.href} product={product} shop={shop} eager={index < eager} />
      ))}
    </ul>
  );
}

/** Previous / next links of a paged list (the API's pagination), kept in the address for sharing and crawling. */
export function Pager({ page, pages, href, shop }: { page: number; pages: number; href: (page: number) => string; shop: Storefront }) {
  if (pages <= 1) return null;
  const link = "inline-flex items-center gap-1 rounded-full border border-current/20 px-4 py-2 text-sm font-medium hover:bg-current/10";
  return (
    <nav aria-label={shop.t("pagination")} className="mt-10 flex items-center justify-center gap-4">
      {page > 1 ? (
        <Link href={href(page - 1)} rel="prev" className={link}>
          <Arrow to="back" />
          {shop.t("previous")}
        </Link>
      ) : null}
      <span className="text-sm">{shop.t("pageOf", { page, pages })}</span>
      {page < pages ? (
        <Link href={href(page + 1)} rel="next" className={link}>
          {shop.t("next")}
          <Arrow to="forward" />
        </Link>
      ) : null}
    </nav>
  );
}

/** A product of `/fetch-all-products` as a card. */
export function listedCard(p: { name: string; slug: string; image: string; price: string; discount_type: number; discount_amount: number | null }) {
  return { name: p.name, href: `/product/${p.slug}`, image: p.image, price: Number(p.price), discountType: p.discount_type, discountAmount: p.discount_amount };
}
