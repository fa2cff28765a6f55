import { refusal } from "../core/errors";
import { envelopeD } from "../api/envelopes";
import { type Page } from "../core/paging";
import { db, type Tx } from "../db/client";
import type { Prisma, Store } from "../db/generated/client";
import { storeOrigin } from "../tenancy/store-origin";
import { PRODUCT_RECORD_SELECT, productRecordOf, productSummaryOf, type ProductRow } from "./admin-serialize";
import { pictureIssues } from "./gallery";
import { refuseIssues, type Issue } from "./issues";
import { catalogMessages, productMessages } from "./messages";
import { findOwnerProducts, type OwnerProductFilter } from "./owner-products";
import { productRuleIssues } from "./product-rules";
import { DELETED, DRAFT, OWNER_STATUSES, PUBLISHED } from "./schemas";
import { type ProductInput, type ProductPatch } from "./product-schemas";
import { retryingTakenSlugs, slugFor } from "./slugs";

// The owner's products (management routes): listed with filters, read, created, changed, and
// deleted. A write is one transaction over the product's row and the rows around it (prices and
// stock, pictures, categories, colors, attributes and variants, option groups and options), every
// one of which the catalog_version trigger covers, so the customer API's kept answers are renewed
// at its commit (docs/decisions.md, Administration API: Products).

export const managedProductNotFound = refusal("not_found", "No product of the store has this id (a deleted one neither): `Product not found.`");

/** A product with a long description and many variants is a larger body than most: 1 MB. */
export const PRODUCT_BODY_BYTES = 1024 * 1024;

/** A product's writes are many statements: more time than Prisma's default 5 s on a busy embedded database. */
const WRITE = { timeout: 20_000 } as const;

type Origin = { platformOrigin: string };
type ListQuery = { search?: string; category_id?: number; status?: "published" | "draft"; stock?: OwnerProductFilter["stock"] };

/** The owner's products, newest first, filtered, in shape D. */
export async function listProducts(store: Store, input: Origin & { page: Page; filter: ListQuery }) {
  const { filter } = input;
  const { products, total } = await findOwnerProducts(
    store.id,
    {
      search: filter.search,
      categoryId: filter.category_id,
      status: filter.status === undefined ? undefined : filter.status === "published" ? PUBLISHED : DRAFT,
      stock: filter.stock,
    },
    input.page,
  );
  const origin = storeOrigin(store, input.platformOrigin);
  return {
    success: true as const,
    data: products.map((product) => productSummaryOf(product, origin)),
    ...envelopeD(input.page, total, `${input.platformOrigin}/api/products`),
  };
}

export async function product(store: Store, input: Origin & { id: number }) {
  const row = await db().product.findFirst({ where: { id: input.id, storeId: store.id, status: { in: [...OWNER_STATUSES] } }, select: PRODUCT_RECORD_SELECT });
  if (!row) throw managedProductNotFound.error(catalogMessages(store.language, "product"));
  return { success: true as const, data: productRecordOf(row, storeOrigin(store, input.platformOrigin)) };
}

/** A new product: a name and a price make a draft. */
export async function createProduct(store: Store, input: Origin & { product: ProductInput }) {
  const sent = input.product;
  const created: ProductInput = { ...sent, thumbnail_id: sent.thumbnail_id === undefined ? (sent.image_ids[0] ?? null) : sent.thumbnail_id };
  const id = await retryingTakenSlugs(() =>
    db().$transaction(async (tx) => {
      await check(tx, store, created, { stockSent: sent.stock !== undefined });
      const slug = await slugFor(tx, "products", store, { given: created.slug, name: created.name, fallback: "product" });
      const row = await tx.product.create({ data: { storeId: store.id, slug, name: created.name, ...columnsOf(created, () => true) }, select: { id: true } });
      await tx.productPrice.create({
        data: {
          storeId: store.id,
          productId: row.id,
          sku: created.sku,
          unitPrice: created.price,
          purchasePrice: created.purchase_price,
          quantity: created.stock ?? 0,
        },
      });
      await writeChildren(tx, store, row.id, created, () => true, undefined);
      return row.id;
    }, WRITE),
  );
  return product(store, { id, platformOrigin: input.platformOrigin });
}

