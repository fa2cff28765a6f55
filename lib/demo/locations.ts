// The countries the store offers (reference rows), its own cities and states where the reference
// has none, the shipping zones and rates that serve them, and the pickup points.
import type { Tx } from "../db/client";
import type { Store } from "../db/generated/client";
import { readableBy } from "../locations/places";
import { newRateRow } from "../shipping/manage-zones";
import { shippingRateInput } from "../shipping/schemas";
import { must } from "./lookup";
import type { ShippingRateSeed, StoreSeed } from "./types";

export interface Locations {
  /** Country id by code. */
  countries: Map<string, number>;
  /** State id by `${countryCode}:${cityName}:${stateName}` (English names), as a customer's address names it. */
  states: Map<string, number>;
  /** Pickup point id by name. */
  pickupPoints: Map<string, number>;
}

/** A seed's rate as the owner's API takes it: the same rules make its row. */
const rateInput = (rate: ShippingRateSeed) =>
  shippingRateInput.parse({
    title: rate.title,
    type: rate.type,
    amount: rate.amount,
    free_above: rate.freeAbove ?? null,
    shipping_time: rate.time,
    shipping_from: rate.from,
    carrier: rate.carrier ?? null,
  });

export async function writeLocations(tx: Tx, store: Pick<Store, "id" | "language">, seed: StoreSeed): Promise<Locations> {
  const storeId = store.id;
  const countries = await tx.country.findMany({ where: { code: { in: seed.countries.map((c) => c.code) } }, select: { id: true, code: true } });
  const countryIds = new Map(countries.map((c) => [c.code, c.id]));
  await tx.storeCountry.createMany({
    data: seed.countries.map((country) => ({ storeId, countryId: must(countryIds, country.code, "country"), isActive: country.isActive })),
  });

  for (const country of seed.countries)
    for (const city of country.cities)
      await tx.city.create({
        data: {
          storeId,
          countryId: must(countryIds, country.code, "country"),
          name: city.name,
          code: city.code ?? null,
          states: { create: city.states.map((name) => ({ storeId, name })) },
        },
      });

  // The reference places and the store's own, by their keys.
  const cities = await tx.city.findMany({
    where: { ...readableBy({ id: storeId }), countryId: { in: countries.map((c) => c.id) } },
    select: { id: true, name: true, country: { select: { code: true } }, states: { where: readableBy({ id: storeId }), select: { id: true, name: true } } },
  });
  const cityIds = new Map(cities.map((c) => [`${c.country.code}:${c.name}`, c.id]));
  const states = new Map(cities.flatMap((c) => c.states.map((s) => [`${c.country.code}:${c.name}:${s.name}`, s.id] as const)));
  /** The states a key names: the one of `CC:City:State`, every one of `CC:City`. */
  const statesOf = (key: string) =>
    key.split(":").length === 3 ? [must(states, key, "state")] : cities.find((c) => c.id === must(cityIds, key, "city"))!.states.map((s) => s.id);

  for (const zone of seed.shippingZones)
    await tx.shippingZone.create({
      data: {
        storeId,
        countryId: must(countryIds, zone.country, "country"),
        name: zone.name,
        states: { create: (zone.places ?? []).flatMap(statesOf).map((stateId) => ({ stateId })) },
        rates: { create: zone.rates.map((rate) => newRateRow(store, rateInput(rate))) },
      },
    });

  const pickupPoints = await tx.pickupPoint.createManyAndReturn({
    data: seed.pickupPoints.map((point) => {
      const [code, city, town] = point.place.split(":");
      return {
        storeId,
        cityId: must(cityIds, `${code}:${city}`, "city"),
        stateId: town === undefined ? null : must(states, point.place, "state"),
        name: point.name,
        address: point.address,
        phone: point.phone,
        openingHours: point.openingHours,
      };
    }),
    select: { id: true, name: true },
  });
  return { countries: countryIds, states, pickupPoints: new Map(pickupPoints.map((p) => [p.name, p.id])) };
}
