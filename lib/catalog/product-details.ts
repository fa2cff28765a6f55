import type { z } from "zod";
import { refusal } from "../core/errors";
import type { Store } from "../db/generated/client";
import { sqlDateTime } from "../format/dates";
import { imageOrPlaceholder } from "../media/placeholder";
import { PUBLIC_PREFIX, publicUrl } from "../media/storage";
import { inCurrency, type DisplayCurrency } from "../money/currency";
import { amountNumber, amountString, type AmountInput } from "../money/money";
import type { Language } from "../i18n/messages";
import { catalogMessages } from "./messages";
import { categoriesShown } from "./sql";
import { TRANSLATED_FIELDS, translated } from "./translations";
import { loadProductDetail, type DetailRow } from "./product-detail-read";
import { DISCOUNT_TYPE, sellingPrice } from "./pricing";
import type { customizableProductResponse, standardProductResponse } from "./schemas";
import { selectionOf, valueKeyOf, valuesOfKey, variantLabel } from "./variant-selection";

// GET /product-details/{slug}: the `standard` and the `customizable` shape, filled from the
// product's own rows. Shapes the contract leaves open (colors, attributes, variants) are
// described in docs/decisions.md. Paths (`thumbnail_image`, `image_path`) are on the store's host.

export const productNotFound = refusal("not_found", "No published product of the store has this permalink: `Product not found.`");

const path = (relative: string | null | undefined) => (relative ? `${PUBLIC_PREFIX}${relative}` : null);

/** A product's details without the answer's `success`, which its route adds. */
export type ProductDetails = Omit<z.infer<typeof standardProductResponse>, "success"> | Omit<z.infer<typeof customizableProductResponse>, "success">;

/** `language`: the catalogue's texts in that language where the owner wrote them (the store's own without). */
type DetailInput = { slug: string; currency: DisplayCurrency; origin: string; language?: Language };

export async function productDetails(store: Store, input: DetailInput): Promise<ProductDetails> {
  const loaded = await loadProductDetail(store, input);
  if (!loaded) throw productNotFound.error(catalogMessages(store.language, "product"));
  const product = input.language ? detailIn(loaded, input.language) : loaded;
  return product.kind === "CUSTOMIZABLE" ? customizable(product, input) : standard(product, store, input);
}

/** The product's texts, its attributes', option groups' and options', and its categories' names, in `language`. */
function detailIn(product: DetailRow, language: Language): DetailRow {
  return {
    ...translated(product, language, TRANSLATED_FIELDS.product),
    attribute_values: product.attribute_values.map((v) => ({
      ...v,
      attribute_name: translated({ name: v.attribute_name, translations: v.attribute_translations }, language, ["name"]).name,
    })),
    option_groups: product.option_groups.map((g) => ({
      ...translated(g, language, TRANSLATED_FIELDS.optionGroup),
      options: g.options.map((o) => translated(o, language, TRANSLATED_FIELDS.option)),
    })),
    categories: categoriesShown(product.categories, language),
  };
}

const basePrice = (product: DetailRow) => product.prices.find((p) => p.variant_key === "");

function customizable(product: DetailRow, opts: DetailInput): Omit<z.infer<typeof customizableProductResponse>, "success"> {
  const base = basePrice(product);
  const unit = base?.unit_price ?? 0;
  return {
    product_type: "customizable",
    product: {
      id: product.id,
      name: product.name,
      thumbnail: imageOrPlaceholder(opts.origin, product.thumbnail_path),
      gallery: product.images.map((i) => publicUrl(opts.origin, i.path) ?? ""),
      base_price: amountNumber(inCurrency(sellingPrice(unit, product.discount_type, product.discount_amount), opts.currency)),
      oldPrice: amountNumber(inCurrency(unit, opts.currency)),
      quantity: base?.quantity ?? 0,
      description: product.description,
      options_groups: product.option_groups.map((g) => ({
        id: g.id,
        group_name: g.name,
        min_options: g.min_options,
        max_options: g.max_options,
        options: g.options.map((o) => ({
          id: o.id,
          option_name: o.name,
          price: amountString(inCurrency(o.price, opts.currency)),
          stock: o.stock,
          qty_max: o.qty_max,
          text_label: o.text_label,
          text_max_length: o.text_max_length,
        })),
      })),
      has_options: product.has_options,
      symbol_devise: opts.currency.symbol,
    },
  };
}

