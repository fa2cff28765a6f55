import { fieldError, refusal } from "../core/errors";
import { envelopeB } from "../api/envelopes";
import { skipTake, type Page } from "../core/paging";
import { db } from "../db/client";
import { isForeignKeyViolation, isUniqueViolation } from "../db/errors";
import { defineMessages } from "../i18n/messages";
import { imageOrPlaceholder } from "../media/placeholder";
import { inCurrency, type DisplayCurrency } from "../money/currency";
import { amountNumber, amountString } from "../money/money";
import { sellingPrice } from "../catalog/pricing";
import { resolveItems } from "./resolve-item";
import type { AddToCartInput } from "./schemas";

// The signed-in customer's cart. One line per product, color and variant: adding the same again
// raises its quantity (an upsert on the line key, so concurrent adds neither duplicate nor lose
// quantity). What the cart then holds must respect the product's min and max per order, counted
// over all its lines, and the stock of the chosen price row, counted over the lines that draw on
// it (its colors), or nothing changes. A line goes with its price row: deleting a variant deletes
// its lines (a foreign key), so that no line is listed at a price that no longer exists.

// The stock refusal puts the number after a colon in French and Arabic, so that it reads right for
// any number (0, 1 or more) without plural forms: "Il ne reste que 1 …" did not.
export const cartMessages = defineMessages({
  en: {
    removed: "Item removed from your cart.",
    cleared: "Your cart is empty.",
    notFound: "This item is not in your cart.",
    min: "You must order at least {min} of {name}.",
    max: "You can order at most {max} of {name}.",
    stock: "Only {stock} of {name} left in stock.",
    soldOut: "{name} is out of stock.",
  },
  fr: {
    removed: "Article retiré de votre panier.",
    cleared: "Votre panier est vide.",
    notFound: "Cet article n'est pas dans votre panier.",
    min: "Vous devez commander au moins {min} {name}.",
    max: "Vous pouvez commander au plus {max} {name}.",
    stock: "Stock insuffisant pour {name}\u00a0: {stock} en stock.",
    soldOut: "{name} est en rupture de stock.",
  },
  ar: {
    removed: "تمت إزالة المنتج من سلتك.",
    cleared: "سلتك فارغة.",
    notFound: "هذا المنتج غير موجود في سلتك.",
    min: "يجب أن تطلب {min} على الأقل من {name}.",
    max: "يمكنك طلب {max} على الأكثر من {name}.",
    stock: "المخزون غير كافٍ من {name}. الكمية المتوفرة: {stock}.",
    soldOut: "{name} غير متوفر في المخزون.",
  },
});

export const cartLineNotFound = refusal("not_found", "No line of this customer's cart has this id");

type Shopper = { store: { id: number; language: string; name: string; subdomain: string }; customerId: number };

export async function addToCart(shopper: Shopper, input: AddToCartInput, currency: DisplayCurrency, origin: string) {
  const { item, line } = await retryOnConflict(() => writeLine(shopper, input));
  const { store } = shopper;
  const { product, price } = item;

  return {
    success: true as const,
    data: {
      productId: String(product.id),
      productName: product.name,
      productPermalink: product.slug,
      productImage: imageOrPlaceholder(origin, product.thumbnail?.path),
      paramsVariantText: item.variantText,
      // "" when no variant was chosen, as the service's public samples show.
      paramsVariant: Object.keys(item.variant).length ? item.variant : "",
      unitPrice: amountString(inCurrency(item.unitPrice, currency)),
      oldPrice: amountNumber(inCurrency(price.unitPrice, currency)),
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
    },
  };
}

