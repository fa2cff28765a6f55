import Link from "next/link";
import { listedCard, PictureLink, ProductGrid } from "@/components/storefront/product-card";
import { CATEGORY_TILE_SIZES } from "@/components/storefront/picture";
import { listCategories } from "@/lib/catalog/categories";
import { popularProducts } from "@/lib/catalog/popular-products";
import { listAllProducts } from "@/lib/catalog/product-list";
import { storefront } from "@/lib/storefront/page-context";

export default async function StoreHome() {
  const shop = await storefront();
  const { store, currency, language, t } = shop;
  const [categories, popular, newest] = await Promise.all([
    listCategories(store, { page: { page: 1, perPage: 12 }, origin: "", language }),
    popularProducts(store, { page: { page: 1, perPage: 4 }, currency, origin: "", language }),
    listAllProducts(store, { page: { page: 1, perPage: 8 }, currency, origin: "", language }),
  ]);
  // A store with nothing published yet (one just made by /register) says so, instead of empty shelves.
  const comingSoon = categories.rows.length === 0 && newest.rows.length === 0;
  return (
    <main>
      <section className="border-b border-current/10 bg-gradient-to-b from-current/[0.03] to-transparent">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
          <h1 className="font-shop-heading text-4xl font-semibold tracking-tight text-shop-heading sm:text-5xl">{store.name}</h1>
          {store.address ? (
            <p dir="auto" className="mt-3 max-w-2xl text-base sm:text-lg">
              {store.address}
            </p>
          ) : null}
          {comingSoon ? null : (
            <Link
              href="/products"
              className="mt-6 inline-flex rounded-full bg-shop-button px-6 py-3 text-sm font-semibold text-shop-button-text hover:shadow-md"
            >
              {t("allProducts")}
            </Link>
          )}
        </div>
      </section>

      {comingSoon ? (
        <section aria-labelledby="coming-soon" className="mx-auto max-w-2xl px-4 py-16 text-center sm:px-6">
          <h2 id="coming-soon" className="font-shop-heading text-3xl font-semibold text-shop-heading">
            {t("comingSoonTitle")}
          </h2>
          <p className="mt-4 text-base sm:text-lg">{t("comingSoonText")}</p>
        </section>
      ) : null}

      {categories.rows.length ? (
        <Shelf id="categories" title={t("shopByCategory")}>
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
            {categories.rows.map((category, index) => (
              <li key={category.id}>
                <PictureLink
                  href={`/category/${category.slug}`}
                  image={category.image}
                  eager={index < 2}
                  shape="aspect-[4/3]"
                  size={320}
                  sizes={CATEGORY_TILE_SIZES}
                >
                  <span className="mt-2 block text-sm font-medium text-shop-heading">{category.name}</span>
                </PictureLink>
              </li>
            ))}
          </ul>
        </Shelf>
      ) : null}

      {popular.rows.length ? (
        <Shelf id="popular" title={t("popularProducts")}>
          <ProductGrid shop={shop} products={popular.rows.map((p) => ({ name: p.name, href: `/product/${p.permalink}`, image: p.thumbnail_image }))} />
        </Shelf>
      ) : null}

      {newest.rows.length ? (
        <Shelf
          id="newest"
          title={t("allProducts")}
          action={
            <Link href="/products" className="text-sm font-medium text-shop-accent hover:underline">
              {t("viewAll")}
            </Link>
          }
        >
          <ProductGrid shop={shop} products={newest.rows.map(listedCard)} />
        </Shelf>
      ) : null}
    </main>
  );
}

/** A titled row of the home page. */
function Shelf({ id, title, action, children }: { id: string; title: string; action?: React.ReactNode; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-7xl px-4 pt-12 sm:px-6">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id={id} className="font-shop-heading text-2xl font-semibold text-shop-heading">
          {title}
        </h2>
        {action}
      </div>
      <div className="mt-6">{children}</div>
    </section>
  );
}
