import type { Metadata } from "next";
import { listedCard, Pager, ProductGrid } from "@/components/storefront/product-card";
import { envelopeB } from "@/lib/api/envelopes";
import { listAllProducts } from "@/lib/catalog/product-list";
import { pageParam, type SearchParams } from "@/lib/storefront/catalog-pages";
import { storefront } from "@/lib/storefront/page-context";
import { FindingPanel } from "@/components/storefront/finding-panel";
import { productFacets } from "@/lib/catalog/facets";
import { addressOf, narrowingFrom, narrowingText } from "@/lib/storefront/finding-params";

const PER_PAGE = 12;

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const { t } = await storefront();
  const page = await pageParam(searchParams);
  return { title: t("allProducts"), alternates: { canonical: page > 1 ? `/products?page=${page}` : "/products" } };
}

export default async function AllProducts({ searchParams }: { searchParams: SearchParams }) {
  const shop = await storefront();
  const [page, narrowing] = await Promise.all([pageParam(searchParams), narrowingText(searchParams).then(narrowingFrom)]);
  const asked = { page, perPage: PER_PAGE };
  const { finding } = narrowing;
  const [{ rows, total }, facets] = await Promise.all([
    listAllProducts(shop.store, { page: asked, currency: shop.currency, origin: "", finding, language: shop.language }),
    productFacets(shop.store, { finding, currency: shop.currency, language: shop.language }),
  ]);
  const pages = envelopeB(asked, total);
  return (
    <main className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="font-shop-heading text-3xl font-semibold text-shop-heading">{shop.t("allProducts")}</h1>
      <FindingPanel shop={shop} path="/products" narrowing={narrowing} facets={facets} />
      <div className="mt-8">
        <ProductGrid shop={shop} products={rows.map(listedCard)} eager={4} />
      </div>
      <Pager shop={shop} page={pages.current_page} pages={pages.total_pages} href={(n) => addressOf("/products", narrowing.kept, { page: n })} />
    </main>
  );
}
