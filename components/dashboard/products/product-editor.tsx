"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import type { z } from "zod";
import { productPatch, type productRecord } from "@/lib/catalog/product-schemas";
import { ApiFailure, api } from "@/lib/dashboard/api-client";
import { productMessages } from "@/lib/dashboard/messages/products";
import { shellMessages } from "@/lib/dashboard/messages/shell";
import { draftLabel, parseValues, variantRows, type VariantDraft } from "@/lib/catalog/variant-drafts";
import { useMessages } from "../language";
import { PicturesField, type Picture } from "../media-picker";
import { Button, Card, Field, FormError, inputClass, PageHeader, QueryState, RemoveButton, Switch, TextField } from "../ui";
import { useCategories } from "./products-screen";
import { refreshQueries } from "@/components/refresh-queries";

type ProductRecord = z.infer<typeof productRecord>;

type OptionDraft = { id?: number; name: string; price: string; stock: number; qty_max: number };
type GroupDraft = { id?: number; name: string; min_options: number; max_options: number; options: OptionDraft[] };

/** What the editor lets the owner change, as `PUT /products/{id}` takes it. */
type Draft = {
  name: string;
  slug: string;
  summary: string;
  description: string;
  status: number;
  price: string;
  purchase_price: string;
  sku: string;
  stock: number;
  discount_type: number;
  discount_amount: string;
  low_stock_quantity_alert: number;
  pictures: Picture[];
  category_ids: number[];
  colors: { id?: number; name: string; code: string; image_id: number | null }[];
  attributes: { name: string; valuesText: string }[];
  variants: VariantDraft[];
  option_groups: GroupDraft[];
};

function draftOf(product: ProductRecord): Draft {
  return {
    name: product.name,
    slug: product.slug,
    summary: product.summary ?? "",
    description: product.description ?? "",
    status: product.status,
    price: product.price,
    purchase_price: product.purchase_price,
    sku: product.sku,
    stock: product.stock,
    discount_type: product.discount_type,
    discount_amount: product.discount_amount ?? "",
    low_stock_quantity_alert: product.low_stock_quantity_alert,
    pictures: product.images,
    category_ids: product.categories.map((category) => category.id),
    colors: product.colors.map(({ id, name, code, image_id }) => ({ id, name, code: code.startsWith("#") ? code : `#${code}`, image_id })),
    attributes: product.attributes.map((attribute) => ({ name: attribute.name, valuesText: attribute.values.map((value) => value.name).join(", ") })),
    variants: product.variants.map(({ values, sku, price, purchase_price, stock }) => ({ values, sku, price, purchase_price, stock })),
    option_groups: product.option_groups,
  };
}

function bodyOf(draft: Draft, kind: ProductRecord["kind"]) {
  const standard = kind === "standard";
  const hasVariants = standard && draft.variants.length > 0;
  return {
    name: draft.name,
    slug: draft.slug,
    summary: draft.summary || null,
    description: draft.description || null,
    status: draft.status,
    price: draft.price,
    purchase_price: draft.purchase_price,
    sku: draft.sku,
    ...(hasVariants ? {} : { stock: draft.stock }),
    discount_type: draft.discount_type,
    discount_amount: draft.discount_type === 0 ? null : draft.discount_amount,
    low_stock_quantity_alert: draft.low_stock_quantity_alert,
    image_ids: draft.pictures.map((picture) => picture.id),
    category_ids: draft.category_ids,
    ...(standard
      ? {
          colors: draft.colors,
          attributes: hasVariants ? draft.attributes.map((a) => ({ name: a.name.trim(), values: parseValues(a.valuesText) })).filter((a) => a.name) : [],
          variants: draft.variants,
        }
      : { option_groups: draft.option_groups }),
  };
}

export function ProductEditor({ id }: { id: string }) {
  const query = useQuery({ queryKey: ["product", id], queryFn: () => api<{ data: ProductRecord }>(`/products/${id}`).then((a) => a.data) });
  if (!query.data) return <QueryState loading={query.isPending} error={query.error} />;
  // Keyed by the record's last change: a save that answers a newer record starts the form from it.
  return <Editor key={query.data.updated_at} product={query.data} />;
}

