"use client";

import { queryKeys } from "@/lib/dashboard/query-keys";
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import type { z } from "zod";
import type { productCategoryRecord } from "@/lib/catalog/management-schemas";
import type { productSummary } from "@/lib/catalog/product-schemas";
import { api, sameOriginPicture, type ListPage } from "@/lib/dashboard/api-client";
import { formatMoney, formatNumber } from "@/lib/dashboard/format";
import { productMessages } from "@/lib/dashboard/messages/products";
import { shellMessages } from "@/lib/dashboard/messages/shell";
import { useLanguage, useMessages } from "../language";
import { useCan, useStore } from "../store";
import { PagedResults, usePagedList } from "../paged-list";
import { Card, PageHeader } from "../ui/layout";
import { ExportButton } from "../export-button";
import { ImportButton } from "./import-dialog";
import { Badge } from "../ui/feedback";
import { FilterSelect, SearchFilter } from "../ui/fields";
import { CardLabel, cards, tdClass, RecordTable } from "../record-table";

type ProductSummary = z.infer<typeof productSummary>;
export type ProductCategory = z.infer<typeof productCategoryRecord>;

/** The store's categories, for filters and pickers (a store has a few dozen at most, one page of 100). */
export function useCategories() {
  return useQuery({
    queryKey: queryKeys.productCategories.whole(),
    queryFn: () => api<ListPage<ProductCategory>>("/product-categories?per_page=100").then((a) => a.data),
  });
}

export function ProductsScreen() {
  const t = useMessages(productMessages);
  const ts = useMessages(shellMessages);
  const language = useLanguage();
  const store = useStore();
  const can = useCan();
  const list = usePagedList<ProductSummary, { search: string; status: string; stock: string; category_id: string }>(queryKeys.products, {
    search: "",
    status: "",
    stock: "",
    category_id: "",
  });
  const { filters, set } = list;
  const categories = useCategories();

  return (
    <div>
      <PageHeader title={ts("products")}>
        <ExportButton what="products" />
        {can("catalog", "write") ? <ImportButton /> : null}
        {can("catalog", "write") ? (
          <Link href="/dashboard/products/new" className="rounded-md bg-gray-900 px-4 py-2 text-sm font-medium text-white hover:bg-gray-700">
            {t("newProduct")}
          </Link>
        ) : null}
      </PageHeader>
      <Card>
        <div className="mb-4 grid grid-cols-3 gap-3 lg:grid-cols-4">
          <SearchFilter label={t("searchProducts")} className="col-span-3 lg:col-span-1" value={filters.search} onChange={(search) => set({ search })} />
          <FilterSelect
            label={t("status")}
            value={filters.status}
            onChange={(status) => set({ status })}
            options={[
              { value: "published", label: t("published") },
              { value: "draft", label: t("draft") },
            ]}
          />
          <FilterSelect
            label={t("stock")}
            value={filters.stock}
            onChange={(stock) => set({ stock })}
            options={[
              { value: "in_stock", label: t("inStock") },
              { value: "low", label: t("lowStock") },
              { value: "out", label: t("outOfStock") },
            ]}
          />
          <FilterSelect
            label={t("category")}
            value={filters.category_id}
            onChange={(category_id) => set({ category_id })}
            options={(categories.data ?? []).map((category) => ({ value: category.id, label: category.name }))}
          />
        </div>
        <PagedResults list={list}>
          {(products) => (
            <RecordTable
              layout={cards}
              columns={[
                { label: t("product") },
                { label: t("status"), className: "hidden sm:table-cell" },
                { label: t("stock"), end: true },
                { label: t("price"), end: true },
              ]}
            >
              {products.map((product) => (
                <tr key={product.id}>
                  <td className={tdClass}>
                    <Link href={`/dashboard/products/${product.id}`} className="flex items-center gap-3 hover:underline">
                      {/* eslint-disable-next-line @next/next/no-img-element -- the store's own thumbnails, already sized */}
                      <img
                        src={sameOriginPicture(product.thumbnail) ?? "/assets/placeholder.svg"}
                        alt=""
                        className="h-10 w-10 shrink-0 rounded border border-gray-200 bg-gray-50 object-contain"
                      />
                      <span>
                        <span className="block font-medium">{product.name}</span>
                        <span className="sm:hidden">
                          <StatusBadge status={product.status} />
                        </span>
                      </span>
                    </Link>
                  </td>
                  <td className={`${tdClass} hidden sm:table-cell`}>
                    <StatusBadge status={product.status} />
                  </td>
                  <td
                    className={`${tdClass} text-end ${product.stock === 0 ? "text-red-700" : product.stock <= product.low_stock_quantity_alert ? "text-amber-800" : ""}`}
                  >
                    <CardLabel>{t("stock")}</CardLabel>
                    {formatNumber(product.stock, language)}
                  </td>
                  <td className={`${tdClass} text-end whitespace-nowrap`}>{formatMoney(product.price, store.default_currency, language)}</td>
                </tr>
              ))}
            </RecordTable>
          )}
        </PagedResults>
      </Card>
    </div>
  );
}

function StatusBadge({ status }: { status: number }) {
  const t = useMessages(productMessages);
  return <Badge tone={status === 1 ? "green" : "gray"}>{status === 1 ? t("published") : t("draft")}</Badge>;
}
