import type { z } from "zod";
import { absentIds } from "../core/ids";
import type { Page } from "../core/paging";
import { columnsOf, fieldsOf } from "../core/columns";
import { refuseIssues, type Issue } from "../catalog/issues";
import type { Tx } from "../db/client";
import type { Prisma, Store } from "../db/generated/client";
import { storeRecords } from "../db/store-records";
import { readableBy } from "../locations/places";
import { amountString } from "../money/money";
import { shippingMessages } from "./messages";
import { deliveryTimeIssues, deliveryTimeText } from "./rate-rules";
import type { ShippingRateInput, ShippingRatePatch, ShippingZoneInput, ShippingZonePatch, shippingRateRecord, shippingZoneRecord } from "./schemas";

// The owner's shipping zones and their rates: what /get-shipping-options reads for home delivery
// (shipping-options.ts), so a zone or rate written here prices the next quote. A zone is one
// country, narrowed to some of its states (Morocco's towns, or districts the store added) or not;
// its rates are its options.

const ZONE_INCLUDE = {
  country: { select: { id: true, code: true } },
  states: { select: { stateId: true }, orderBy: { stateId: "asc" } },
  rates: { orderBy: { id: "asc" } },
} satisfies Prisma.ShippingZoneInclude;
type ZoneRow = Prisma.ShippingZoneGetPayload<{ include: typeof ZONE_INCLUDE }>;
type RateRow = ZoneRow["rates"][number];

function serializeRate(row: RateRow): z.infer<typeof shippingRateRecord> {
  return {
    ...fieldsOf(row, ["id", "zoneId", "title", "minDays", "maxDays", "shippingTime", "shippingFrom", "carrier", "isActive"]),
    type: row.type === "FLAT" ? "flat" : "per_item",
    amount: amountString(row.amount),
    free_above: row.freeAbove && amountString(row.freeAbove),
  };
}

function serializeZone(row: ZoneRow): z.infer<typeof shippingZoneRecord> {
  return {
    ...fieldsOf(row, ["id", "name", "isActive"]),
    country_id: row.country.id,
    country_code: row.country.code,
    state_ids: row.states.map((s) => s.stateId),
    rates: row.rates.map(serializeRate),
  };
}

const zones = storeRecords("shippingZone", {
  include: ZONE_INCLUDE,
  orderBy: { id: "asc" },
  notFound: (language) => shippingMessages(language, "zoneNotFound"),
  serialize: serializeZone,
});
export const shippingZoneNotFound = zones.notFound;

const rates = storeRecords("shippingRate", {
  orderBy: { id: "asc" },
  notFound: (language) => shippingMessages(language, "rateNotFound"),
  serialize: serializeRate,
});
export const shippingRateNotFound = rates.notFound;

/** The store's zones with their rates, oldest first. */
export const listShippingZones = zones.list;

export const shippingZone = zones.read;

export function createShippingZone(store: Store, input: { fields: ShippingZoneInput }) {
  const { fields: zone } = input;
  return zones.create(store, {
    async data(tx) {
      refuseIssues(await placeIssues(tx, store, zone.country_id, zone.state_ids), store.language);
      const states = { create: zone.state_ids.map((stateId) => ({ stateId })) };
      return { storeId: store.id, countryId: zone.country_id, name: zone.name, isActive: zone.is_active, states };
    },
  });
}

/** Changes what the patch names; `state_ids` sent replaces the zone's. A zone moved to another country needs states of that country, or none. */
export function updateShippingZone(store: Store, input: { id: number; patch: ShippingZonePatch }) {
  const { patch } = input;
  return zones.update(store, {
    id: input.id,
    async data(tx, current) {
      const countryId = patch.country_id ?? current.country.id;
      const stateIds = patch.state_ids ?? current.states.map((s) => s.stateId);
      refuseIssues(await placeIssues(tx, store, countryId, stateIds), store.language);
      const states = patch.state_ids && { deleteMany: {}, create: patch.state_ids.map((stateId) => ({ stateId })) };
      return { name: patch.name, countryId: patch.country_id, isActive: patch.is_active, states };
    },
  });
}

/** Deletes the zone and its rates: no order names a rate (an order keeps what it paid). */
export const deleteShippingZone = zones.remove;

