import type { z } from "zod";
import { fieldError, refusal } from "../core/errors";
import { envelopeD } from "../api/envelopes";
import { skipTake, type Page } from "../core/paging";
import { db, type Tx } from "../db/client";
import type { Prisma, Store } from "../db/generated/client";
import { defineMessages } from "../i18n/messages";
import type { PickupPointInput, PickupPointPatch, pickupPointRecord } from "./schemas";

// The owner's pickup points: what /get-shipping-options offers for pickup delivery, the active ones.
// A point an order was picked up at is deactivated rather than deleted: the order names it.

const messages = defineMessages({
  en: {
    notFound: "Pickup point not found.",
    unknownCity: "The store has no city with this id.",
    used: "Orders name this pickup point: deactivate it instead.",
  },
  fr: {
    notFound: "Point de retrait introuvable.",
    unknownCity: "La boutique n'a pas de ville avec cet identifiant.",
    used: "Des commandes nomment ce point de retrait : désactivez-le plutôt.",
  },
  ar: {
    notFound: "نقطة الاستلام غير موجودة.",
    unknownCity: "لا توجد في المتجر مدينة بهذا المعرّف.",
    used: "هناك طلبات تذكر نقطة الاستلام هذه: ألغِ تفعيلها بدلاً من ذلك.",
  },
});

export const pickupPointNotFound = refusal("not_found", "No pickup point of the store has this id: `Pickup point not found.`");
export const pickupPointUsed = refusal("conflict", "Orders name the pickup point: it is deactivated (`is_active` false) rather than deleted");

const SELECT = {
  id: true,
  name: true,
  address: true,
  phone: true,
  openingHours: true,
  isActive: true,
  city: { select: { id: true, name: true, country: { select: { id: true, code: true } } } },
} satisfies Prisma.PickupPointSelect;
type Row = Prisma.PickupPointGetPayload<{ select: typeof SELECT }>;

function serialize(row: Row): z.infer<typeof pickupPointRecord> {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    city_id: row.city?.id ?? null,
    city: row.city?.name ?? null,
    country_id: row.city?.country.id ?? null,
    country_code: row.city?.country.code ?? null,
    phone: row.phone,
    opening_hours: row.openingHours,
    is_active: row.isActive,
  };
}

const missing = (store: Store) => pickupPointNotFound.error(messages(store.language, "notFound"));

export async function listPickupPoints(store: Store, input: { page: Page; platformOrigin: string }) {
  const where = { storeId: store.id };
  const [rows, total] = await Promise.all([
    db().pickupPoint.findMany({ where, select: SELECT, orderBy: { id: "asc" }, ...skipTake(input.page) }),
    db().pickupPoint.count({ where }),
  ]);
  return { success: true as const, data: rows.map(serialize), ...envelopeD(input.page, total, `${input.platformOrigin}/api/pickup-points`) };
}

export async function pickupPoint(store: Store, input: { id: number }) {
  const row = await db().pickupPoint.findFirst({ where: { id: input.id, storeId: store.id }, select: SELECT });
  if (!row) throw missing(store);
  return { success: true as const, data: serialize(row) };
}

export async function createPickupPoint(store: Store, input: { point: PickupPointInput }) {
  const { point } = input;
  const id = await db().$transaction(async (tx) => {
    await checkCity(tx, store, point.city_id);
    const created = await tx.pickupPoint.create({
      data: {
        storeId: store.id,
        name: point.name,
        address: point.address,
        cityId: point.city_id,
        phone: point.phone,
        openingHours: point.opening_hours,
        isActive: point.is_active,
      },
      select: { id: true },
    });
    return created.id;
  });
  return pickupPoint(store, { id });
}

export async function updatePickupPoint(store: Store, input: { id: number; patch: PickupPointPatch }) {
  const { patch } = input;
  await db().$transaction(async (tx) => {
    const current = await tx.pickupPoint.findFirst({ where: { id: input.id, storeId: store.id }, select: { id: true } });
    if (!current) throw missing(store);
    if (patch.city_id !== undefined) await checkCity(tx, store, patch.city_id);
    await tx.pickupPoint.update({
      where: { id: current.id, storeId: store.id },
      data: {
        name: patch.name,
        address: patch.address,
        cityId: patch.city_id,
        phone: patch.phone,
        openingHours: patch.opening_hours,
        isActive: patch.is_active,
      },
    });
  });
  return pickupPoint(store, input);
}

export async function deletePickupPoint(store: Store, input: { id: number }) {
  await db().$transaction(async (tx) => {
    const current = await tx.pickupPoint.findFirst({ where: { id: input.id, storeId: store.id }, select: { id: true } });
    if (!current) throw missing(store);
    const { count } = await tx.pickupPoint.deleteMany({ where: { id: current.id, storeId: store.id, orders: { none: {} } } });
    if (count === 0) throw pickupPointUsed.error(messages(store.language, "used"));
  });
  return { success: true as const };
}

async function checkCity(tx: Tx, store: Store, cityId: number | null) {
  if (cityId === null) return;
  if (!(await tx.city.findFirst({ where: { id: cityId, storeId: store.id }, select: { id: true } }))) {
    throw fieldError("city_id", messages(store.language, "unknownCity"));
  }
}
