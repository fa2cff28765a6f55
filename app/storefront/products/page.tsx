import type { Metadata } from "next";
import { listedCard, Pager, ProductGrid } from "@/components/storefront/product-card";
import { envelopeB } from "@/lib/api/envelopes";
import { listAllProducts } from "@/lib/catalog/product-list";
import { pageParam, type SearchParams } from "@/lib/storefront/catalog-pages";
import { storefront } from "@/lib/storefront/page-context";

const PER_PAGE = 12;

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const { t } = await storefront();
  const page = await pageParam(searchParams);
  return { title: t("allProducts"), alternates: { canonical: page > 1 ? `/products?page=${page}` : "/products" } };
}

export default async function AllProducts({ searchParams }: { searchParams: SearchParams }) {
  const shop = await storefront();
  const page = await pageParam(searchParams);
  const asked = { page, perPage: PER_PAGE };
  const { rows, total } = await listAllProducts(shop.store, { page: asked, currency: shop.currency, origin: "" });
  const pages = envelopeB(asked, total);
  return (
    <main className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="font-shop-heading text-3xl font-semibold text-shop-heading">{shop.t("allProducts")}</h1>
      <p className="mt-1 text-sm">{shop.t("resultCount", { count: pages.total_items })}</p>
      <div className="mt-8">
        <ProductGrid shop={shop} products={rows.map(listedCard)} eager={4} />
      </div>
      <Pager shop={shop} page={pages.current_page} pages={pages.total_pages} href={(n) => `/products?page=${n}`} />
    </main>
  );
}
