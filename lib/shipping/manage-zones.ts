import type { z } from "zod";
import { refusal } from "../core/errors";
import { absentIds } from "../core/ids";
import { envelopeD } from "../api/envelopes";
import { skipTake, type Page } from "../core/paging";
import { refuseIssues, type Issue } from "../catalog/issues";
import { db, type Tx } from "../db/client";
import type { Prisma, Store } from "../db/generated/client";
import { defineMessages } from "../i18n/messages";
import { amountString } from "../money/money";
import { deliveryTimeIssues, deliveryTimeText } from "./rate-rules";
import type { ShippingRateInput, ShippingRatePatch, ShippingZoneInput, ShippingZonePatch, shippingRateRecord, shippingZoneRecord } from "./schemas";

// The owner's shipping zones and their rates: what /get-shipping-options reads for home delivery
// (shipping-options.ts), so a zone or rate written here prices the next quote. A zone is one
// country of the store, narrowed to some of its states (a city's districts) or not; its rates are
// its options.

const messages = defineMessages({
  en: {
    zoneNotFound: "Shipping zone not found.",
    rateNotFound: "Shipping rate not found.",
    unknownCountry: "The store has no country with this id.",
    unknownStates: "The zone's country has no state with the ids {ids}.",
  },
  fr: {
    zoneNotFound: "Zone de livraison introuvable.",
    rateNotFound: "Tarif de livraison introuvable.",
    unknownCountry: "La boutique n'a pas de pays avec cet identifiant.",
    unknownStates: "Le pays de la zone n'a pas de quartier avec les identifiants {ids}.",
  },
  ar: {
    zoneNotFound: "منطقة الشحن غير موجودة.",
    rateNotFound: "سعر الشحن غير موجود.",
    unknownCountry: "لا يوجد في المتجر بلد بهذا المعرّف.",
    unknownStates: "لا توجد في بلد المنطقة أحياء بالمعرّفات {ids}.",
  },
});

export const shippingZoneNotFound = refusal("not_found", "No shipping zone of the store has this id: `Shipping zone not found.`");
export const shippingRateNotFound = refusal("not_found", "No shipping rate of the store has this id: `Shipping rate not found.`");

const RATE_SELECT = {
  id: true,
  zoneId: true,
  title: true,
  type: true,
  amount: true,
  freeAbove: true,
  minDays: true,
  maxDays: true,
  shippingTime: true,
  shippingFrom: true,
  carrier: true,
  isActive: true,
} satisfies Prisma.ShippingRateSelect;
type RateRow = Prisma.ShippingRateGetPayload<{ select: typeof RATE_SELECT }>;

const ZONE_SELECT = {
  id: true,
  name: true,
  isActive: true,
  country: { select: { id: true, code: true } },
  states: { select: { stateId: true }, orderBy: { stateId: "asc" } },
  rates: { select: RATE_SELECT, orderBy: { id: "asc" } },
} satisfies Prisma.ShippingZoneSelect;
type ZoneRow = Prisma.ShippingZoneGetPayload<{ select: typeof ZONE_SELECT }>;

const RATE_TYPES = { flat: "FLAT", per_item: "PER_ITEM" } as const;

function serializeRate(row: RateRow): z.infer<typeof shippingRateRecord> {
  return {
    id: row.id,
    zone_id: row.zoneId,
    title: row.title,
    type: row.type === "FLAT" ? "flat" : "per_item",
    amount: amountString(row.amount),
    free_above: row.freeAbove && amountString(row.freeAbove),
    min_days: row.minDays,
    max_days: row.maxDays,
    shipping_time: row.shippingTime,
    shipping_from: row.shippingFrom,
    carrier: row.carrier,
    is_active: row.isActive,
  };
}

function serializeZone(row: ZoneRow): z.infer<typeof shippingZoneRecord> {
  return {
    id: row.id,
    name: row.name,
    country_id: row.country.id,
    country_code: row.country.code,
    state_ids: row.states.map((s) => s.stateId),
    is_active: row.isActive,
    rates: row.rates.map(serializeRate),
  };
}

const zoneMissing = (store: Store) => shippingZoneNotFound.error(messages(store.language, "zoneNotFound"));
const rateMissing = (store: Store) => shippingRateNotFound.error(messages(store.language, "rateNotFound"));