/** Changes what the patch sends, and nothing else; the rules are checked on the product as it will be. */
export async function updateProduct(store: Store, input: Origin & { id: number; patch: ProductPatch }) {
  const { patch } = input;
  const sent = (field: keyof ProductInput) => patch[field] !== undefined;
  await retryingTakenSlugs(() =>
    db().$transaction(async (tx) => {
      const current = await lockProduct(tx, store, input.id);
      const updated: ProductInput = { ...inputOf(current), ...patch };
      // Taking the discount off takes its amount with it.
      if (patch.discount_type === 0 && !sent("discount_amount")) updated.discount_amount = null;
      await check(tx, store, updated, { stockSent: sent("stock"), current });
      const slug = sent("slug")
        ? await slugFor(tx, "products", store, { given: patch.slug, name: updated.name, fallback: "product", ownId: current.id })
        : undefined;
      const columns = { ...columnsOf(updated, sent), ...(slug === undefined ? {} : { slug }) };
      if (Object.keys(columns).length) await tx.product.update({ where: { id: current.id, storeId: store.id }, data: columns });
      const base = {
        ...(sent("price") ? { unitPrice: updated.price } : {}),
        ...(sent("purchase_price") ? { purchasePrice: updated.purchase_price } : {}),
        ...(sent("sku") ? { sku: updated.sku } : {}),
        ...(sent("stock") ? { quantity: updated.stock } : {}),
      };
      if (Object.keys(base).length) {
        await tx.productPrice.upsert({
          where: { productId_variantKey: { productId: current.id, variantKey: "" } },
          create: {
            storeId: store.id,
            productId: current.id,
            sku: updated.sku,
            unitPrice: updated.price,
            purchasePrice: updated.purchase_price,
            quantity: updated.stock ?? 0,
          },
          update: base,
        });
      }
      await writeChildren(tx, store, current.id, updated, sent, current);
    }, WRITE),
  );
  return product(store, input);
}

/**
 * Deletes the product for everyone but its orders: it becomes status 3, which no list, search,
 * detail, cart or checkout shows; its lines leave every cart; its slug is freed for a new
 * product (`{slug}~deleted-{id}`, which no slug the owner may give can be). Orders keep their
 * lines, which copied what they show.
 */
export async function deleteProduct(store: Store, input: { id: number }) {
  await db().$transaction(async (tx) => {
    const current = await lockProduct(tx, store, input.id);
    await tx.cartLine.deleteMany({ where: { storeId: store.id, productId: current.id } });
    await tx.product.update({ where: { id: current.id, storeId: store.id }, data: { status: DELETED, slug: `${current.slug}~deleted-${current.id}` } });
  }, WRITE);
  return { success: true as const };
}

/** The product, its row locked until the transaction ends, so that two writes of it take turns. */
async function lockProduct(tx: Tx, store: Store, id: number): Promise<ProductRow> {
  const [locked] = await tx.$queryRaw<{ id: number }[]>`
    SELECT id FROM products WHERE id = ${id} AND store_id = ${store.id} AND status IN (${PUBLISHED}, ${DRAFT}) FOR UPDATE`;
  const current = locked && (await tx.product.findFirst({ where: { id: locked.id, storeId: store.id }, select: PRODUCT_RECORD_SELECT }));
  if (!current) throw managedProductNotFound.error(catalogMessages(store.language, "product"));
  return current;
}

/** The stored product as the owner would write it, for a patch to go over: its record, whose fields have the input's names. */
function inputOf(product: ProductRow): ProductInput {
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
    attributes: attributes.map((attribute) => ({ name: attribute.name, values: attribute.values.map((value) => value.name) })),
    variants: variants.map(({ id: _variantId, variant_key: _key, ...variant }) => variant),
  };
}

/**
 * Refuses (422, every field named) a product that breaks a rule between its fields, names a record
 * the store does not have (brand, supplier, categories, pictures), or a color, option group or option the
 * product does not have.
 */
async function check(tx: Tx, store: Store, product: ProductInput, opts: { stockSent: boolean; current?: ProductRow }) {
  const issues: Issue[] = [...productRuleIssues(product, opts.stockSent), ...childIssues(product, opts.current)];
  const add = (path: Issue["path"], message: Issue["message"]) => issues.push({ path, message });

  if (product.brand_id !== null && !(await tx.brand.findFirst({ where: { id: product.brand_id, storeId: store.id }, select: { id: true } }))) {
    add(["brand_id"], (language) => productMessages(language, "notBrand"));
  }
  // Its row shared-locked to the commit, as the foreign key would: a delete of the supplier either
  // waits and then sees this product (409), or went first and this finds nothing (422).
  if (
    product.supplier_id !== null &&
    !(await tx.$queryRaw<unknown[]>`SELECT 1 FROM suppliers WHERE id = ${product.supplier_id} AND store_id = ${store.id} FOR KEY SHARE`).length
  ) {
    add(["supplier_id"], (language) => productMessages(language, "notSupplier"));
  }
  if (product.category_ids.length) {
    const found = new Set(
      (await tx.category.findMany({ where: { storeId: store.id, id: { in: product.category_ids } }, select: { id: true } })).map((c) => c.id),
    );
    const unknown = product.category_ids.filter((id) => !found.has(id));
    if (unknown.length) add(["category_ids"], (language) => productMessages(language, "notCategories", { ids: unknown.join(", ") }));
  }
  issues.push(
    ...(await pictureIssues(tx, store, [
      // A thumbnail of the gallery sent is checked there (the first one is the thumbnail unless told).
      ...(product.thumbnail_id == null || product.image_ids.includes(product.thumbnail_id) ? [] : [{ path: ["thumbnail_id"], id: product.thumbnail_id }]),
      ...product.image_ids.map((id, i) => ({ path: ["image_ids", i], id })),
      ...product.colors.flatMap((c, i) => (c.image_id === null ? [] : [{ path: ["colors", i, "image_id"], id: c.image_id }])),
    ])),
  );
  refuseIssues(issues, store.language);
}

