import { fieldError, refusal } from "../core/errors";
import { skipTake, type Page } from "../core/paging";
import { db } from "../db/client";
import { isForeignKeyViolation, isUniqueViolation } from "../db/errors";
import type { Store } from "../db/generated/client";
import { imageOrPlaceholder } from "../media/placeholder";
import { inCurrency, type DisplayCurrency } from "../money/currency";
import { amountNumber, amountString } from "../money/money";
import { priceLines, shownPrices, type PricedLine } from "../catalog/price-line";
import { optionsLabel, optionsPrice, textsOf, type ChosenOption } from "../catalog/option-choice";
import { sellingPrice } from "../catalog/pricing";
import { selectionOf, valueKeyOf, valuesOfKey, variantLabel, type AttributeValue, type VariantSelection } from "../catalog/variant-selection";
import type { Tx } from "../db/client";
import { shortOfStockMessage } from "../inventory/stock";
import { cartMessages } from "./messages";
import { postedOptions, type AddToCartInput } from "./schemas";
import type { Language } from "../i18n/messages";
import { translated } from "../catalog/translations";

// The signed-in customer's cart. One line per product, color, variant and options (with their
// texts): adding the same again raises its quantity (an upsert on the line key, so concurrent adds
// neither duplicate nor lose quantity), and a line's quantity may be set (`setCartQuantity`). What
// the cart then holds must respect the product's min and max per order, counted over all its lines,
// and the stock of the chosen price row and options, counted over the lines that draw on them (other
// options or texts), or nothing changes. A line goes with its price row: deleting a variant deletes
// its lines (a foreign key), so that no line is listed at a price that no longer exists.

export const cartLineNotFound = refusal("not_found", "No line of this customer's cart has this id");

/** The signed-in customer whose cart it is, and how the answer is shown. */
type Shopper = { customerId: number; currency: DisplayCurrency; origin: string };

export async function addToCart(store: Store, input: Shopper & { item: AddToCartInput }) {
  const { currency, origin } = input;
  const { item, line } = await retryOnConflict(() => writeLine(store, input.customerId, input.item));
  const { product } = item;
  const shown = shownPrices(item, currency);
  return {
    productId: String(product.id),
    productName: product.name,
    productPermalink: product.slug,
    productImage: imageOrPlaceholder(origin, product.thumbnail?.path),
    paramsVariantText: item.variantText,
    // "" when no variant was chosen, as the service's public samples show.
    paramsVariant: Object.keys(item.variant).length ? item.variant : "",
    unitPrice: amountString(shown.unitPrice),
    oldPrice: amountNumber(shown.oldPrice),
    quantity: String(line.quantity),
    min_item: product.minItemOnPurchase,
    max_item: product.maxItemOnPurchase,
    seller: store.name,
    shopName: store.name,
    shopSlug: store.subdomain,
    brand_id: product.brandId,
    attachment: line.attachment,
    attributes_added: Object.values(item.variant),
    colors_added: item.color ? [item.color] : [],
    product_cj: product.idCj,
    options: item.options.map((o) => shownOption(o, currency)),
    option_texts: textsOf(item.options),
  };
}

const shownOption = (option: ChosenOption, currency: DisplayCurrency) => ({ ...option, price: amountNumber(inCurrency(option.price, currency)) });

/** The add's line written, and what it was checked against: the item as read when it was written. */
async function writeLine(store: Store, customerId: number, input: AddToCartInput) {
  const posted = { productId: input.product_id, colorId: input.color, variant: input.variant, quantity: input.quantity, ...postedOptions(input) };
  const item = (await priceLines(store, { lines: [posted], field: () => "product_id", optionsField: () => "options" }))[0]!;
  const { product } = item;
  const lineKey = `${product.id}:${item.color?.id ?? ""}:${item.variantKey}${item.optionsKey}`;

  const line = await db().$transaction(async (tx) => {
    // Writing the cart row locks it, so adds to one cart take turns: each counts the lines that
    // the one before it committed, whichever line that one wrote.
    const cart = await tx.cart.upsert({
      where: { customerId },
      create: { storeId: store.id, customerId },
      update: { updatedAt: new Date() },
      select: { id: true },
    });
    const saved = await tx.cartLine.upsert({
      where: { cartId_lineKey: { cartId: cart.id, lineKey } },
      create: {
        storeId: store.id,
        cartId: cart.id,
        productId: product.id,
        colorId: item.color?.id ?? null,
        variantKey: item.variantKey,
        variant: input.variant ?? undefined,
        optionIds: item.options.map((o) => o.id).sort((a, b) => a - b),
        optionTexts: item.options.some((o) => o.text !== null) ? textsOf(item.options) : undefined,
        lineKey,
        quantity: input.quantity,
      },
      update: { quantity: { increment: input.quantity } },
    });
    await checkHeld(tx, store, { cartId: cart.id, item });
    return saved;
  });
  return { item, line };
}