/** The store's zones with their rates, oldest first, in shape D. */
export async function listShippingZones(store: Store, input: { page: Page; platformOrigin: string }) {
  const where = { storeId: store.id };
  const [rows, total] = await Promise.all([
    db().shippingZone.findMany({ where, select: ZONE_SELECT, orderBy: { id: "asc" }, ...skipTake(input.page) }),
    db().shippingZone.count({ where }),
  ]);
  return { success: true as const, data: rows.map(serializeZone), ...envelopeD(input.page, total, `${input.platformOrigin}/api/shipping-zones`) };
}

export async function shippingZone(store: Store, input: { id: number }) {
  const row = await db().shippingZone.findFirst({ where: { id: input.id, storeId: store.id }, select: ZONE_SELECT });
  if (!row) throw zoneMissing(store);
  return { success: true as const, data: serializeZone(row) };
}

export async function createShippingZone(store: Store, input: { zone: ShippingZoneInput }) {
  const { zone } = input;
  const id = await db().$transaction(async (tx) => {
    refuseIssues(await placeIssues(tx, store, zone.country_id, zone.state_ids), store.language);
    const created = await tx.shippingZone.create({
      data: {
        storeId: store.id,
        countryId: zone.country_id,
        name: zone.name,
        isActive: zone.is_active,
        states: { create: zone.state_ids.map((stateId) => ({ stateId })) },
      },
      select: { id: true },
    });
    return created.id;
  });
  return shippingZone(store, { id });
}

/** Changes what the patch names; `state_ids` sent replaces the zone's. A zone moved to another country needs states of that country, or none. */
export async function updateShippingZone(store: Store, input: { id: number; patch: ShippingZonePatch }) {
  const { patch } = input;
  await db().$transaction(async (tx) => {
    const current = await tx.shippingZone.findFirst({
      where: { id: input.id, storeId: store.id },
      select: { id: true, countryId: true, states: { select: { stateId: true } } },
    });
    if (!current) throw zoneMissing(store);
    const countryId = patch.country_id ?? current.countryId;
    const stateIds = patch.state_ids ?? current.states.map((s) => s.stateId);
    refuseIssues(await placeIssues(tx, store, countryId, stateIds), store.language);
    await tx.shippingZone.update({
      where: { id: current.id, storeId: store.id },
      data: {
        name: patch.name,
        countryId: patch.country_id,
        isActive: patch.is_active,
        ...(patch.state_ids && { states: { deleteMany: {}, create: patch.state_ids.map((stateId) => ({ stateId })) } }),
      },
    });
  });
  return shippingZone(store, input);
}

/** Deletes the zone and its rates: no order names a rate (an order keeps what it paid). */
export async function deleteShippingZone(store: Store, input: { id: number }) {
  const { count } = await db().shippingZone.deleteMany({ where: { id: input.id, storeId: store.id } });
  if (count === 0) throw zoneMissing(store);
  return { success: true as const };
}

/** A zone's rates, oldest first, in shape D. */
export async function listShippingRates(store: Store, input: { zoneId: number; page: Page; platformOrigin: string }) {
  await zoneOf(db(), store, input.zoneId);
  const where = { storeId: store.id, zoneId: input.zoneId };
  const [rows, total] = await Promise.all([
    db().shippingRate.findMany({ where, select: RATE_SELECT, orderBy: { id: "asc" }, ...skipTake(input.page) }),
    db().shippingRate.count({ where }),
  ]);
  const path = `${input.platformOrigin}/api/shipping-zones/${input.zoneId}/rates`;
  return { success: true as const, data: rows.map(serializeRate), ...envelopeD(input.page, total, path) };
}

export async function shippingRate(store: Store, input: { id: number }) {
  const row = await db().shippingRate.findFirst({ where: { id: input.id, storeId: store.id }, select: RATE_SELECT });
  if (!row) throw rateMissing(store);
  return { success: true as const, data: serializeRate(row) };
}