/** Colors, option groups and options sent with an id must be the product's own (its group's, for an option). */
function childIssues(product: ProductInput, current: ProductRow | undefined): Issue[] {
  const issues: Issue[] = [];
  const colors = new Set(current?.colors.map((c) => c.id));
  product.colors.forEach((color, i) => {
    if (color.id !== undefined && !colors.has(color.id))
      issues.push({ path: ["colors", i, "id"], message: (language) => productMessages(language, "notColor") });
  });
  const groups = new Map(current?.optionGroups.map((g) => [g.id, new Set(g.options.map((o) => o.id))]));
  product.option_groups.forEach((group, i) => {
    const options = group.id === undefined ? new Set<number>() : groups.get(group.id);
    if (!options) return issues.push({ path: ["option_groups", i, "id"], message: (language) => productMessages(language, "notGroup") });
    group.options.forEach((option, j) => {
      if (option.id !== undefined && !options.has(option.id)) {
        issues.push({ path: ["option_groups", i, "options", j, "id"], message: (language) => productMessages(language, "notOption") });
      }
    });
  });
  return issues;
}

/** The product row's columns for the fields `sent` names, and the flags derived from them. */
type Columns = Partial<Omit<Prisma.ProductUncheckedCreateInput, "storeId" | "slug">>;

function columnsOf(product: ProductInput, sent: (field: keyof ProductInput) => boolean): Columns {
  const columns: Record<keyof ProductInput, Columns | undefined> = {
    kind: { kind: product.kind === "customizable" ? "CUSTOMIZABLE" : "STANDARD" },
    name: { name: product.name },
    slug: undefined,
    status: { status: product.status },
    summary: { summary: product.summary },
    description: { description: product.description },
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
    // The contract's flags say whether the product has variants, and option groups.
    variants: { hasVariant: product.variants.length ? 1 : 2 },
    option_groups: { hasOptions: product.option_groups.length ? 1 : 2 },
  };
  return Object.assign({}, ...Object.entries(columns).map(([field, value]) => (sent(field as keyof ProductInput) ? value : undefined)));
}

/** The rows around the product, for the lists `sent` names: each list sent replaces the product's. */
async function writeChildren(
  tx: Tx,
  store: Store,
  productId: number,
  product: ProductInput,
  sent: (field: keyof ProductInput) => boolean,
  current: ProductRow | undefined,
) {
  const owned = { storeId: store.id, productId };
  if (sent("image_ids")) {
    await tx.productImage.deleteMany({ where: owned });
    await tx.productImage.createMany({ data: product.image_ids.map((uploadId, position) => ({ ...owned, uploadId, position })) });
  }
  if (sent("category_ids")) {
    await tx.productCategory.deleteMany({ where: { ...owned, categoryId: { notIn: product.category_ids } } });
    await tx.productCategory.createMany({ data: product.category_ids.map((categoryId) => ({ ...owned, categoryId })), skipDuplicates: true });
  }
  if (sent("colors")) await writeColors(tx, owned, product.colors, current);
  if (sent("attributes") || sent("variants")) await writeVariants(tx, store, owned, product, sent, current);
  if (sent("option_groups")) await writeOptionGroups(tx, owned, product.option_groups);
}

type Owned = { storeId: number; productId: number };

/** Colors kept (by id) are changed, new ones added, the others deleted with the cart lines of them. */
async function writeColors(tx: Tx, owned: Owned, colors: ProductInput["colors"], current: ProductRow | undefined) {
  const kept = new Set(colors.flatMap((c) => (c.id === undefined ? [] : [c.id])));
  const gone = (current?.colors ?? []).map((c) => c.id).filter((id) => !kept.has(id));
  if (gone.length) {
    await tx.cartLine.deleteMany({ where: { ...owned, colorId: { in: gone } } });
    await tx.productColor.deleteMany({ where: { ...owned, id: { in: gone } } });
  }
  for (const [position, color] of colors.entries()) {
    const data = { name: color.name, code: color.code.startsWith("#") ? color.code : `#${color.code}`, uploadId: color.image_id, position };
    if (color.id === undefined) await tx.productColor.create({ data: { ...owned, ...data } });
    else await tx.productColor.update({ where: { id: color.id, productId: owned.productId }, data });
  }
}