/** The add's line written, and what it was checked against: the item as read when it was written. */
async function writeLine(shopper: Shopper, input: AddToCartInput) {
  const { store } = shopper;
  const posted = { productId: input.product_id, colorId: input.color, variant: input.variant, quantity: input.quantity };
  const item = (await resolveItems(store, [posted], () => "product_id"))[0]!;
  const { product, price } = item;
  const lineKey = `${product.id}:${item.color?.id ?? ""}:${item.variantKey}`;
  const refuse = (key: "min" | "max" | "stock" | "soldOut", params: Record<string, string | number> = {}) =>
    fieldError("quantity", cartMessages(store.language, key, { name: product.name, ...params }));

  const line = await db().$transaction(async (tx) => {
    // Writing the cart row locks it, so adds to one cart take turns: each counts the lines that
    // the one before it committed, whichever line that one wrote.
    const cart = await tx.cart.upsert({
      where: { customerId: shopper.customerId },
      create: { storeId: store.id, customerId: shopper.customerId },
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
        lineKey,
        quantity: input.quantity,
      },
      update: { quantity: { increment: input.quantity } },
    });
    // Checked on what the cart holds once the line is written, inside the transaction: a refusal
    // rolls the add back.
    const held = await tx.cartLine.findMany({
      where: { storeId: store.id, cartId: cart.id, productId: product.id },
      select: { variantKey: true, quantity: true },
    });
    const ofProduct = sumOf(held);
    if (ofProduct < product.minItemOnPurchase) throw refuse("min", { min: product.minItemOnPurchase });
    if (ofProduct > product.maxItemOnPurchase) throw refuse("max", { max: product.maxItemOnPurchase });
    if (sumOf(held.filter((l) => l.variantKey === item.variantKey)) > price.quantity) {
      throw price.quantity > 0 ? refuse("stock", { stock: price.quantity }) : refuse("soldOut");
    }
    return saved;
  });
  return { item, line };
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

export async function listCart(shopper: Shopper, page: Page, currency: DisplayCurrency, origin: string) {
  const where = { storeId: shopper.store.id, cart: { customerId: shopper.customerId } };
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
            slug: true,
            discountType: true,
            discountAmount: true,
            minItemOnPurchase: true,
            maxItemOnPurchase: true,
            thumbnail: { select: { path: true } },
            attributeValues: { select: { attributeValue: { select: { id: true, name: true, attribute: { select: { name: true } } } } } },
          },
        },
      },
    }),
    db().cartLine.count({ where }),
  ]);
  return {
    success: true as const,
    cartItems: lines.map((line) => {
      const { product } = line;
      const base = line.price.unitPrice;
      const names = new Map(product.attributeValues.map(({ attributeValue: v }) => [v.id, `${v.attribute.name}: ${v.name}`]));
      return {
        cart_item_id: line.id,
        product_id: line.productId,
        name: product.name,
        permalink: product.slug,
        image: imageOrPlaceholder(origin, product.thumbnail?.path),
        variant: line.variantKey
          ? line.variantKey
              .split("-")
              .map((id) => names.get(Number(id)) ?? id)
              .join(", ")
          : "",
        variant_code: line.variantKey,
        unitPrice: amountNumber(inCurrency(sellingPrice(base, product.discountType, product.discountAmount), currency)),
        oldPrice: amountNumber(inCurrency(base, currency)),
        quantity: line.quantity,
        attachment: line.attachment,
        max_item: product.maxItemOnPurchase,
        min_item: product.minItemOnPurchase,
      };
    }),
    ...envelopeB(page, total),
  };
}

export async function removeCartItem(shopper: Shopper, cartItemId: number) {
  const { count } = await db().cartLine.deleteMany({
    where: { id: cartItemId, storeId: shopper.store.id, cart: { customerId: shopper.customerId } },
  });
  if (count === 0) throw cartLineNotFound.error(cartMessages(shopper.store.language, "notFound"));
  return { success: true as const, message: cartMessages(shopper.store.language, "removed") };
}

export async function clearCart(shopper: Shopper) {
  await db().cartLine.deleteMany({ where: { storeId: shopper.store.id, cart: { customerId: shopper.customerId } } });
  return { success: true as const, message: cartMessages(shopper.store.language, "cleared") };
}