/**
 * What the cart holds of the item's product once a line is written, inside its transaction (a
 * refusal rolls the write back): within the product's min and max, and the stock of the row and of the chosen options.
 */
async function checkHeld(tx: Tx, store: Store, { cartId, item }: { cartId: number; item: PricedLine }) {
  const { product, price } = item;
  const refuse = (key: "min" | "max", params: Record<string, string | number>) =>
    fieldError("quantity", cartMessages(store.language, key, { name: product.name, ...params }));
  const held = await tx.cartLine.findMany({
    where: { storeId: store.id, cartId, productId: product.id },
    select: { variantKey: true, quantity: true, optionIds: true },
  });
  const ofProduct = sumOf(held);
  if (ofProduct < product.minItemOnPurchase) throw refuse("min", { min: product.minItemOnPurchase });
  if (ofProduct > product.maxItemOnPurchase) throw refuse("max", { max: product.maxItemOnPurchase });
  if (sumOf(held.filter((l) => l.variantKey === item.variantKey)) > price.quantity) {
    throw fieldError("quantity", shortOfStockMessage(store, product.name, price.quantity));
  }
  // Each chosen option's stock, counted over the lines that chose it (other texts, other options).
  const offered = new Map(product.optionGroups.flatMap((g) => g.options.map((o) => [o.id, o.stock])));
  for (const option of item.options) {
    const left = offered.get(option.id)!;
    if (sumOf(held.filter((l) => l.optionIds.includes(option.id))) > left) {
      throw fieldError("quantity", shortOfStockMessage(store, `${product.name} (${option.name})`, left));
    }
  }
}

/**
 * A line's quantity set (the storefront's stepper), checked as an add is; the line priced again
 * from what it was added with, so that a variant or color no longer sold is refused as by an add.
 */
export async function setCartQuantity(store: Store, input: { customerId: number; cartItemId: number; quantity: number }): Promise<string> {
  const where = { id: input.cartItemId, storeId: store.id, cart: { customerId: input.customerId } };
  const line = await db().cartLine.findFirst({
    where,
    select: { cartId: true, productId: true, colorId: true, variant: true, optionIds: true, optionTexts: true },
  });
  if (!line) throw cartLineNotFound.error(cartMessages(store.language, "notFound"));
  const posted = {
    productId: line.productId,
    colorId: line.colorId,
    variant: line.variant as VariantSelection | null,
    quantity: input.quantity,
    options: line.optionIds,
    optionTexts: (line.optionTexts ?? {}) as Record<string, string>,
  };
  const [item] = await priceLines(store, { lines: [posted], field: () => "cart_item_id" });
  await db().$transaction(async (tx) => {
    // The cart row locked first, as an add locks it: changes to one cart take turns.
    await tx.cart.update({ where: { id: line.cartId }, data: { updatedAt: new Date() } });
    const { count } = await tx.cartLine.updateMany({ where, data: { quantity: input.quantity } });
    if (count === 0) throw cartLineNotFound.error(cartMessages(store.language, "notFound"));
    await checkHeld(tx, store, { cartId: line.cartId, item: item! });
  });
  return cartMessages(store.language, "updated");
}

const sumOf = (lines: { quantity: number }[]) => lines.reduce((sum, line) => sum + line.quantity, 0);

/**
 * Prisma's upsert reads, then writes: two adds racing for a new cart or line can both try the
 * insert, and the unique index refuses one (P2002); run again, it finds the row and increments it.
 * A product or variant deleted after it was read fails the line's foreign key (P2003); run again,
 * the add reads that it is gone and refuses it as any unknown variant.
 */
async function retryOnConflict<T>(work: () => Promise<T>, attempts = 4): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      const conflict = isUniqueViolation(error) || isForeignKeyViolation(error);
      if (!conflict || attempt >= attempts) throw error;
    }
  }
}

export type CartItem = Awaited<ReturnType<typeof listCart>>["rows"][number];

