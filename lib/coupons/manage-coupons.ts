import type { z } from "zod";
import { fieldError, refusal } from "../core/errors";
import { absentIds } from "../core/ids";
import type { Page } from "../core/paging";
import { columnsOf, fieldsOf } from "../core/columns";
import { refuseIssues, type Issue } from "../catalog/issues";
import { OWNER_STATUSES } from "../catalog/schemas";
import type { Tx } from "../db/client";
import { refusingDuplicates } from "../db/errors";
import type { Prisma, Store } from "../db/generated/client";
import { storeRecords } from "../db/store-records";
import { instantOf, isoMicros, stampsOf } from "../format/dates";
import { amountString } from "../money/money";
import { couponIssues, type CouponShape } from "./coupon-rules";
import { couponUnavailable } from "./evaluate-coupon";
import { managedCouponMessages } from "./messages";
import type { CouponInput, CouponPatch, couponRecord, couponsQuery } from "./schemas";

// The owner's coupons: every rule /cart/apply-coupon applies (check-coupon.ts reads these rows as
// they are written, so a coupon is applied with its new rules at once). A coupon some order used
// is never deleted, only deactivated: its redemptions are the usage its limits count, and its
// orders name it (docs/decisions.md).

export const couponUsed = refusal("conflict", "Orders have used the coupon: it is deactivated (`is_active` false) rather than deleted, keeping its usage");

const INCLUDE = {
  products: { select: { productId: true }, orderBy: { productId: "asc" } },
  categories: { select: { categoryId: true }, orderBy: { categoryId: "asc" } },
  _count: { select: { redemptions: true } },
} satisfies Prisma.CouponInclude;
type Row = Prisma.CouponGetPayload<{ include: typeof INCLUDE }>;

/** How the owner's list names what `couponUnavailable` finds. */
const COUPON_STATES = { available: "active", inactive: "inactive", notStarted: "scheduled", expired: "expired", usedUp: "used_up" } as const;

function serialize(row: Row): z.infer<typeof couponRecord> {
  return {
    ...fieldsOf(row, ["id", "code", "usageLimit", "perCustomerLimit", "freeShipping", "isActive"]),
    ...stampsOf(row),
    type: row.type === "PERCENTAGE" ? "percentage" : "fixed",
    value: amountString(row.value),
    min_subtotal: row.minSubtotal && amountString(row.minSubtotal),
    starts_at: row.startsAt && isoMicros(row.startsAt),
    ends_at: row.endsAt && isoMicros(row.endsAt),
    usage_count: row._count.redemptions,
    state: COUPON_STATES[couponUnavailable(row, row._count.redemptions, new Date()) ?? "available"],
    product_ids: row.products.map((p) => p.productId),
    category_ids: row.categories.map((c) => c.categoryId),
  };
}

const coupons = storeRecords("coupon", {
  include: INCLUDE,
  orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  notFound: (language) => managedCouponMessages(language, "notFound"),
  serialize,
});
export const couponNotFound = coupons.notFound;

const taken = (store: Store) => fieldError("code", managedCouponMessages(store.language, "taken"));

/** The store's coupons, newest first; `search` in the code, `active` on `is_active`. */
export function listCoupons(store: Store, input: { page: Page; filters: Omit<z.infer<typeof couponsQuery>, "page" | "per_page"> }) {
  const { search, active } = input.filters;
  const where: Prisma.CouponWhereInput = {
    ...(search ? { code: { contains: search.toUpperCase() } } : {}),
    ...(active ? { isActive: active === "true" || active === "1" } : {}),
  };
  return coupons.list(store, { page: input.page, where });
}

export const coupon = coupons.read;

