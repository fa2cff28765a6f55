"use client";

import { productCategoryInput, productCategoryPatch } from "@/lib/catalog/schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { api, sameOriginPicture } from "@/lib/dashboard/api-client";
import { formatNumber } from "@/lib/dashboard/format";
import { categoryMessages } from "@/lib/dashboard/messages/categories";
import { shellMessages } from "@/lib/dashboard/messages/shell";
import { useLanguage, useMessages } from "../language";
import { PicturesField, type Picture } from "../media-picker";
import { useCategories, type ProductCategory } from "../products/products-screen";
import { Badge, Button, Card, Field, inputClass, PageHeader, QueryState, Switch, EditButton } from "../ui";
import { RecordForm, useRecordWrites } from "../record-form";

const CATEGORIES = ["product-categories"];

export function CategoriesScreen() {
  const t = useMessages(categoryMessages);
  const ts = useMessages(shellMessages);
  const language = useLanguage();
  const client = useQueryClient();
  const categories = useCategories();
  const [editing, setEditing] = useState<ProductCategory | null>();
  const reorder = useMutation({
    mutationFn: (ids: number[]) => api("/product-categories/order", { method: "PUT", body: { ids } }),
    // Optimistic: the list takes its new order at once.
    onMutate: (ids) => {
      const before = categories.data;
      if (before)
        client.setQueryData(
          [...CATEGORIES, "all"],
          ids.map((id) => before.find((c) => c.id === id)!),
        );
      return { before };
    },
    onError: (_error, _ids, context) => context?.before && client.setQueryData([...CATEGORIES, "all"], context.before),
    onSettled: () => client.invalidateQueries({ queryKey: CATEGORIES }),
  });
  const move = (index: number, by: number) => {
    const ids = categories.data!.map((c) => c.id);
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    reorder.mutate(ids);
  };

  return (
    <div>
      <PageHeader title={ts("categories")}>
        <Button onClick={() => setEditing(null)}>{t("newCategory")}</Button>
      </PageHeader>
      {editing !== undefined ? <CategoryForm key={editing?.id ?? "new"} category={editing} onDone={() => setEditing(undefined)} /> : null}
      <Card>
        <QueryState loading={categories.isPending} error={categories.error} empty={categories.data?.length === 0} />
        <ol className="divide-y divide-gray-100">
          {categories.data?.map((category, index) => (
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
              <Button variant="secondary" aria-label={t("moveUp", { name: category.name })} disabled={index === 0} onClick={() => move(index, -1)}>
                ↑
              </Button>
              <Button
                variant="secondary"
                aria-label={t("moveDown", { name: category.name })}
                disabled={index === categories.data!.length - 1}
                onClick={() => move(index, 1)}
              >
                ↓
              </Button>
              <EditButton label={t("editCategory", { name: category.name })} onClick={() => setEditing(category)} />
            </li>
          ))}
        </ol>
      </Card>
    </div>
  );
}

function CategoryForm({ category, onDone }: { category: ProductCategory | null; onDone: () => void }) {
  const t = useMessages(categoryMessages);
  const [name, setName] = useState(category?.name ?? "");
  const [active, setActive] = useState(category?.is_active ?? true);
  const [pictures, setPictures] = useState<Picture[]>(category?.image_id && category.image ? [{ id: category.image_id, url: category.image }] : []);
  const body = { name, is_active: active, image_id: pictures[0]?.id ?? null };
  const writes = useRecordWrites({
    shownIn: [CATEGORIES],
    createAt: "/product-categories",
    at: category ? `/product-categories/${category.id}` : undefined,
    body: () => body,
    schemas: { create: productCategoryInput, update: productCategoryPatch },
    onDone,
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
        <Field label={t("name")} error={failure?.fieldError("name")}>
          {(id, describedBy) => (
            <input
              id={id}
              className={inputClass}
              value={name}
              aria-invalid={!!failure?.fieldError("name")}
              aria-describedby={describedBy}
              onChange={(e) => setName(e.target.value)}
            />
          )}
        </Field>
        <div>
          <p className="mb-2 text-sm font-medium">{t("picture")}</p>
          <PicturesField label={t("picture")} pictures={pictures} onChange={setPictures} multiple={false} />
        </div>
        <Switch label={t("visible")} checked={active} onChange={setActive} />
      </div>
    </RecordForm>
  );
}
