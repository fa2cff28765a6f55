import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { Pager, ProductGrid } from "@/components/storefront/product-card";
import { envelopeA } from "@/lib/api/envelopes";
import { listCategoryProducts } from "@/lib/catalog/product-list";
import { pageParam, unlessNotFound, type SearchParams } from "@/lib/storefront/catalog-pages";
import { storefront } from "@/lib/storefront/page-context";

const PER_PAGE = 12;
type Props = { params: Promise<{ slug: string }>; searchParams: SearchParams };

// Once per request for the metadata and the page.
const load = cache(async (slug: string, page: number) => {
  const shop = await storefront();
  const list = await unlessNotFound(listCategoryProducts(shop.store, { slug, page: { page, perPage: PER_PAGE }, currency: shop.currency, origin: "" }));
  if (!list) notFound();
  return { shop, slug, page, list };
});

async function categoryPage({ params, searchParams }: Props) {
  const [{ slug }, page] = await Promise.all([params, pageParam(searchParams)]);
  return load(slug, page);
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { slug, page, list, shop } = await categoryPage(props);
  const path = `/category/${encodeURIComponent(slug)}`;
  return {
    title: list.categoryName,
    description: `${list.categoryName} · ${shop.store.name}`,
    alternates: { canonical: page > 1 ? `${path}?page=${page}` : path },
    openGraph: { images: list.rows[0] ? [list.rows[0].image] : [] },
  };
}

export default async function Category(props: Props) {
  const { shop, slug, page, list } = await categoryPage(props);
  return (
    <main className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="font-shop-heading text-3xl font-semibold text-shop-heading">{list.categoryName}</h1>
      <div className="mt-8">
        <ProductGrid
          shop={shop}
          eager={4}
          products={list.rows.map((p) => ({
            name: p.name,
            href: p.url,
            image: p.image,
            price: p.price,
            discountType: p.discount_type,
            discountAmount: p.discount_amount,
          }))}
        />
      </div>
      <Pager
        shop={shop}
        page={page}
        pages={envelopeA({ page, perPage: PER_PAGE }, list.total).last_page}
        href={(n) => `/category/${encodeURIComponent(slug)}?page=${n}`}
      />
    </main>
  );
}