/**
 * The product's attribute values (the store's attributes and values, made when new) and its
 * variants' price rows, keyed by the sorted ids of the values they name: rows of keys still sold
 * are changed, new ones added, the others deleted with the cart lines of them (a foreign key).
 */
async function writeVariants(
  tx: Tx,
  store: Store,
  owned: Owned,
  product: ProductInput,
  sent: (field: keyof ProductInput) => boolean,
  current: ProductRow | undefined,
) {
  const valueIds = await attributeValueIds(tx, store, product.attributes);
  if (sent("attributes")) {
    const offered = [...valueIds.values()].flatMap((values) => [...values.values()]);
    await tx.productAttributeValue.deleteMany({ where: { ...owned, attributeValueId: { notIn: offered } } });
    await tx.productAttributeValue.createMany({ data: offered.map((attributeValueId) => ({ ...owned, attributeValueId })), skipDuplicates: true });
  }
  if (!sent("variants")) return;
  const rows = product.variants.map((variant) => ({
    variantKey: Object.entries(variant.values)
      .map(([attribute, value]) => valueIds.get(attribute)!.get(value)!)
      .sort((a, b) => a - b)
      .join("-"),
    sku: variant.sku,
    unitPrice: variant.price,
    purchasePrice: variant.purchase_price,
    quantity: variant.stock,
  }));
  const keys = rows.map((row) => row.variantKey);
  const existing = new Set((current?.prices ?? []).map((price) => price.variantKey));
  await tx.productPrice.deleteMany({ where: { ...owned, variantKey: { notIn: ["", ...keys] } } });
  for (const row of rows) {
    if (existing.has(row.variantKey)) {
      await tx.productPrice.update({ where: { productId_variantKey: { productId: owned.productId, variantKey: row.variantKey } }, data: row });
    } else {
      await tx.productPrice.create({ data: { ...owned, ...row } });
    }
  }
}

/** The ids of the attributes' values, by attribute name then value name; the store's attributes and values are made when new. */
async function attributeValueIds(tx: Tx, store: Store, attributes: ProductInput["attributes"]): Promise<Map<string, Map<string, number>>> {
  if (attributes.length === 0) return new Map();
  // ON CONFLICT DO NOTHING: two products written at once may make the same attribute or value.
  await tx.attribute.createMany({ data: attributes.map((a) => ({ storeId: store.id, name: a.name })), skipDuplicates: true });
  const rows = await tx.attribute.findMany({ where: { storeId: store.id, name: { in: attributes.map((a) => a.name) } }, select: { id: true, name: true } });
  const attributeIds = new Map(rows.map((a) => [a.name, a.id]));
  await tx.attributeValue.createMany({
    data: attributes.flatMap((a) => a.values.map((name, position) => ({ storeId: store.id, attributeId: attributeIds.get(a.name)!, name, position }))),
    skipDuplicates: true,
  });
  const values = await tx.attributeValue.findMany({
    where: { storeId: store.id, attributeId: { in: [...attributeIds.values()] } },
    select: { id: true, name: true, attributeId: true },
  });
  return new Map(
    attributes.map((a) => {
      const attributeId = attributeIds.get(a.name)!;
      return [a.name, new Map(values.filter((v) => v.attributeId === attributeId && a.values.includes(v.name)).map((v) => [v.name, v.id]))];
    }),
  );
}

/** Groups and options kept (by id) are changed, new ones added, the others deleted. */
async function writeOptionGroups(tx: Tx, owned: Owned, groups: ProductInput["option_groups"]) {
  const kept = new Set(groups.flatMap((g) => (g.id === undefined ? [] : [g.id])));
  await tx.optionGroup.deleteMany({ where: { ...owned, id: { notIn: [...kept] } } });
  for (const [position, group] of groups.entries()) {
    const data = { name: group.name, minOptions: group.min_options, maxOptions: group.max_options, position };
    const groupId =
      group.id === undefined
        ? (await tx.optionGroup.create({ data: { ...owned, ...data }, select: { id: true } })).id
        : (await tx.optionGroup.update({ where: { id: group.id, productId: owned.productId }, data, select: { id: true } })).id;
    const keptOptions = group.options.flatMap((o) => (o.id === undefined ? [] : [o.id]));
    await tx.option.deleteMany({ where: { storeId: owned.storeId, groupId, id: { notIn: keptOptions } } });
    for (const [optionPosition, option] of group.options.entries()) {
      const optionData = { name: option.name, price: option.price, stock: option.stock, qtyMax: option.qty_max, position: optionPosition };
      if (option.id === undefined) await tx.option.create({ data: { storeId: owned.storeId, groupId, ...optionData } });
      else await tx.option.update({ where: { id: option.id, groupId }, data: optionData });
    }
  }
}
