import type { z } from "zod";
import { fieldError, refusal } from "../core/errors";
import { absentIds } from "../core/ids";
import { envelopeD } from "../api/envelopes";
import { skipTake, type Page } from "../core/paging";
import { refuseIssues, type Issue } from "../catalog/issues";
import { OWNER_STATUSES } from "../catalog/schemas";
import { db, type Tx } from "../db/client";
import { isUniqueViolation } from "../db/errors";
import type { Prisma, Store } from "../db/generated/client";
import { instantOf, isoMicros } from "../format/dates";
import { defineMessages } from "../i18n/messages";
import { amountString } from "../money/money";
import { couponIssues } from "./coupon-rules";
import type { CouponInput, CouponPatch, couponRecord, couponsQuery } from "./schemas";

// The owner's coupons: every rule /cart/apply-coupon applies (check-coupon.ts reads these rows as
// they are written, so a coupon is applied with its new rules at once). A coupon some order used
// is never deleted, only deactivated: its redemptions are the usage its limits count, and its
// orders name it (docs/decisions.md).

const messages = defineMessages({
  en: {
    notFound: "Coupon not found.",
    taken: "The store already has a coupon with this code.",
    unknownProducts: "The store has no product with the ids {ids}.",
    unknownCategories: "The store has no category with the ids {ids}.",
    used: "Orders have used this coupon: deactivate it instead, which keeps their history.",
  },
  fr: {
    notFound: "Code promo introuvable.",
    taken: "La boutique a déjà un code promo avec ce code.",
    unknownProducts: "La boutique n'a pas de produit avec les identifiants {ids}.",
    unknownCategories: "La boutique n'a pas de catégorie avec les identifiants {ids}.",
    used: "Des commandes ont utilisé ce code promo : désactivez-le plutôt, ce qui garde leur historique.",
  },
  ar: {
    notFound: "القسيمة غير موجودة.",
    taken: "لدى المتجر قسيمة بهذا الرمز بالفعل.",
    unknownProducts: "لا توجد في المتجر منتجات بالمعرّفات {ids}.",
    unknownCategories: "لا توجد في المتجر فئات بالمعرّفات {ids}.",
    used: "استخدمت طلبات هذه القسيمة: ألغِ تفعيلها بدلاً من ذلك، فذلك يحفظ سجلها.",
  },
});

export const couponNotFound = refusal("not_found", "No coupon of the store has this id: `Coupon not found.`");
export const couponUsed = refusal("conflict", "Orders have used the coupon: it is deactivated (`is_active` false) rather than deleted, keeping its usage");

const SELECT = {
  id: true,
  code: true,
  type: true,
  value: true,
  minSubtotal: true,
  startsAt: true,
  endsAt: true,
  usageLimit: true,
  perCustomerLimit: true,
  freeShipping: true,
  isActive: true,
  createdAt: true,
  updatedAt: true,
  products: { select: { productId: true }, orderBy: { productId: "asc" } },
  categories: { select: { categoryId: true }, orderBy: { categoryId: "asc" } },
  _count: { select: { redemptions: true } },
} satisfies Prisma.CouponSelect;
type Row = Prisma.CouponGetPayload<{ select: typeof SELECT }>;

const TYPES = { percentage: "PERCENTAGE", fixed: "FIXED" } as const;

function serialize(row: Row): z.infer<typeof couponRecord> {
  return {
    id: row.id,
    code: row.code,
    type: row.type === "PERCENTAGE" ? "percentage" : "fixed",
    value: amountString(row.value),
    min_subtotal: row.minSubtotal && amountString(row.minSubtotal),
    starts_at: row.startsAt && isoMicros(row.startsAt),
    ends_at: row.endsAt && isoMicros(row.endsAt),
    usage_limit: row.usageLimit,
    per_customer_limit: row.perCustomerLimit,
    free_shipping: row.freeShipping,
    is_active: row.isActive,
    product_ids: row.products.map((p) => p.productId),
    category_ids: row.categories.map((c) => c.categoryId),
    usage_count: row._count.redemptions,
    created_at: isoMicros(row.createdAt),
    updated_at: isoMicros(row.updatedAt),
  };
}

const notFound = (store: Store) => couponNotFound.error(messages(store.language, "notFound"));
const taken = (store: Store) => fieldError("code", messages(store.language, "taken"));

/** The store's coupons, newest first, in shape D; `search` in the code, `active` on `is_active`. */
export async function listCoupons(
  store: Store,
  input: { page: Page; filters: Omit<z.infer<typeof couponsQuery>, "page" | "per_page">; platformOrigin: string },
) {
  const { search, active } = input.filters;
  const where: Prisma.CouponWhereInput = {
    storeId: store.id,
    ...(search ? { code: { contains: search.toUpperCase() } } : {}),
    ...(active ? { isActive: active === "true" || active === "1" } : {}),
  };
  const [rows, total] = await Promise.all([
    db().coupon.findMany({ where, select: SELECT, orderBy: [{ createdAt: "desc" }, { id: "desc" }], ...skipTake(input.page) }),
    db().coupon.count({ where }),
  ]);
  const kept = { search, active, per_page: input.page.perPage };
  return { success: true as const, data: rows.map(serialize), ...envelopeD(input.page, total, `${input.platformOrigin}/api/coupons`, kept) };
}

export async function coupon(store: Store, input: { id: number }) {
  const row = await db().coupon.findFirst({ where: { id: input.id, storeId: store.id }, select: SELECT });
  if (!row) throw notFound(store);
  return { success: true as const, data: serialize(row) };
}