/** A zone's rates, oldest first. */
export async function listShippingRates(store: Store, input: { zoneId: number; page: Page }) {
  await zones.assertExists(store, { id: input.zoneId });
  return rates.list(store, { page: input.page, where: { zoneId: input.zoneId } });
}

export const shippingRate = rates.read;

export function createShippingRate(store: Store, input: { zoneId: number; fields: ShippingRateInput }) {
  const { fields: rate } = input;
  return rates.create(store, {
    async data(tx) {
      await zones.assertExists(store, { id: input.zoneId, tx });
      return { ...newRateRow(store, rate), zoneId: input.zoneId };
    },
  });
}

/**
 * A new rate's row, but its zone: the shoppers' text is made from the days unless given, and days
 * and text that disagree are refused. What the sign-up's first rate and the demo's rates are made of too.
 */
export function newRateRow(store: Pick<Store, "id" | "language">, rate: ShippingRateInput) {
  const shippingTime = rate.shipping_time ?? madeText(store, rate.min_days, rate.max_days);
  refuseIssues(deliveryTimeIssues({ minDays: rate.min_days, maxDays: rate.max_days, text: shippingTime }), store.language);
  const required = { title: rate.title, type: RATE_TYPES[rate.type], amount: rate.amount, shippingFrom: rate.shipping_from };
  return { storeId: store.id, ...rateData(rate), ...required, shippingTime: shippingTime ?? "" };
}

/**
 * Changes what the patch names. The shoppers' text follows the days: a write that changes them
 * without giving a text makes it anew, and `shipping_time: null` asks for it.
 */
export function updateShippingRate(store: Store, input: { id: number; patch: ShippingRatePatch }) {
  const { patch } = input;
  return rates.update(store, {
    id: input.id,
    data(_tx, current) {
      const minDays = patch.min_days === undefined ? current.minDays : patch.min_days;
      const maxDays = patch.max_days === undefined ? current.maxDays : patch.max_days;
      const shippingTime = textAfter(store, patch, current.shippingTime, minDays, maxDays);
      refuseIssues(deliveryTimeIssues({ minDays, maxDays, text: shippingTime }), store.language);
      return { ...rateData(patch), type: patch.type && RATE_TYPES[patch.type], shippingTime: shippingTime ?? undefined };
    },
  });
}

export const deleteShippingRate = rates.remove;

const RATE_TYPES = { flat: "FLAT", per_item: "PER_ITEM" } as const;

/** A rate's row as the input gives it, but its type and its text (which the days may make): a field not sent is left as it is. */
const rateData = (rate: ShippingRatePatch) =>
  columnsOf(rate, ["title", "amount", "free_above", "min_days", "max_days", "shipping_from", "carrier", "is_active"]);

/** The text a write leaves: the one it gives; else made from the days when it changes them or asks for it (null); else the stored one. */
function textAfter(store: Store, patch: ShippingRatePatch, stored: string, minDays: number | null, maxDays: number | null): string | null {
  if (patch.shipping_time) return patch.shipping_time;
  const made = madeText(store, minDays, maxDays);
  if (patch.shipping_time === null) return made;
  return patch.min_days !== undefined || patch.max_days !== undefined ? (made ?? stored) : stored;
}

const madeText = (store: Pick<Store, "language">, minDays: number | null, maxDays: number | null) =>
  minDays !== null && maxDays !== null && minDays <= maxDays ? deliveryTimeText(minDays, maxDays, store.language) : null;

/** The country must exist, and every state be one of that country's (through its city) that the store reads. */
async function placeIssues(tx: Tx, store: Store, countryId: number, stateIds: number[]): Promise<Issue[]> {
  const country = await tx.country.findFirst({ where: { id: countryId }, select: { id: true } });
  if (!country) return [{ path: ["country_id"], message: (l) => shippingMessages(l, "unknownCountry") }];
  if (stateIds.length === 0) return [];
  const found = await tx.state.findMany({ where: { ...readableBy(store), id: { in: stateIds }, city: { countryId } }, select: { id: true } });
  const unknown = absentIds(stateIds, found);
  return unknown.length ? [{ path: ["state_ids"], message: (l) => shippingMessages(l, "unknownStates", { ids: unknown.join(", ") }) }] : [];
}
