"use client";

import { queryKeys } from "@/lib/dashboard/query-keys";
import { productCategoryInput, productCategoryPatch } from "@/lib/catalog/management-schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { api, sameOriginPicture, type ListPage } from "@/lib/dashboard/api-client";
import { formatNumber } from "@/lib/dashboard/format";
import { categoryMessages } from "@/lib/dashboard/messages/categories";
import { shellMessages } from "@/lib/dashboard/messages/shell";
import { useLanguage, useMessages } from "../language";
import { PicturesField, type Picture } from "../media-picker";
import { PagedResults, usePagedList } from "../paged-list";
import { type ProductCategory } from "../products/products-screen";
import { EditButton, WriteButton } from "../ui/buttons";
import { Card, PageHeader } from "../ui/layout";
import { Badge, FormError } from "../ui/feedback";
import { Switch, TextField } from "../ui/fields";
import { LanguageTabs, textProps, useCatalogLanguage } from "../products/language-tabs";
import type { Translations } from "@/lib/catalog/translations";
import { RecordForm, useRecordWrites } from "../record-form";
import { refreshQueries } from "@/components/refresh-queries";

export function CategoriesScreen() {
  const t = useMessages(categoryMessages);
  const ts = useMessages(shellMessages);
  const language = useLanguage();
  const client = useQueryClient();
  const list = usePagedList<ProductCategory, { per_page: number }>(queryKeys.productCategories, { per_page: 20 });
  const [editing, setEditing] = useState<ProductCategory | null>();
  const meta = list.query.data?.meta;
  /** A row's place in the store's whole order, 1 first. */
  const positionOf = (index: number) => (meta ? (meta.current_page - 1) * meta.per_page + index + 1 : index + 1);
  const move = useMutation({
    mutationFn: ({ id, position }: { id: number; position: number; index: number; by: number }) =>
      api(`/product-categories/${id}/position`, { method: "PUT", body: { position } }),
    // Optimistic within the page: the two rows trade places at once. A row moved off the page leaves it when the page is read again.
    onMutate: ({ index, by }) => {
      const before = client.getQueryData<ListPage<ProductCategory>>(list.queryKey);
      const target = index + by;
      if (before && target >= 0 && target < before.data.length) {
        const rows = [...before.data];
        [rows[index], rows[target]] = [rows[target]!, rows[index]!];
        client.setQueryData(list.queryKey, { ...before, data: rows });
      }
      return { before };
    },
    onError: (_error, _move, context) => context?.before && client.setQueryData(list.queryKey, context.before),
    onSettled: () => refreshQueries(client, queryKeys.productCategories.all),
  });
  const moveBy = (category: ProductCategory, index: number, by: number) => move.mutate({ id: category.id, position: positionOf(index) + by, index, by });

  return (
    <div>
      <PageHeader title={ts("categories")}>
        <WriteButton onClick={() => setEditing(null)}>{t("newCategory")}</WriteButton>
      </PageHeader>
      {editing !== undefined ? (
        <CategoryForm
          key={editing?.id ?? "new"}
          category={editing}
          onDone={() => setEditing(undefined)}
          // A new category comes last.
          onCreated={list.showAdded}
        />
      ) : null}
      <Card>
        <FormError error={move.error} />
        <PagedResults list={list}>
          {(rows) => (
            <ol className="divide-y divide-gray-100">
              {rows.map((category, index) => (
                <li key={category.id} className="flex flex-wrap items-center gap-3 py-2">
                  {/* eslint-disable-next-line @next/next/no-img-element -- the store's own uploads */}
                  <img
                    src={sameOriginPicture(category.image) ?? "/assets/placeholder.svg"}
                    alt=""
                    className="h-10 w-10 rounded border border-gray-200 object-cover"
                  />
                  <span className="min-w-0 flex-1 basis-40">
                    <span className="block truncate font-medium">{category.name}</span>
                    <span className="text-sm text-gray-600">
                      {t("products")}: {formatNumber(category.products_count, language)}
                    </span>
                  </span>
                  <Badge tone={category.is_active ? "green" : "gray"}>{category.is_active ? t("shown") : t("hidden")}</Badge>
                  {/* The row's controls wrap as one, under the name on a phone, whatever the badge's width. */}
                  <span className="flex gap-2">
                    <WriteButton
                      variant="secondary"
                      aria-label={t("moveUp", { name: category.name })}
                      disabled={positionOf(index) === 1}
                      onClick={() => moveBy(category, index, -1)}
                    >
                      ↑
                    </WriteButton>
                    <WriteButton
                      variant="secondary"
                      aria-label={t("moveDown", { name: category.name })}
                      disabled={positionOf(index) === meta?.total}
                      onClick={() => moveBy(category, index, 1)}
                    >
                      ↓
                    </WriteButton>
                    <EditButton label={t("editCategory", { name: category.name })} onClick={() => setEditing(category)} />
                  </span>
                </li>
              ))}
            </ol>
          )}
        </PagedResults>
      </Card>
    </div>
  );
}

function CategoryForm({ category, onDone, onCreated }: { category: ProductCategory | null; onDone: () => void; onCreated: () => void }) {
  const t = useMessages(categoryMessages);
  const [name, setName] = useState(category?.name ?? "");
  const [translations, setTranslations] = useState<Translations>(category?.translations ?? {});
  const { language, setLanguage, own, translating } = useCatalogLanguage();
  const [active, setActive] = useState(category?.is_active ?? true);
  const [pictures, setPictures] = useState<Picture[]>(category?.image_id && category.image ? [{ id: category.image_id, url: category.image }] : []);
  const body = { name, translations, is_active: active, image_id: pictures[0]?.id ?? null };
  const writes = useRecordWrites({
    shownIn: [queryKeys.productCategories.all],
    createAt: "/product-categories",
    at: category ? `/product-categories/${category.id}` : undefined,
    body: () => body,
    schemas: { create: productCategoryInput, update: productCategoryPatch },
    onDone,
    onCreated,
  });
  const { failure } = writes;

  return (
    <RecordForm
      writes={writes}
      title={category ? t("editCategory", { name: category.name }) : t("newCategory")}
      deleteLabel={t("deleteCategory")}
      confirmDelete={() => t("confirmDelete", { name: category!.name })}
      onCancel={onDone}
    >
      <div className="space-y-4">
        <LanguageTabs language={language} own={own} onChange={setLanguage} />
        <TextField
          label={t("name")}
          error={failure?.fieldError(translating ? `translations.${language}.name` : "name")}
          {...textProps({ language, translating, own: name, translations, setOwn: setName, setTranslations })}
        />
        <div>
          <p className="mb-2 text-sm font-medium">{t("picture")}</p>
          <PicturesField label={t("picture")} pictures={pictures} onChange={setPictures} multiple={false} />
        </div>
        <Switch label={t("visible")} checked={active} onChange={setActive} states={{ off: t("hidden"), on: t("shown") }} />
      </div>
    </RecordForm>
  );
}
