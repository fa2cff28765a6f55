import type { z } from "zod";
import { DELETED } from "../catalog/schemas";
import { notFound, refusal } from "../core/errors";
import { db, pool } from "../db/client";
import { containing } from "../db/sql";
import type { Operator } from "../db/generated/client";
import { DELIVERY_STATUS } from "../orders/status";
import { storeOrigin } from "../tenancy/store-origin";
import { operatorMessages } from "./messages";
import type { consoleStore } from "./schemas";

// The operator console's view of every store, and what the operator may do to one: suspend it
// (its customer API and storefront close, its owner's dashboard turns read-only: lib/stores/suspension.ts)
// and reactivate it. Each such act is in the store's audit log under the operator's name.

export const CONSOLE_PAGE_SIZE = 25;

export const suspensionUnchanged = refusal("conflict", "The store is suspended already (or, to reactivate, not suspended)");
const SALES_DAYS = 30;

type ConsoleStore = z.infer<typeof consoleStore>;
type Row = Omit<ConsoleStore, "url" | "created_at" | "suspended_at"> & { created_at: Date; suspended_at: Date | null; total: number };

// One statement: the page of stores matching the search (name, subdomain or an owner's e-mail),
// newest first, each with its first owner, its products and its last 30 days' orders and sales
// (cancelled ones left out, in the store's default currency, as the owner's overview counts them).
const LIST = `
  SELECT s.id, s.name, s.subdomain, s.currency_code AS currency, s.created_at AT TIME ZONE 'UTC' AS created_at,
         s.suspended_at AT TIME ZONE 'UTC' AS suspended_at, s.suspension_reason,
         (SELECT json_build_object('name', o.name, 'email', o.email) FROM owners o WHERE o.store_id = s.id ORDER BY o.id LIMIT 1) AS owner,
         (SELECT count(*)::int FROM products p WHERE p.store_id = s.id AND p.status <> ${DELETED}) AS products,
         coalesce(sold.orders, 0) AS orders_30_days, coalesce(sold.sales, 0)::text AS sales_30_days,
         count(*) OVER ()::int AS total
  FROM stores s
  LEFT JOIN LATERAL (
    SELECT count(*)::int AS orders, sum(d.total_payable_amount) AS sales FROM orders d
    WHERE d.store_id = s.id AND d.placed_at >= now() AT TIME ZONE 'UTC' - make_interval(days => ${SALES_DAYS}) AND d.delivery_status <> ${DELIVERY_STATUS.CANCELLED}
  ) sold ON true
  WHERE ($4::int IS NULL OR s.id = $4)
    AND ($1::text IS NULL OR s.name ILIKE $1 OR s.subdomain ILIKE $1 OR EXISTS (SELECT 1 FROM owners o WHERE o.store_id = s.id AND o.email ILIKE $1))
  ORDER BY s.created_at DESC, s.id DESC
  LIMIT $2 OFFSET $3`;

function serialize(row: Row, platformOrigin: string): ConsoleStore {
  const { total: _, created_at, suspended_at, ...rest } = row;
  return {
    ...rest,
    url: storeOrigin(row, platformOrigin),
    created_at: created_at.toISOString(),
    suspended_at: suspended_at?.toISOString() ?? null,
  };
}

async function listRows(search: string | undefined, limit: number, offset: number, id?: number): Promise<Row[]> {
  return (await pool().query<Row>(LIST, [search ? containing(search) : null, limit, offset, id ?? null])).rows;
}

export async function listConsoleStores(input: { search?: string; page: number; platformOrigin: string }) {
  const rows = await listRows(input.search, CONSOLE_PAGE_SIZE, (input.page - 1) * CONSOLE_PAGE_SIZE);
  return { stores: rows.map((row) => serialize(row, input.platformOrigin)), total: rows[0]?.total ?? 0 };
}

async function consoleStoreById(id: number, platformOrigin: string): Promise<ConsoleStore> {
  const [row] = await listRows(undefined, 1, 0, id);
  if (!row) throw notFound(operatorMessages("en", "storeNotFound"));
  return serialize(row, platformOrigin);
}

/**
 * Suspends the store, or reactivates it (`reason` then says why, for the log). The change and its
 * audit record are one transaction; suspending a suspended store (or reactivating an open one) is a 409.
 */
export async function setStoreSuspension(operator: Operator, input: { storeId: number; suspend: boolean; reason: string; platformOrigin: string }) {
  await db().$transaction(async (tx) => {
    const changed = await tx.store.updateMany({
      where: { id: input.storeId, suspendedAt: input.suspend ? null : { not: null } },
      data: input.suspend ? { suspendedAt: new Date(), suspensionReason: input.reason } : { suspendedAt: null, suspensionReason: null },
    });
    if (changed.count === 0) {
      const exists = await tx.store.count({ where: { id: input.storeId } });
      if (!exists) throw notFound(operatorMessages("en", "storeNotFound"));
      throw suspensionUnchanged.error(operatorMessages("en", input.suspend ? "alreadySuspended" : "notSuspended"));
    }
    await tx.auditLog.create({
      data: {
        storeId: input.storeId,
        operatorId: operator.id,
        action: input.suspend ? "operator: suspend store" : "operator: reactivate store",
        entity: "stores",
        entityId: input.storeId,
        changes: { reason: input.reason, operator: operator.email },
      },
    });
  });
  return consoleStoreById(input.storeId, input.platformOrigin);
}
