import type { Metadata } from "next";
import { ProductGrid } from "@/components/storefront/product-card";
import { SearchBox } from "@/components/storefront/search-box";
import { MAX_SEARCH_LIMIT, searchInput } from "@/lib/catalog/schemas";
import { searchProducts } from "@/lib/catalog/search-products";
import type { SearchParams } from "@/lib/storefront/catalog-pages";
import { storefront } from "@/lib/storefront/page-context";

async function queryOf(searchParams: SearchParams): Promise<string | undefined> {
  const parsed = searchInput.safeParse({ query: (await searchParams).query });
  return parsed.success ? parsed.data.query : undefined;
}

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const { t } = await storefront();
  const query = await queryOf(searchParams);
  // Result pages are for shoppers, not for search engines' indexes.
  return { title: query ? t("resultsFor", { query }) : t("search"), robots: { index: false } };
}

export default async function Search({ searchParams }: { searchParams: SearchParams }) {
  const shop = await storefront();
  const query = await queryOf(searchParams);
  const found = query ? { query, ...(await searchProducts(shop.store, { query, limit: MAX_SEARCH_LIMIT, currency: shop.currency, origin: "" })) } : undefined;
  return (
    <main className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="font-shop-heading text-3xl font-semibold text-shop-heading">{query ? shop.t("resultsFor", { query }) : shop.t("search")}</h1>
      <SearchBox key={query} initial={query ?? ""} className="mt-6 max-w-xl" />
      {found ? (
        <>
          <p className="mt-6 text-sm">{found.total ? shop.t("resultCount", { count: found.total }) : shop.t("noResults", { query: found.query })}</p>
          {found.rows.length ? (
            <div className="mt-6">
              <ProductGrid
                shop={shop}
                eager={4}
                products={found.rows.map((hit) => ({ name: hit.product_name, href: `/product/${hit.permalink}`, image: hit.image_url, price: hit.price }))}
              />
            </div>
          ) : null}
        </>
      ) : (
        <p className="mt-6">{shop.t("searchPrompt")}</p>
      )}
    </main>
  );
}
