import { variantKeyOf } from "./variant-selection";
import type { Tx } from "../db/client";
import type { Store } from "../db/generated/client";
import type { ProductRow } from "./admin-serialize";
import type { ProductInput } from "./product-schemas";
import { storedTranslations } from "./translations";

// The rows around a product that its write replaces: pictures, categories, colors, attribute
// values and variants' price rows, option groups and options.

/** The rows around the product, for the lists `sent` names: each list sent replaces the product's. */
export async function writeChildren(
  tx: Tx,
  store: Store,
  input: { productId: number; product: ProductInput; sent: (field: keyof ProductInput) => boolean; current: ProductRow | undefined },
) {
  const { product, sent, current } = input;
  const owned = { storeId: store.id, productId: input.productId };
  if (sent("image_ids")) {
    await tx.productImage.deleteMany({ where: owned });
    await tx.productImage.createMany({ data: product.image_ids.map((uploadId, position) => ({ ...owned, uploadId, position })) });
  }
  if (sent("category_ids")) {
    await tx.productCategory.deleteMany({ where: { ...owned, categoryId: { notIn: product.category_ids } } });
    await tx.productCategory.createMany({ data: product.category_ids.map((categoryId) => ({ ...owned, categoryId })), skipDuplicates: true });
  }
  if (sent("colors")) await writeColors(tx, owned, product.colors, current);
  if (sent("attributes") || sent("variants")) await writeVariants(tx, store, { owned, product, sent, current });
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
 * variants' price rows, one per color and values (variantKeyOf): rows of keys still sold are
 * changed, new ones added, the others deleted with the cart lines of them (a foreign key).
 */
async function writeVariants(
  tx: Tx,
  store: Store,
  input: { owned: Owned; product: ProductInput; sent: (field: keyof ProductInput) => boolean; current: ProductRow | undefined },
) {
  const { owned, product, sent, current } = input;
  const valueIds = await attributeValueIds(tx, store, product.attributes);
  if (sent("attributes")) {
    const offered = [...valueIds.values()].flatMap((values) => [...values.values()]);
    await tx.productAttributeValue.deleteMany({ where: { ...owned, attributeValueId: { notIn: offered } } });
    await tx.productAttributeValue.createMany({ data: offered.map((attributeValueId) => ({ ...owned, attributeValueId })), skipDuplicates: true });
  }
  if (!sent("variants")) return;
  // Written after the colors: a color new in this write has its id.
  const colors = await tx.productColor.findMany({ where: owned, select: { id: true, name: true } });
  const rows = product.variants.map((variant) => {
    const colorId = colors.find((c) => c.name === variant.color)?.id ?? null;
    const ids = Object.entries(variant.values).map(([attribute, value]) => valueIds.get(attribute)!.get(value)!);
    return { variantKey: variantKeyOf(ids, colorId), colorId, ...priceOf(variant) };
  });
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

const priceOf = (variant: ProductInput["variants"][number]) => ({
  sku: variant.sku,
  unitPrice: variant.price,
  purchasePrice: variant.purchase_price,
  quantity: variant.stock,
});

/** The ids of the attributes' values, by attribute name then value name; the store's attributes and values are made when new. */
async function attributeValueIds(tx: Tx, store: Store, attributes: ProductInput["attributes"]): Promise<Map<string, Map<string, number>>> {
  if (attributes.length === 0) return new Map();
  // ON CONFLICT DO NOTHING: two products written at once may make the same attribute or value.
  await tx.attribute.createMany({ data: attributes.map((a) => ({ storeId: store.id, name: a.name })), skipDuplicates: true });
  const rows = await tx.attribute.findMany({ where: { storeId: store.id, name: { in: attributes.map((a) => a.name) } }, select: { id: true, name: true } });
  const attributeIds = new Map(rows.map((a) => [a.name, a.id]));
  // Translations sent with an attribute are the store's attribute's, for every product offered in it.
  for (const a of attributes) {
    if (a.translations) await tx.attribute.update({ where: { id: attributeIds.get(a.name)! }, data: { translations: storedTranslations(a.translations) } });
  }
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
    const data = {
      name: group.name,
      translations: storedTranslations(group.translations),
      minOptions: group.min_options,
      maxOptions: group.max_options,
      position,
    };
    const groupId =
      group.id === undefined
        ? (await tx.optionGroup.create({ data: { ...owned, ...data }, select: { id: true } })).id
        : (await tx.optionGroup.update({ where: { id: group.id, productId: owned.productId }, data, select: { id: true } })).id;
    const keptOptions = group.options.flatMap((o) => (o.id === undefined ? [] : [o.id]));
    await tx.option.deleteMany({ where: { storeId: owned.storeId, groupId, id: { notIn: keptOptions } } });
    for (const [optionPosition, option] of group.options.entries()) {
      const text = { textLabel: option.text_label, textMaxLength: option.text_label === null ? null : option.text_max_length };
      const optionData = {
        name: option.name,
        translations: storedTranslations(option.translations),
        price: option.price,
        stock: option.stock,
        qtyMax: option.qty_max,
        position: optionPosition,
        ...text,
      };
      if (option.id === undefined) await tx.option.create({ data: { storeId: owned.storeId, groupId, ...optionData } });
      else await tx.option.update({ where: { id: option.id, groupId }, data: optionData });
    }
  }
}