function standard(product: DetailRow, store: Store, opts: DetailInput): Omit<z.infer<typeof standardProductResponse>, "success"> {
  const tz = store.timezone;
  const money = (value: AmountInput) => amountNumber(inCurrency(value, opts.currency));
  const base = basePrice(product) ?? product.prices[0];
  const discount =
    product.discount_amount === null
      ? 0
      : product.discount_type === DISCOUNT_TYPE.FIXED
        ? money(product.discount_amount)
        : amountNumber(product.discount_amount);

  // Attributes in the order they were created, each one's values in the owner's order, as the statement reads them.
  const attributes = new Map<number, { id: number; name: string; values: { id: number; name: string }[] }>();
  for (const v of product.attribute_values) {
    const entry = attributes.get(v.attribute_id) ?? { id: v.attribute_id, name: v.attribute_name, values: [] };
    entry.values.push({ id: v.id, name: v.name });
    attributes.set(v.attribute_id, entry);
  }
  const valueById = new Map(
    product.attribute_values.map((v) => [v.id, { id: v.id, name: v.name, attributeId: v.attribute_id, attributeName: v.attribute_name }]),
  );
  const variantRows = product.prices.filter((p) => p.variant_key !== "");
  const valueKeys = [...new Set(variantRows.map((row) => valueKeyOf(row.variant_key)))].filter(Boolean);

  return {
    product_type: "standard",
    product: {
      id: product.id,
      name: product.name,
      brand: product.brand_name,
      summary: product.summary,
      description: product.description,
      product_type: product.product_type,
      supplier: product.supplier_id,
      permalink: product.slug,
      unit: product.unit,
      conditions: product.conditions,
      has_variant: product.has_variant,
      discount_type: product.discount_type ?? 0,
      discount_amount: product.discount_amount === null ? null : discount,
      pdf_specifications: product.pdf_specifications,
      thumbnail_image: product.thumbnail_upload_id === null ? null : String(product.thumbnail_upload_id),
      video_link: product.video_link,
      is_featured: product.is_featured,
      max_item_on_purchase: product.max_item_on_purchase,
      min_item_on_purchase: product.min_item_on_purchase,
      low_stock_quantity_alert: product.low_stock_quantity_alert,
      is_authentic: product.is_authentic,
      has_warranty: product.has_warranty,
      has_replacement_warranty: product.has_replacement_warranty,
      warrenty_days: product.warranty_days,
      is_refundable: product.is_refundable,
      shipping_location_type: product.shipping_location_type,
      is_active_cod: product.is_active_cod,
      is_active_free_shipping: product.is_active_free_shipping,
      cod_location_type: product.cod_location_type,
      is_active_attatchment: product.is_active_attachment,
      attatchment_name: product.attachment_name,
      shipping_cost: money(product.shipping_cost),
      is_apply_multiple_qty_shipping_cost: product.is_apply_multiple_qty_shipping_cost,
      is_enable_tax: product.is_enable_tax,
      tax_profile: product.tax_profile,
      status: product.status,
      id_cj: product.id_cj,
      profil_imported_countries: product.profil_imported_countries,
      has_options: product.has_options,
      created_at: sqlDateTime(product.created_at, tz),
      updated_at: sqlDateTime(product.updated_at, tz),
      is_approved: product.is_approved,
      id_lacaisse: product.id_lacaisse,
    },
    colorImages: product.colors.flatMap((c) => (c.path ? [{ color_id: c.id, color_name: c.name, image: publicUrl(opts.origin, c.path)! }] : [])),
    attributes: [...attributes.values()],
    colorsSectionNew: product.colors.map((c) => ({ id: c.id, name: c.name, code: c.code, image: publicUrl(opts.origin, c.path) })),
    prices: {
      id: base?.id ?? 0,
      product_id: product.id,
      sku: base?.sku ?? "",
      // The merchant's cost is not the shopper's business: the key stays for the apps, the value does not.
      purchase_price: 0,
      unit_price: money(base?.unit_price ?? 0),
      quantity: base?.quantity ?? 0,
      created_at: sqlDateTime(base ? new Date(base.created_at) : product.created_at, tz),
      updated_at: sqlDateTime(base ? new Date(base.updated_at) : product.updated_at, tz),
    },
    discount_type: product.discount_type ?? 0,
    amount_discount: discount,
    has_color: product.colors.length > 0,
    has_color_photo: product.colors.some((c) => c.path),
    thumbnail_image: path(product.thumbnail_path),
    galleryImagesLeft: product.images.map((i) => ({ image_path: path(i.path)!, upload_id: i.id })),
    symbol_devise: opts.currency.symbol,
    has_variant: product.has_variant,
    // null for a product without variants, as the service's public samples show.
    // One selection per combination of values, whatever its colors: the contract's clients choose
    // the values here and the color in colorsSectionNew.
    variantsDataNew: !valueKeys.length
      ? null
      : valueKeys.map((key) => {
          const values = valuesOfKey(key, valueById);
          return { variant_key: key, variant: selectionOf(values), variant_text: variantLabel(values) };
        }),
    variantsDataPrice: variantRows.map((row) => ({
      variant_key: valueKeyOf(row.variant_key),
      color_id: row.color_id,
      sku: row.sku,
      unit_price: money(row.unit_price),
      price: money(sellingPrice(row.unit_price, product.discount_type, product.discount_amount)),
      quantity: row.quantity,
    })),
    categories: categoriesShown(product.categories),
    total_reviews: product.review_count,
    average_rating: product.review_average === null ? 0 : amountNumber(product.review_average),
  };
}
