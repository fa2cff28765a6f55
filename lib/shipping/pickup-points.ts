import type { z } from "zod";
import { fieldError, refusal } from "../core/errors";
import { db, type Tx } from "../db/client";
import type { Prisma, Store } from "../db/generated/client";
import { columnsOf, fieldsOf } from "../core/columns";
import { storeRecords } from "../db/store-records";
import { NAMES, nameOrNull, readableBy } from "../locations/places";
import { shippingMessages } from "./messages";
import type { PickupPointInput, PickupPointPatch, pickupPointRecord } from "./schemas";

// The owner's pickup points: what /get-shipping-options offers for pickup delivery, the active ones.
// A point an order was picked up at is deactivated rather than deleted: the order names it. A point
// names its town (a state: one of Morocco's reference towns, or one the store added), and so its
// city; or a city alone.

export const pickupPointUsed = refusal("conflict", "Orders name the pickup point: it is deactivated (`is_active` false) rather than deleted");

const INCLUDE = {
  city: { select: { id: true, ...NAMES, country: { select: { id: true, code: true } } } },
  state: { select: NAMES },
} satisfies Prisma.PickupPointInclude;
type Row = Prisma.PickupPointGetPayload<{ include: typeof INCLUDE }>;

function serialize(row: Row, language: string): z.infer<typeof pickupPointRecord> {
  const { city } = row;
  return {
    ...fieldsOf(row, ["id", "name", "address", "phone", "openingHours", "isActive"]),
    city_id: city?.id ?? null,
    state_id: row.stateId,
    city: nameOrNull(row.state ?? city, language),
    country_id: city?.country.id ?? null,
    country_code: city?.country.code ?? null,
  };
}

const pickupPoints = storeRecords("pickupPoint", {
  include: INCLUDE,
  orderBy: { id: "asc" },
  notFound: (language) => shippingMessages(language, "pickupNotFound"),
  serialize,
  context: (store) => store.language,
});
export const pickupPointNotFound = pickupPoints.notFound;

export const listPickupPoints = pickupPoints.list;

export const pickupPoint = pickupPoints.read;

/** Whether the checkout offers pickup at all: a store without an active point offers home delivery alone. */
export async function offersPickup(store: Store) {
  return (await db().pickupPoint.count({ where: { storeId: store.id, isActive: true } })) > 0;
}

/** The point's row as the input gives it: a field not sent is left as it is. */
const pointData = (point: PickupPointPatch) => columnsOf(point, ["name", "address", "phone", "opening_hours", "is_active"]);

export function createPickupPoint(store: Store, input: { fields: PickupPointInput }) {
  const { fields } = input;
  return pickupPoints.create(store, {
    async data(tx) {
      const place = await pointPlace(tx, store, fields);
      return { storeId: store.id, ...pointData(fields), ...place, name: fields.name, address: fields.address };
    },
  });
}

export function updatePickupPoint(store: Store, input: { id: number; patch: PickupPointPatch }) {
  const { patch } = input;
  return pickupPoints.update(store, {
    id: input.id,
    async data(tx) {
      const place = patch.city_id !== undefined || patch.state_id !== undefined ? await pointPlace(tx, store, patch) : {};
      return { ...pointData(patch), ...place };
    },
  });
}

export async function deletePickupPoint(store: Store, input: { id: number }) {
  await pickupPoints.remove(store, {
    id: input.id,
    onlyWhere: { orders: { none: {} } },
    refused: () => pickupPointUsed.error(shippingMessages(store.language, "pickupUsed")),
  });
}

/** The town sent names the city (its own, whatever `city_id` says); else the city sent, or none. Both must be places the store reads. */
async function pointPlace(tx: Tx, store: Store, point: PickupPointPatch): Promise<{ cityId: number | null; stateId: number | null }> {
  if (point.state_id) {
    const town = await tx.state.findFirst({ where: { id: point.state_id, ...readableBy(store) }, select: { cityId: true } });
    if (!town) throw fieldError("state_id", shippingMessages(store.language, "unknownTown"));
    return { cityId: town.cityId, stateId: point.state_id };
  }
  const cityId = point.city_id ?? null;
  if (cityId !== null && !(await tx.city.findFirst({ where: { id: cityId, ...readableBy(store) }, select: { id: true } }))) {
    throw fieldError("city_id", shippingMessages(store.language, "unknownCity"));
  }
  return { cityId, stateId: null };
}