export async function createShippingRate(store: Store, input: { zoneId: number; rate: ShippingRateInput }) {
  const { rate } = input;
  const id = await db().$transaction(async (tx) => {
    await zoneOf(tx, store, input.zoneId);
    const shippingTime = rate.shipping_time ?? madeText(store, rate.min_days, rate.max_days);
    refuseIssues(deliveryTimeIssues({ minDays: rate.min_days, maxDays: rate.max_days, text: shippingTime }), store.language);
    const created = await tx.shippingRate.create({
      data: {
        storeId: store.id,
        zoneId: input.zoneId,
        title: rate.title,
        type: RATE_TYPES[rate.type],
        amount: rate.amount,
        freeAbove: rate.free_above,
        minDays: rate.min_days,
        maxDays: rate.max_days,
        shippingTime: shippingTime ?? "",
        shippingFrom: rate.shipping_from,
        carrier: rate.carrier,
        isActive: rate.is_active,
      },
      select: { id: true },
    });
    return created.id;
  });
  return shippingRate(store, { id });
}

/**
 * Changes what the patch names. The shoppers' text follows the days: a write that changes them
 * without giving a text makes it anew, and `shipping_time: null` asks for it.
 */
export async function updateShippingRate(store: Store, input: { id: number; patch: ShippingRatePatch }) {
  const { patch } = input;
  await db().$transaction(async (tx) => {
    const current = await tx.shippingRate.findFirst({ where: { id: input.id, storeId: store.id }, select: RATE_SELECT });
    if (!current) throw rateMissing(store);
    const minDays = patch.min_days === undefined ? current.minDays : patch.min_days;
    const maxDays = patch.max_days === undefined ? current.maxDays : patch.max_days;
    const shippingTime = textAfter(store, patch, current.shippingTime, minDays, maxDays);
    refuseIssues(deliveryTimeIssues({ minDays, maxDays, text: shippingTime }), store.language);
    await tx.shippingRate.update({
      where: { id: current.id, storeId: store.id },
      data: {
        title: patch.title,
        type: patch.type && RATE_TYPES[patch.type],
        amount: patch.amount,
        freeAbove: patch.free_above,
        minDays: patch.min_days,
        maxDays: patch.max_days,
        shippingTime: shippingTime ?? undefined,
        shippingFrom: patch.shipping_from,
        carrier: patch.carrier,
        isActive: patch.is_active,
      },
    });
  });
  return shippingRate(store, input);
}

export async function deleteShippingRate(store: Store, input: { id: number }) {
  const { count } = await db().shippingRate.deleteMany({ where: { id: input.id, storeId: store.id } });
  if (count === 0) throw rateMissing(store);
  return { success: true as const };
}

/** The text a write leaves: the one it gives; else made from the days when it changes them or asks for it (null); else the stored one. */
function textAfter(store: Store, patch: ShippingRatePatch, stored: string, minDays: number | null, maxDays: number | null): string | null {
  if (patch.shipping_time) return patch.shipping_time;
  const made = madeText(store, minDays, maxDays);
  if (patch.shipping_time === null) return made;
  return patch.min_days !== undefined || patch.max_days !== undefined ? (made ?? stored) : stored;
}

const madeText = (store: Store, minDays: number | null, maxDays: number | null) =>
  minDays !== null && maxDays !== null && minDays <= maxDays ? deliveryTimeText(minDays, maxDays, store.language) : null;

async function zoneOf(tx: Tx, store: Store, zoneId: number) {
  const zone = await tx.shippingZone.findFirst({ where: { id: zoneId, storeId: store.id }, select: { id: true } });
  if (!zone) throw zoneMissing(store);
  return zone;
}

/** The country must be the store's, and every state one of that country's (through its city). */
async function placeIssues(tx: Tx, store: Store, countryId: number, stateIds: number[]): Promise<Issue[]> {
  const country = await tx.country.findFirst({ where: { id: countryId, storeId: store.id }, select: { id: true } });
  if (!country) return [{ path: ["country_id"], message: (l) => messages(l, "unknownCountry") }];
  if (stateIds.length === 0) return [];
  const found = await tx.state.findMany({ where: { storeId: store.id, id: { in: stateIds }, city: { countryId } }, select: { id: true } });
  const unknown = absentIds(stateIds, found);
  return unknown.length ? [{ path: ["state_ids"], message: (l) => messages(l, "unknownStates", { ids: unknown.join(", ") }) }] : [];
}
