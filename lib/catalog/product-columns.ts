import { FLAG } from "../core/flags";
import type { Prisma } from "../db/generated/client";
import { productRecordOf, type ProductRow } from "./admin-serialize";
import type { ProductInput } from "./product-schemas";
import { storedTranslations } from "./translations";

// A product's row as its input names it, both ways: the stored product as the owner would write
// it (what a patch goes over) and the row's columns a write sets.

/** The stored product as the owner would write it, for a patch to go over: its record, whose fields have the input's names. */
export function inputOf(product: ProductRow): ProductInput {
  const {
    id: _id,
    url: _url,
    thumbnail: _thumbnail,
    has_variant: _hasVariant,
    has_options: _hasOptions,
    is_approved: _isApproved,
    created_at: _createdAt,
    updated_at: _updatedAt,
    images,
    categories,
    colors,
    attributes,
    variants,
    ...fields
  } = productRecordOf(product, "");
  return {
    // The stored flags and types are values the input's schema took.
    ...(fields as Omit<ProductInput, "image_ids" | "category_ids" | "colors" | "attributes" | "variants">),
    image_ids: images.map((image) => image.id),
    category_ids: categories.map((category) => category.id),
    colors: colors.map(({ image: _image, ...color }) => color),
    attributes: attributes.map((attribute) => ({
      name: attribute.name,
      translations: attribute.translations,
      values: attribute.values.map((value) => value.name),
    })),
    variants: variants.map(({ id: _variantId, variant_key: _key, color_id: _colorId, ...variant }) => variant),
  };
}

/** The product row's columns for the fields `sent` names, and the flags derived from them. */
type Columns = Partial<Omit<Prisma.ProductUncheckedCreateInput, "storeId" | "slug">>;

export function columnsOf(product: ProductInput, sent: (field: keyof ProductInput) => boolean): Columns {
  const columns: Record<keyof ProductInput, Columns | undefined> = {
    kind: { kind: product.kind === "customizable" ? "CUSTOMIZABLE" : "STANDARD" },
    name: { name: product.name },
    slug: undefined,
    status: { status: product.status },
    summary: { summary: product.summary },
    description: { description: product.description },
    translations: { translations: storedTranslations(product.translations) },
    product_type: { productType: product.product_type },
    supplier_id: { supplierId: product.supplier_id },
    unit: { unit: product.unit },
    conditions: { conditions: product.conditions },
    brand_id: { brandId: product.brand_id },
    price: undefined,
    purchase_price: undefined,
    sku: undefined,
    stock: undefined,
    // No discount is stored as none at all (null), as the customer API reads it.
    discount_type: { discountType: product.discount_type || null, discountAmount: product.discount_type ? product.discount_amount : null },
    discount_amount: { discountType: product.discount_type || null, discountAmount: product.discount_type ? product.discount_amount : null },
    pdf_specifications: { pdfSpecifications: product.pdf_specifications },
    video_link: { videoLink: product.video_link },
    is_featured: { isFeatured: product.is_featured },
    min_item_on_purchase: { minItemOnPurchase: product.min_item_on_purchase },
    max_item_on_purchase: { maxItemOnPurchase: product.max_item_on_purchase },
    low_stock_quantity_alert: { lowStockQuantityAlert: product.low_stock_quantity_alert },
    is_authentic: { isAuthentic: product.is_authentic },
    has_warranty: { hasWarranty: product.has_warranty },
    has_replacement_warranty: { hasReplacementWarranty: product.has_replacement_warranty },
    warrenty_days: { warrantyDays: product.warrenty_days },
    is_refundable: { isRefundable: product.is_refundable },
    shipping_location_type: { shippingLocationType: product.shipping_location_type },
    is_active_cod: { isActiveCod: product.is_active_cod },
    is_active_free_shipping: { isActiveFreeShipping: product.is_active_free_shipping },
    cod_location_type: { codLocationType: product.cod_location_type },
    is_active_attatchment: { isActiveAttachment: product.is_active_attatchment },
    attatchment_name: { attachmentName: product.attatchment_name },
    shipping_cost: { shippingCost: product.shipping_cost },
    is_apply_multiple_qty_shipping_cost: { isApplyMultipleQtyShippingCost: product.is_apply_multiple_qty_shipping_cost },
    is_enable_tax: { isEnableTax: product.is_enable_tax },
    tax_rate: { taxRate: product.tax_rate },
    tax_profile: { taxProfile: product.tax_profile },
    id_cj: { idCj: product.id_cj },
    profil_imported_countries: { profilImportedCountries: product.profil_imported_countries },
    id_lacaisse: { idLacaisse: product.id_lacaisse },
    thumbnail_id: { thumbnailUploadId: product.thumbnail_id ?? null },
    image_ids: undefined,
    category_ids: undefined,
    colors: undefined,
    attributes: undefined,
    // The contract's flags say whether the product has variants of attributes (colors have their
    // own, has_color), and option groups.
    variants: { hasVariant: product.variants.some((v) => Object.keys(v.values).length) ? FLAG.YES : FLAG.NO },
    option_groups: { hasOptions: product.option_groups.length ? FLAG.YES : FLAG.NO },
  };
  return Object.assign({}, ...Object.entries(columns).map(([field, value]) => (sent(field as keyof ProductInput) ? value : undefined)));
}
