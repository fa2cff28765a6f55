import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { Pager, ProductGrid } from "@/components/storefront/product-card";
import { envelopeA } from "@/lib/api/envelopes";
import { listCategoryProducts } from "@/lib/catalog/product-list";
import { pageParam, unlessNotFound, type SearchParams } from "@/lib/storefront/catalog-pages";
import { storefront } from "@/lib/storefront/page-context";
import { FindingPanel } from "@/components/storefront/finding-panel";
import { productFacets } from "@/lib/catalog/facets";
import { addressOf, narrowingFrom, narrowingText } from "@/lib/storefront/finding-params";

const PER_PAGE = 12;
type Props = { params: Promise<{ slug: string }>; searchParams: SearchParams };

// Once per request for the metadata and the page.
const load = cache(async (slug: string, page: number, filters: string) => {
  const shop = await storefront();
  const narrowing = narrowingFrom(filters);
  const { finding } = narrowing;
  const [list, facets] = await Promise.all([
    unlessNotFound(
      listCategoryProducts(shop.store, { slug, page: { page, perPage: PER_PAGE }, currency: shop.currency, origin: "", finding, language: shop.language }),
    ),
    unlessNotFound(productFacets(shop.store, { slug, finding, currency: shop.currency, language: shop.language })),
  ]);
  if (!list || !facets) notFound();
  return { shop, slug, page, list, facets, narrowing };
});

async function categoryPage({ params, searchParams }: Props) {
  const [{ slug }, page, narrowing] = await Promise.all([params, pageParam(searchParams), narrowingText(searchParams)]);
  return load(slug, page, narrowing);
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
  const { shop, slug, page, list, facets, narrowing } = await categoryPage(props);
  const path = `/category/${encodeURIComponent(slug)}`;
  return (
    <main className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="font-shop-heading text-3xl font-semibold text-shop-heading">{list.categoryName}</h1>
      <FindingPanel shop={shop} path={path} narrowing={narrowing} facets={facets} />
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
        href={(n) => addressOf(path, narrowing.kept, { page: n })}
      />
    </main>
  );
}
