import type { z } from "zod";
import { fieldError, refusal } from "../core/errors";
import type { Tx } from "../db/client";
import type { Prisma, Store } from "../db/generated/client";
import { columnsOf, fieldsOf } from "../core/columns";
import { storeRecords } from "../db/store-records";
import { shippingMessages } from "./messages";
import type { PickupPointInput, PickupPointPatch, pickupPointRecord } from "./schemas";

// The owner's pickup points: what /get-shipping-options offers for pickup delivery, the active ones.
// A point an order was picked up at is deactivated rather than deleted: the order names it.

export const pickupPointUsed = refusal("conflict", "Orders name the pickup point: it is deactivated (`is_active` false) rather than deleted");

const INCLUDE = { city: { select: { id: true, name: true, country: { select: { id: true, code: true } } } } } satisfies Prisma.PickupPointInclude;
type Row = Prisma.PickupPointGetPayload<{ include: typeof INCLUDE }>;

function serialize(row: Row): z.infer<typeof pickupPointRecord> {
  const { city } = row;
  return {
    ...fieldsOf(row, ["id", "name", "address", "phone", "openingHours", "isActive"]),
    city_id: city?.id ?? null,
    city: city?.name ?? null,
    country_id: city?.country.id ?? null,
    country_code: city?.country.code ?? null,
  };
}

const pickupPoints = storeRecords("pickupPoint", {
  include: INCLUDE,
  orderBy: { id: "asc" },
  notFound: (language) => shippingMessages(language, "pickupNotFound"),
  serialize,
});
export const pickupPointNotFound = pickupPoints.notFound;

export const listPickupPoints = pickupPoints.list;

export const pickupPoint = pickupPoints.read;

/** The point's row as the input gives it: a field not sent is left as it is. */
const pointData = (point: PickupPointPatch) => columnsOf(point, ["name", "address", "city_id", "phone", "opening_hours", "is_active"]);

export function createPickupPoint(store: Store, input: { fields: PickupPointInput }) {
  const { fields } = input;
  return pickupPoints.create(store, {
    async data(tx) {
      await checkCity(tx, store, fields.city_id);
      return { storeId: store.id, ...pointData(fields), name: fields.name, address: fields.address };
    },
  });
}

export function updatePickupPoint(store: Store, input: { id: number; patch: PickupPointPatch }) {
  const { patch } = input;
  return pickupPoints.update(store, {
    id: input.id,
    async data(tx) {
      if (patch.city_id !== undefined) await checkCity(tx, store, patch.city_id);
      return pointData(patch);
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

async function checkCity(tx: Tx, store: Store, cityId: number | null) {
  if (cityId === null) return;
  if (!(await tx.city.findFirst({ where: { id: cityId, storeId: store.id }, select: { id: true } }))) {
    throw fieldError("city_id", shippingMessages(store.language, "unknownCity"));
  }
}