export async function createCoupon(store: Store, input: { coupon: CouponInput }) {
  const { coupon: given } = input;
  const id = await writing(store, async (tx) => {
    const startsAt = given.starts_at && instantOf(given.starts_at, store.timezone);
    const endsAt = given.ends_at && instantOf(given.ends_at, store.timezone);
    refuseIssues(
      [
        ...couponIssues({ type: given.type, value: given.value, freeShipping: given.free_shipping, startsAt, endsAt }),
        ...(await restrictionIssues(tx, store, given)),
      ],
      store.language,
    );
    if (await codeTaken(tx, store, given.code)) throw taken(store);
    const created = await tx.coupon.create({
      data: {
        storeId: store.id,
        code: given.code,
        type: TYPES[given.type],
        value: given.value,
        minSubtotal: given.min_subtotal,
        startsAt,
        endsAt,
        usageLimit: given.usage_limit,
        perCustomerLimit: given.per_customer_limit,
        freeShipping: given.free_shipping,
        isActive: given.is_active,
        products: { create: given.product_ids.map((productId) => ({ productId })) },
        categories: { create: given.category_ids.map((categoryId) => ({ categoryId })) },
      },
      select: { id: true },
    });
    return created.id;
  });
  return coupon(store, { id });
}

/** Changes what the patch names; a list sent replaces the coupon's. The coupon's row is locked: two writes take turns. */
export async function updateCoupon(store: Store, input: { id: number; patch: CouponPatch }) {
  const { patch } = input;
  await writing(store, async (tx) => {
    await tx.$queryRaw`SELECT id FROM coupons WHERE id = ${input.id} AND store_id = ${store.id} FOR UPDATE`;
    const current = await tx.coupon.findFirst({ where: { id: input.id, storeId: store.id } });
    if (!current) throw notFound(store);
    const startsAt = patch.starts_at === undefined ? current.startsAt : patch.starts_at && instantOf(patch.starts_at, store.timezone);
    const endsAt = patch.ends_at === undefined ? current.endsAt : patch.ends_at && instantOf(patch.ends_at, store.timezone);
    refuseIssues(
      [
        ...couponIssues({
          type: patch.type ?? (current.type === "PERCENTAGE" ? "percentage" : "fixed"),
          value: patch.value ?? current.value,
          freeShipping: patch.free_shipping ?? current.freeShipping,
          startsAt,
          endsAt,
        }),
        ...(await restrictionIssues(tx, store, patch)),
      ],
      store.language,
    );
    if (patch.code !== undefined && patch.code !== current.code && (await codeTaken(tx, store, patch.code))) throw taken(store);
    await tx.coupon.update({
      where: { id: current.id, storeId: store.id },
      data: {
        code: patch.code,
        type: patch.type && TYPES[patch.type],
        value: patch.value,
        minSubtotal: patch.min_subtotal,
        startsAt,
        endsAt,
        usageLimit: patch.usage_limit,
        perCustomerLimit: patch.per_customer_limit,
        freeShipping: patch.free_shipping,
        isActive: patch.is_active,
        ...(patch.product_ids && { products: { deleteMany: {}, create: patch.product_ids.map((productId) => ({ productId })) } }),
        ...(patch.category_ids && { categories: { deleteMany: {}, create: patch.category_ids.map((categoryId) => ({ categoryId })) } }),
      },
    });
  });
  return coupon(store, input);
}

/** Deletes a coupon no order has used; a used one is refused (409), to be deactivated instead. */
export async function deleteCoupon(store: Store, input: { id: number }) {
  await db().$transaction(async (tx) => {
    const current = await tx.coupon.findFirst({ where: { id: input.id, storeId: store.id }, select: { id: true } });
    if (!current) throw notFound(store);
    // The uses are checked in the statement that deletes, so that one recorded meanwhile is seen.
    const { count } = await tx.coupon.deleteMany({ where: { id: current.id, storeId: store.id, redemptions: { none: {} }, orders: { none: {} } } });
    if (count === 0) throw couponUsed.error(messages(store.language, "used"));
  });
  return { success: true as const };
}

/** A write in one transaction; a code taken meanwhile by another write is the same 422 as one taken before. */
async function writing<T>(store: Store, write: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await db().$transaction(write);
  } catch (error) {
    if (isUniqueViolation(error)) throw taken(store);
    throw error;
  }
}

const codeTaken = async (tx: Tx, store: Store, code: string) =>
  Boolean(await tx.coupon.findUnique({ where: { storeId_code: { storeId: store.id, code } }, select: { id: true } }));

/** Products and categories named must be the store's own: its products not deleted, its categories. */
async function restrictionIssues(tx: Tx, store: Store, given: { product_ids?: number[]; category_ids?: number[] }): Promise<Issue[]> {
  const issues: Issue[] = [];
  if (given.product_ids?.length) {
    const found = await tx.product.findMany({
      where: { storeId: store.id, id: { in: given.product_ids }, status: { in: [...OWNER_STATUSES] } },
      select: { id: true },
    });
    const unknown = absentIds(given.product_ids, found);
    if (unknown.length) issues.push({ path: ["product_ids"], message: (l) => messages(l, "unknownProducts", { ids: unknown.join(", ") }) });
  }
  if (given.category_ids?.length) {
    const found = await tx.category.findMany({ where: { storeId: store.id, id: { in: given.category_ids } }, select: { id: true } });
    const unknown = absentIds(given.category_ids, found);
    if (unknown.length) issues.push({ path: ["category_ids"], message: (l) => messages(l, "unknownCategories", { ids: unknown.join(", ") }) });
  }
  return issues;
}
