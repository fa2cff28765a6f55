import type { z } from "zod";
import type { productRecord } from "@/lib/catalog/product-schemas";
import type { Translations } from "@/lib/catalog/translations";
import type { Language } from "@/lib/i18n/messages";
import { parseValues, type VariantDraft } from "@/lib/catalog/variant-drafts";
import type { Picture } from "../media-picker";

// The product editor's draft: what the owner may change, made from the record and sent back as a PUT's body,
// and the part of it each of the editor's cards edits.

export type ProductRecord = z.infer<typeof productRecord>;

export type OptionDraft = {
  id?: number;
  name: string;
  translations: Translations;
  price: string;
  stock: number;
  qty_max: number;
  text_label: string | null;
  text_max_length: number | null;
};
export type GroupDraft = { id?: number; name: string; translations: Translations; min_options: number; max_options: number; options: OptionDraft[] };

/** What the editor lets the owner change, as `PUT /products/{id}` takes it. */
export type Draft = {
  name: string;
  slug: string;
  summary: string;
  description: string;
  /** Name, summary and description in the store's other languages. */
  translations: Translations;
  status: number;
  price: string;
  purchase_price: string;
  sku: string;
  stock: number;
  discount_type: number;
  discount_amount: string;
  low_stock_quantity_alert: number;
  pictures: Picture[];
  /** Null once the owner made a picture the listing image (moved first): the pictures' order chooses it again; unsent otherwise. */
  thumbnail_id?: null;
  category_ids: number[];
  colors: { id?: number; name: string; code: string; image_id: number | null }[];
  attributes: { name: string; translations?: Translations; valuesText: string }[];
  variants: VariantDraft[];
  option_groups: GroupDraft[];
};

export function draftOf(product: ProductRecord): Draft {
  return {
    name: product.name,
    slug: product.slug,
    summary: product.summary ?? "",
    description: product.description ?? "",
    translations: product.translations,
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
    attributes: product.attributes.map((attribute) => ({
      name: attribute.name,
      translations: attribute.translations,
      valuesText: attribute.values.map((value) => value.name).join(", "),
    })),
    variants: product.variants.map(({ color, values, sku, price, purchase_price, stock }) => ({ color, values, sku, price, purchase_price, stock })),
    option_groups: product.option_groups,
  };
}

export function bodyOf(draft: Draft, kind: ProductRecord["kind"]) {
  const standard = kind === "standard";
  const hasVariants = standard && draft.variants.length > 0;
  return {
    name: draft.name,
    slug: draft.slug,
    summary: draft.summary || null,
    description: draft.description || null,
    translations: draft.translations,
    status: draft.status,
    price: draft.price,
    purchase_price: draft.purchase_price,
    sku: draft.sku,
    ...(hasVariants ? {} : { stock: draft.stock }),
    discount_type: draft.discount_type,
    discount_amount: draft.discount_type === 0 ? null : draft.discount_amount,
    low_stock_quantity_alert: draft.low_stock_quantity_alert,
    image_ids: draft.pictures.map((picture) => picture.id),
    ...(draft.thumbnail_id === null ? { thumbnail_id: null } : {}),
    category_ids: draft.category_ids,
    ...(standard
      ? {
          colors: draft.colors,
          attributes: hasVariants
            ? draft.attributes.map((a) => ({ name: a.name.trim(), translations: a.translations, values: parseValues(a.valuesText) })).filter((a) => a.name)
            : [],
          variants: draft.variants,
        }
      : { option_groups: draft.option_groups }),
  };
}

/** `language`: the language the editor writes, `translating` when it is not the store's (./language-tabs.tsx). */
export type Part = {
  draft: Draft;
  set: (change: Partial<Draft>) => void;
  error: (field: string) => string | undefined;
  language: Language;
  translating: boolean;
};

/** The list with its item at `index` changed. */
export const replaceAt = <T>(list: T[], index: number, change: Partial<T>) => list.map((item, i) => (i === index ? { ...item, ...change } : item));
export const removeAt = <T>(list: T[], index: number) => list.filter((_, i) => i !== index);