export function createCoupon(store: Store, input: { fields: CouponInput }) {
  const { fields: given } = input;
  // A code taken meanwhile by another write is the same 422 as one taken before.
  return refusingDuplicates(
    () =>
      coupons.create(store, {
        async data(tx) {
          const startsAt = given.starts_at && instantOf(given.starts_at, store.timezone);
          const endsAt = given.ends_at && instantOf(given.ends_at, store.timezone);
          await checkCoupon(tx, store, { type: given.type, value: given.value, freeShipping: given.free_shipping, startsAt, endsAt }, given);
          if (await codeTaken(tx, store, given.code)) throw taken(store);
          return {
            storeId: store.id,
            ...couponData(given),
            code: given.code,
            type: TYPES[given.type],
            value: given.value,
            startsAt,
            endsAt,
            products: { create: given.product_ids.map((productId) => ({ productId })) },
            categories: { create: given.category_ids.map((categoryId) => ({ categoryId })) },
          };
        },
      }),
    () => taken(store),
  );
}

/** Changes what the patch names; a list sent replaces the coupon's. The coupon's row is locked: two writes take turns. */
export function updateCoupon(store: Store, input: { id: number; patch: CouponPatch }) {
  const { patch } = input;
  return refusingDuplicates(
    () =>
      coupons.update(store, {
        id: input.id,
        lock: true,
        async data(tx, current) {
          const startsAt = patch.starts_at === undefined ? current.startsAt : patch.starts_at && instantOf(patch.starts_at, store.timezone);
          const endsAt = patch.ends_at === undefined ? current.endsAt : patch.ends_at && instantOf(patch.ends_at, store.timezone);
          const type = patch.type ?? (current.type === "PERCENTAGE" ? "percentage" : "fixed");
          const freeShipping = patch.free_shipping ?? current.freeShipping;
          await checkCoupon(tx, store, { type, value: patch.value ?? current.value, freeShipping, startsAt, endsAt }, patch);
          if (patch.code !== undefined && patch.code !== current.code && (await codeTaken(tx, store, patch.code))) throw taken(store);
          return {
            ...couponData(patch),
            type: patch.type && TYPES[patch.type],
            startsAt,
            endsAt,
            ...(patch.product_ids && { products: { deleteMany: {}, create: patch.product_ids.map((productId) => ({ productId })) } }),
            ...(patch.category_ids && { categories: { deleteMany: {}, create: patch.category_ids.map((categoryId) => ({ categoryId })) } }),
          };
        },
      }),
    () => taken(store),
  );
}

/** Deletes a coupon no order has used; a used one is refused (409), to be deactivated instead. */
export async function deleteCoupon(store: Store, input: { id: number }) {
  await coupons.remove(store, {
    id: input.id,
    onlyWhere: { redemptions: { none: {} }, orders: { none: {} } },
    refused: () => couponUsed.error(managedCouponMessages(store.language, "used")),
  });
}

const TYPES = { percentage: "PERCENTAGE", fixed: "FIXED" } as const;

/** The columns a write gives as they are sent (a field not sent is left as it is). */
const couponData = (coupon: CouponPatch) =>
  columnsOf(coupon, ["code", "value", "min_subtotal", "usage_limit", "per_customer_limit", "free_shipping", "is_active"]);

/** The coupon as the write leaves it: the rules between its fields, and what it is restricted to the store's own. */
async function checkCoupon(tx: Tx, store: Store, coupon: CouponShape, given: { product_ids?: number[]; category_ids?: number[] }) {
  refuseIssues([...couponIssues(coupon), ...(await restrictionIssues(tx, store, given))], store.language);
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
    if (unknown.length) issues.push({ path: ["product_ids"], message: (l) => managedCouponMessages(l, "unknownProducts", { ids: unknown.join(", ") }) });
  }
  if (given.category_ids?.length) {
    const found = await tx.category.findMany({ where: { storeId: store.id, id: { in: given.category_ids } }, select: { id: true } });
    const unknown = absentIds(given.category_ids, found);
    if (unknown.length) issues.push({ path: ["category_ids"], message: (l) => managedCouponMessages(l, "unknownCategories", { ids: unknown.join(", ") }) });
  }
  return issues;
}