function Editor({ product }: { product: ProductRecord }) {
  const t = useMessages(productMessages);
  const ts = useMessages(shellMessages);
  const client = useQueryClient();
  const router = useRouter();
  const categories = useCategories();
  const [draft, setDraft] = useState(() => draftOf(product));
  const set = (change: Partial<Draft>) => setDraft((current) => ({ ...current, ...change }));
  const save = useMutation({
    mutationFn: () => api<{ data: ProductRecord }>(`/products/${product.id}`, { method: "PUT", body: bodyOf(draft, product.kind), schema: productPatch }),
    onSuccess: ({ data }) => {
      client.setQueryData(["product", String(product.id)], data);
      void refreshQueries(client, ["products"]);
    },
  });
  const remove = useMutation({
    mutationFn: () => api(`/products/${product.id}`, { method: "DELETE" }),
    onSuccess: () => {
      void refreshQueries(client, ["products"]);
      router.push("/dashboard/products");
    },
  });
  const failure = save.error instanceof ApiFailure ? save.error : undefined;
  const error = (field: string) => failure?.fieldError(field);
  const standard = product.kind === "standard";

  /** A text input bound to a draft field, its error beside it. */
  const text = (label: string, field: "name" | "slug" | "price" | "purchase_price" | "sku" | "discount_amount", inputMode?: "decimal") => (
    <TextField label={label} inputMode={inputMode} value={draft[field]} error={error(field)} onChange={(value) => set({ [field]: value })} />
  );
  const whole = (label: string, value: number, onChange: (value: number) => void, field: string) => (
    <TextField label={label} type="number" min={0} value={value} error={error(field)} onChange={(text) => onChange(Number(text))} />
  );

  return (
    <form
      className="mx-auto max-w-5xl"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <Link href="/dashboard/products" className="text-sm text-gray-600 hover:underline">
        ← {t("back")}
      </Link>
      <PageHeader title={product.name}>
        <a
          href={product.url}
          target="_blank"
          rel="noreferrer"
          className="rounded-md border border-gray-300 bg-white px-4 py-2 text-sm font-medium hover:bg-gray-50"
        >
          {t("viewOnStore")}
        </a>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? ts("saving") : ts("save")}
        </Button>
      </PageHeader>
      <div aria-live="polite" className="mb-3 text-sm">
        {save.isSuccess ? <p className="text-green-700">{ts("saved")}</p> : null}
        <FormError error={save.error} fieldsMessage={t("fixErrors")} />
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="space-y-4 lg:col-span-2">
          <Card title={t("details")} className="space-y-4">
            {text(t("name"), "name")}
            <Field label={t("summary")} error={error("summary")}>
              {(inputId) => <textarea id={inputId} rows={2} className={inputClass} value={draft.summary} onChange={(e) => set({ summary: e.target.value })} />}
            </Field>
            <Field label={t("description")} error={error("description")}>
              {(inputId) => (
                <textarea id={inputId} rows={5} className={inputClass} value={draft.description} onChange={(e) => set({ description: e.target.value })} />
              )}
            </Field>
          </Card>
          <Card title={t("pictures")}>
            <PicturesField label={t("pictures")} pictures={draft.pictures} onChange={(pictures) => set({ pictures })} />
            {error("image_ids") ? <p className="mt-2 text-sm text-red-700">{error("image_ids")}</p> : null}
          </Card>
          <Card title={t("pricing")}>
            <div className="grid gap-4 sm:grid-cols-2">
              {text(t("price"), "price", "decimal")}
              {text(t("purchasePrice"), "purchase_price", "decimal")}
              <Field label={t("discountType")} error={error("discount_type")}>
                {(inputId) => (
                  <select id={inputId} className={inputClass} value={draft.discount_type} onChange={(e) => set({ discount_type: Number(e.target.value) })}>
                    <option value={0}>{t("noDiscount")}</option>
                    <option value={1}>{t("fixedDiscount")}</option>
                    <option value={2}>{t("percentDiscount")}</option>
                  </select>
                )}
              </Field>
              {draft.discount_type === 0 ? null : text(t("discountAmount"), "discount_amount", "decimal")}
            </div>
          </Card>
          <Card title={t("inventory")}>
            <div className="grid gap-4 sm:grid-cols-2">
              {text(t("sku"), "sku")}
              {standard && draft.variants.length > 0 ? (
                <p className="self-end text-sm text-gray-600">{t("stockOnVariants")}</p>
              ) : (
                whole(t("stock"), draft.stock, (stock) => set({ stock }), "stock")
              )}
              {whole(t("lowStockAlert"), draft.low_stock_quantity_alert, (value) => set({ low_stock_quantity_alert: value }), "low_stock_quantity_alert")}
            </div>
          </Card>
          {standard ? <VariantsCard draft={draft} set={set} error={error} /> : <OptionGroupsCard draft={draft} set={set} error={error} />}
          <Card title={t("seo")} className="space-y-4">
            {text(t("slug"), "slug")}
            <p className="text-xs text-gray-600">{t("seoHint")}</p>
          </Card>
        </div>
        <div className="space-y-4">
          <Card title={t("status")}>
            <Switch label={t("published")} checked={draft.status === 1} onChange={(on) => set({ status: on ? 1 : 2 })} />
          </Card>
          <Card title={t("categories")}>
            <fieldset>
              <legend className="sr-only">{t("categories")}</legend>
              <ul className="max-h-64 space-y-1 overflow-y-auto">
                {categories.data?.map((category) => (
                  <li key={category.id}>
                    <label className="flex items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        checked={draft.category_ids.includes(category.id)}
                        onChange={(e) =>
                          set({ category_ids: e.target.checked ? [...draft.category_ids, category.id] : draft.category_ids.filter((c) => c !== category.id) })
                        }
                      />
                      {category.name}
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
            {error("category_ids") ? <p className="mt-2 text-sm text-red-700">{error("category_ids")}</p> : null}
          </Card>
          <Card>
            <Button variant="danger" className="w-full" onClick={() => window.confirm(t("confirmDelete")) && remove.mutate()}>
              {t("deleteProduct")}
            </Button>
          </Card>
        </div>
      </div>
    </form>
  );
}

type Part = { draft: Draft; set: (change: Partial<Draft>) => void; error: (field: string) => string | undefined };

/** The list with its item at `index` changed. */
const replaceAt = <T,>(list: T[], index: number, change: Partial<T>) => list.map((item, i) => (i === index ? { ...item, ...change } : item));
const removeAt = <T,>(list: T[], index: number) => list.filter((_, i) => i !== index);

function VariantsCard({ draft, set, error }: Part) {
  const t = useMessages(productMessages);
  const attributes = draft.attributes.map((a) => ({ name: a.name, values: parseValues(a.valuesText) }));
  const setVariant = (index: number, change: Partial<VariantDraft>) => set({ variants: replaceAt(draft.variants, index, change) });
  const addColor = () => set({ colors: [...draft.colors, { name: "", code: "#000000", image_id: null }] });
  return (
    <>
      <Card
        title={t("colors")}
        actions={
          <Button variant="secondary" onClick={addColor}>
            {t("addColor")}
          </Button>
        }
      >
        <ul className="space-y-2">
          {draft.colors.map((color, index) => (
            <li key={color.id ?? `new-${index}`} className="flex items-end gap-2">
              <TextField
                fieldClassName="flex-1"
                label={t("colorName")}
                value={color.name}
                error={error(`colors.${index}.name`)}
                onChange={(name) => set({ colors: replaceAt(draft.colors, index, { name }) })}
              />
              <TextField
                type="color"
                className="h-10 w-14 rounded border border-gray-300"
                label={t("colorCode")}
                value={color.code}
                error={error(`colors.${index}.code`)}
                onChange={(code) => set({ colors: replaceAt(draft.colors, index, { code }) })}
              />
              <RemoveButton label={t("removeColor", { name: color.name })} onClick={() => set({ colors: removeAt(draft.colors, index) })} />
            </li>
          ))}
        </ul>
      </Card>
      <Card
        title={t("attributes")}
        actions={
          <Button variant="secondary" onClick={() => set({ attributes: [...draft.attributes, { name: "", valuesText: "" }] })}>
            {t("addAttribute")}
          </Button>
        }
      >
        <ul className="space-y-2">
          {draft.attributes.map((attribute, index) => (
            <li key={index} className="grid grid-cols-[1fr_2fr_auto] items-end gap-2">
              <TextField
                label={t("attributeName")}
                value={attribute.name}
                error={error(`attributes.${index}.name`)}
                onChange={(name) => set({ attributes: replaceAt(draft.attributes, index, { name }) })}
              />
              <TextField
                label={t("attributeValues")}
                value={attribute.valuesText}
                error={error(`attributes.${index}.values`)}
                onChange={(valuesText) => set({ attributes: replaceAt(draft.attributes, index, { valuesText }) })}
              />
              <RemoveButton label={t("removeAttribute", { name: attribute.name })} onClick={() => set({ attributes: removeAt(draft.attributes, index) })} />
            </li>
          ))}
        </ul>
        {draft.attributes.length > 0 ? (
          <Button variant="secondary" className="mt-3" onClick={() => set({ variants: variantRows(attributes, draft.variants, draft.price) })}>
            {t("generateVariants")}
          </Button>
        ) : null}
      </Card>
      {draft.variants.length > 0 ? (
        <Card title={t("variants")}>
          {error("variants") ? <p className="mb-2 text-sm text-red-700">{error("variants")}</p> : null}
          <ul className="divide-y divide-gray-100">
            {draft.variants.map((variant, index) => {
              const name = draftLabel(variant.values);
              return (
                <li key={name} className="grid grid-cols-2 items-end gap-2 py-2 sm:grid-cols-[1fr_8rem_6rem_8rem]">
                  <span className="col-span-2 text-sm font-medium sm:col-span-1">{name}</span>
                  <TextField
                    label={`${t("price")} · ${name}`}
                    inputMode="decimal"
                    value={variant.price}
                    error={error(`variants.${index}.price`)}
                    onChange={(price) => setVariant(index, { price })}
                  />
                  <TextField
                    label={`${t("stock")} · ${name}`}
                    type="number"
                    min={0}
                    value={variant.stock}
                    error={error(`variants.${index}.stock`)}
                    onChange={(stock) => setVariant(index, { stock: Number(stock) })}
                  />
                  <TextField
                    label={`${t("sku")} · ${name}`}
                    value={variant.sku}
                    error={error(`variants.${index}.sku`)}
                    onChange={(sku) => setVariant(index, { sku })}
                  />
                </li>
              );
            })}
          </ul>
        </Card>
      ) : null}
    </>
  );
}

const newOption = (): OptionDraft => ({ name: "", price: "0", stock: 0, qty_max: 1 });

function OptionGroupsCard({ draft, set, error }: Part) {
  const t = useMessages(productMessages);
  const setGroup = (index: number, change: Partial<GroupDraft>) => set({ option_groups: replaceAt(draft.option_groups, index, change) });
  const addGroup = () => set({ option_groups: [...draft.option_groups, { name: "", min_options: 0, max_options: 1, options: [newOption()] }] });
  return (
    <Card
      title={t("optionGroups")}
      actions={
        <Button variant="secondary" onClick={addGroup}>
          {t("addGroup")}
        </Button>
      }
    >
      <ul className="space-y-4">
        {draft.option_groups.map((group, index) => {
          const field = `option_groups.${index}`;
          return (
            <li key={group.id ?? `new-${index}`} className="rounded-lg border border-gray-200 p-3">
              <div className="grid grid-cols-[1fr_5rem_5rem_auto] items-end gap-2">
                <TextField label={t("groupName")} value={group.name} error={error(`${field}.name`)} onChange={(name) => setGroup(index, { name })} />
                <TextField
                  label={t("minOptions")}
                  type="number"
                  min={0}
                  value={group.min_options}
                  error={error(`${field}.min_options`)}
                  onChange={(value) => setGroup(index, { min_options: Number(value) })}
                />
                <TextField
                  label={t("maxOptions")}
                  type="number"
                  min={1}
                  value={group.max_options}
                  error={error(`${field}.max_options`)}
                  onChange={(value) => setGroup(index, { max_options: Number(value) })}
                />
                <RemoveButton label={t("removeGroup", { name: group.name })} onClick={() => set({ option_groups: removeAt(draft.option_groups, index) })} />
              </div>
              <ul className="mt-2 space-y-2">
                {group.options.map((option, optionIndex) => {
                  const setOption = (change: Partial<OptionDraft>) => setGroup(index, { options: replaceAt(group.options, optionIndex, change) });
                  const optionField = `${field}.options.${optionIndex}`;
                  return (
                    <li key={option.id ?? `new-${optionIndex}`} className="grid grid-cols-[1fr_6rem_5rem_auto] items-end gap-2">
                      <TextField label={t("optionName")} value={option.name} error={error(`${optionField}.name`)} onChange={(name) => setOption({ name })} />
                      <TextField
                        label={t("optionPrice")}
                        inputMode="decimal"
                        value={option.price}
                        error={error(`${optionField}.price`)}
                        onChange={(price) => setOption({ price })}
                      />
                      <TextField
                        label={t("stock")}
                        type="number"
                        min={0}
                        value={option.stock}
                        error={error(`${optionField}.stock`)}
                        onChange={(stock) => setOption({ stock: Number(stock) })}
                      />
                      <RemoveButton
                        label={t("removeOption", { name: option.name })}
                        onClick={() => setGroup(index, { options: removeAt(group.options, optionIndex) })}
                      />
                    </li>
                  );
                })}
              </ul>
              <Button variant="secondary" className="mt-2" onClick={() => setGroup(index, { options: [...group.options, newOption()] })}>
                {t("addOption")}
              </Button>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
