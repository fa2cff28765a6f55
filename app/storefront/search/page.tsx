import type { Metadata } from "next";
import { ProductGrid } from "@/components/storefront/product-card";
import { SearchBox } from "@/components/storefront/search-box";
import { searchInput } from "@/lib/catalog/schemas";
import { searchProducts } from "@/lib/catalog/search-products";
import type { SearchParams } from "@/lib/storefront/catalog-pages";
import { storefront } from "@/lib/storefront/page-context";
import { FindingPanel } from "@/components/storefront/finding-panel";
import { Pager } from "@/components/storefront/product-card";
import { productFacets } from "@/lib/catalog/facets";
import { pageParam } from "@/lib/storefront/catalog-pages";
import { addressOf, narrowingFrom, narrowingText } from "@/lib/storefront/finding-params";

const PER_PAGE = 12;

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
  const [query, page, narrowing] = await Promise.all([queryOf(searchParams), pageParam(searchParams), narrowingText(searchParams).then(narrowingFrom)]);
  const { finding } = narrowing;
  const found = query
    ? await Promise.all([
        searchProducts(shop.store, { query, limit: PER_PAGE, page, finding, currency: shop.currency, origin: "", language: shop.language }),
        productFacets(shop.store, { query, finding, currency: shop.currency, language: shop.language }),
      ]).then(([hits, facets]) => ({ query, ...hits, facets }))
    : undefined;
  return (
    <main className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="font-shop-heading text-3xl font-semibold text-shop-heading">{query ? shop.t("resultsFor", { query }) : shop.t("search")}</h1>
      <SearchBox key={query} initial={query ?? ""} className="mt-6 max-w-xl" />
      {found ? (
        <>
          <FindingPanel shop={shop} path="/search" narrowing={narrowing} facets={found.facets} search={found.query} />
          {found.total ? null : <p className="mt-6 text-sm">{shop.t("noResults", { query: found.query })}</p>}
          {found.rows.length ? (
            <div className="mt-6">
              <ProductGrid
                shop={shop}
                eager={4}
                products={found.rows.map((hit) => ({ name: hit.product_name, href: `/product/${hit.permalink}`, image: hit.image_url, price: hit.price }))}
              />
            </div>
          ) : null}
          <Pager
            shop={shop}
            page={page}
            pages={Math.ceil(found.total / PER_PAGE)}
            href={(n) => addressOf("/search", narrowing.kept, { query: found.query, page: n })}
          />
        </>
      ) : (
        <p className="mt-6">{shop.t("searchPrompt")}</p>
      )}
    </main>
  );
}
