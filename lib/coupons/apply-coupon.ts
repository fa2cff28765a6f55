import { z } from "zod";
import { recordId } from "../api/ids";
import { fieldError, refusal } from "../api/errors";
import { postedItem, resolveItem } from "../cart/resolve-item";
import { db } from "../db/client";
import { defineMessages } from "../i18n/messages";
import { inCurrency, type DisplayCurrency } from "../money/currency";
import { amountNumber, amountString } from "../money/money";
import { evaluateCoupon, type CouponRefusal } from "./evaluate-coupon";

// POST /cart/apply-coupon: what a code would take off the posted items, priced from the catalog
// (the client's prices are never used). A refusal is `{success:false, message}` with HTTP 422.

const messages = defineMessages({
  en: {
    applied: "Coupon applied.",
    notFound: "coupon code not found",
    inactive: "This coupon is not active.",
    notStarted: "This coupon is not valid yet.",
    expired: "This coupon has expired.",
    usedUp: "This coupon has been used up.",
    usedUpByCustomer: "You have already used this coupon.",
    minimum: "This coupon needs a subtotal of at least {minimum}.",
    inapplicable: "This coupon does not apply to these products.",
    customer: "Customer not found.",
  },
  fr: {
    applied: "Code promo appliqué.",
    notFound: "code promo introuvable",
    inactive: "Ce code promo n'est pas actif.",
    notStarted: "Ce code promo n'est pas encore valable.",
    expired: "Ce code promo a expiré.",
    usedUp: "Ce code promo a atteint sa limite d'utilisation.",
    usedUpByCustomer: "Vous avez déjà utilisé ce code promo.",
    minimum: "Ce code promo nécessite un sous-total d'au moins {minimum}.",
    inapplicable: "Ce code promo ne s'applique pas à ces produits.",
    customer: "Client introuvable.",
  },
  ar: {
    applied: "تم تطبيق القسيمة.",
    notFound: "رمز القسيمة غير موجود",
    inactive: "هذه القسيمة غير مفعلة.",
    notStarted: "هذه القسيمة غير صالحة بعد.",
    expired: "انتهت صلاحية هذه القسيمة.",
    usedUp: "تم استنفاد هذه القسيمة.",
    usedUpByCustomer: "لقد استخدمت هذه القسيمة من قبل.",
    minimum: "تتطلب هذه القسيمة مجموعًا فرعيًا لا يقل عن {minimum}.",
    inapplicable: "هذه القسيمة لا تنطبق على هذه المنتجات.",
    customer: "العميل غير موجود.",
  },
});

export const applyCouponInput = z.object({
  coupon_code: z.string().trim().min(1).max(64),
  customer_id: recordId.nullish(),
  items: z.array(postedItem).min(1).max(100),
});

export const applyCouponResponse = z.strictObject({
  success: z.literal(true),
  message: z.string(),
  coupon_code: z.string(),
  discount_amount: z.number(),
  original_subtotal: z.number(),
  new_total: z.number(),
  free_shipping: z.boolean(),
  currency_symbol: z.string(),
  currency_code: z.string(),
});

export const couponRefused = refusal(
  "unprocessable",
  "The coupon is refused, without `errors`: unknown (`coupon code not found`), inactive, not yet valid, expired, used up (by all or by this customer), below its minimum subtotal, or for none of these products",
);

export async function applyCoupon(store: { id: number; language: string }, input: z.infer<typeof applyCouponInput>, currency: DisplayCurrency) {
  const t = (key: Parameters<typeof messages>[1], params?: Record<string, string>) => messages(store.language, key, params);

  const coupon = await db().coupon.findUnique({
    where: { storeId_code: { storeId: store.id, code: input.coupon_code.toUpperCase() } },
    include: { products: { select: { productId: true } }, categories: { select: { categoryId: true } } },
  });
  if (!coupon) throw couponRefused.error(t("notFound"));
  if (input.customer_id) {
    const customer = await db().customer.findFirst({ where: { id: input.customer_id, storeId: store.id }, select: { id: true } });
    if (!customer) throw fieldError("customer_id", t("customer"));
  }

  const lines = [];
  for (const [index, item] of input.items.entries()) {
    const resolved = await resolveItem(store, { productId: item.id, colorId: item.color, variant: item.variant }, `items.${index}.id`);
    lines.push({
      productId: resolved.product.id,
      categoryIds: resolved.product.categories.map((c) => c.categoryId),
      subtotal: resolved.unitPrice.times(item.quantity),
    });
  }
  const [total, byCustomer] = await Promise.all([
    db().couponRedemption.count({ where: { couponId: coupon.id, storeId: store.id } }),
    input.customer_id ? db().couponRedemption.count({ where: { couponId: coupon.id, storeId: store.id, customerId: input.customer_id } }) : null,
  ]);

  const outcome = evaluateCoupon(
    {
      ...coupon,
      productIds: coupon.products.map((p) => p.productId),
      categoryIds: coupon.categories.map((c) => c.categoryId),
    },
    lines,
    { total, byCustomer },
    new Date(),
  );
  if (!outcome.ok) {
    const reason: CouponRefusal = outcome.reason;
    const minimum = outcome.minimum ? `${amountString(inCurrency(outcome.minimum, currency))} ${currency.code}` : "";
    throw couponRefused.error(t(reason, { minimum }));
  }
  // Each amount converted from the default currency on its own (docs/decisions.md): the total is
  // not the difference of two rounded amounts, which could be a cent off.
  const subtotal = inCurrency(outcome.subtotal, currency);
  const discount = inCurrency(outcome.discount, currency);
  const newTotal = inCurrency(outcome.subtotal.minus(outcome.discount), currency);
  return {
    success: true as const,
    message: t("applied"),
    coupon_code: coupon.code,
    discount_amount: amountNumber(discount),
    original_subtotal: amountNumber(subtotal),
    new_total: amountNumber(newTotal),
    free_shipping: outcome.freeShipping,
    currency_symbol: currency.symbol,
    currency_code: currency.code,
  };
}