/** `language`: product and option names in that language where the owner wrote them (the store's own without). */
export async function listCart(store: Store, input: Shopper & { page: Page; language?: Language }) {
  const { customerId, page, currency, origin, language } = input;
  const where = { storeId: store.id, cart: { customerId } };
  const [lines, total] = await Promise.all([
    db().cartLine.findMany({
      where,
      orderBy: { id: "asc" },
      ...skipTake(page),
      include: {
        price: { select: { unitPrice: true } },
        product: {
          select: {
            name: true,
            translations: true,
            slug: true,
            discountType: true,
            discountAmount: true,
            minItemOnPurchase: true,
            maxItemOnPurchase: true,
            thumbnail: { select: { path: true } },
            colors: { select: { id: true, name: true } },
            attributeValues: { select: { attributeValue: { select: { id: true, name: true, attribute: { select: { id: true, name: true } } } } } },
          },
        },
      },
    }),
    db().cartLine.count({ where }),
  ]);
  const options = await chosenOptions(store, lines, language);
  return {
    total,
    rows: lines.map((line) => {
      const product = language ? translated(line.product, language, ["name"]) : line.product;
      const chosen = options(line);
      const addedByOptions = optionsPrice(chosen);
      const unitPrice = sellingPrice(line.price.unitPrice, product.discountType, product.discountAmount).plus(addedByOptions);
      const shown = shownPrices({ unitPrice, price: line.price, addedByOptions }, currency);
      const values = valuesOfKey(line.variantKey, new Map(product.attributeValues.map(({ attributeValue: v }) => [v.id, attributeValue(v)])));
      const color = product.colors.find((c) => c.id === line.colorId);
      return {
        cart_item_id: line.id,
        product_id: line.productId,
        name: product.name,
        permalink: product.slug,
        image: imageOrPlaceholder(origin, product.thumbnail?.path),
        variant: [variantLabel(values, color, store.language), optionsLabel(chosen)].filter(Boolean).join(", "),
        variant_code: valueKeyOf(line.variantKey),
        unitPrice: amountNumber(shown.unitPrice),
        oldPrice: amountNumber(shown.oldPrice),
        quantity: line.quantity,
        attachment: line.attachment,
        max_item: product.maxItemOnPurchase,
        min_item: product.minItemOnPurchase,
        options: chosen.map((o) => shownOption(o, currency)),
        option_texts: textsOf(chosen),
        // Ours: what a client posts the line again with (coupons, shipping, checkout).
        color_id: color?.id ?? null,
        color_name: color?.name ?? null,
        variant_selection: values.length ? selectionOf(values) : null,
      };
    }),
  };
}

/**
 * The options each listed line chose, at their prices of now (as its base price is), with its
 * texts; an option the owner has since deleted is no longer listed (checkout refuses the line).
 */
async function chosenOptions(store: Store, lines: { optionIds: number[]; optionTexts: unknown }[], language?: Language) {
  const ids = [...new Set(lines.flatMap((l) => l.optionIds))];
  const rows = ids.length
    ? await db().option.findMany({
        where: { storeId: store.id, id: { in: ids } },
        select: { id: true, name: true, translations: true, price: true },
        // In the owner's order, as the product page and the order line list them.
        orderBy: [{ group: { position: "asc" } }, { groupId: "asc" }, { position: "asc" }, { id: "asc" }],
      })
    : [];
  return (line: { optionIds: number[]; optionTexts: unknown }): ChosenOption[] => {
    const texts = (line.optionTexts ?? {}) as Record<string, string>;
    return rows
      .filter((row) => line.optionIds.includes(row.id))
      .map((row) => {
        const { id, name, price } = language ? translated(row, language, ["name"]) : row;
        return { id, name, price, text: texts[String(row.id)] ?? null };
      });
  };
}

/** What the shopper is told once the line is out of the cart. */
export async function removeCartItem(store: Store, input: { customerId: number; cartItemId: number }): Promise<string> {
  const { count } = await db().cartLine.deleteMany({
    where: { id: input.cartItemId, storeId: store.id, cart: { customerId: input.customerId } },
  });
  if (count === 0) throw cartLineNotFound.error(cartMessages(store.language, "notFound"));
  await touchCart(store, input.customerId);
  return cartMessages(store.language, "removed");
}

/** A removal changes the cart as an add does: what is left is a new state, to be e-mailed anew if left behind (lib/cart/abandoned.ts). */
const touchCart = (store: Store, customerId: number) => db().cart.updateMany({ where: { storeId: store.id, customerId }, data: { updatedAt: new Date() } });

/** What the shopper is told once the cart is empty. */
export async function clearCart(store: Store, input: { customerId: number }): Promise<string> {
  await db().cartLine.deleteMany({ where: { storeId: store.id, cart: { customerId: input.customerId } } });
  await touchCart(store, input.customerId);
  return cartMessages(store.language, "cleared");
}

const attributeValue = (v: { id: number; name: string; attribute: { id: number; name: string } }): AttributeValue => ({
  id: v.id,
  name: v.name,
  attributeId: v.attribute.id,
  attributeName: v.attribute.name,
});
