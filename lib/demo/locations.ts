// Countries → cities → states (districts), the shipping zones and rates that serve them, and the
// pickup points.
import type { Tx } from "../db/client";
import { must } from "./lookup";
import type { StoreSeed } from "./types";

export interface Locations {
  /** Country id by code. */
  countries: Map<string, number>;
  /** State id by `${countryCode}:${cityName}:${stateName}`, as a customer's address names it. */
  states: Map<string, number>;
  /** Pickup point id by name. */
  pickupPoints: Map<string, number>;
}

export async function writeLocations(tx: Tx, storeId: number, seed: StoreSeed): Promise<Locations> {
  const countries = await tx.country.createManyAndReturn({
    data: seed.countries.map((country) => ({ storeId, name: country.name, code: country.code, isActive: country.isActive })),
    select: { id: true, code: true },
  });
  const countryIds = new Map(countries.map((c) => [c.code, c.id]));

  const cities = await tx.city.createManyAndReturn({
    data: seed.countries.flatMap((country) =>
      country.cities.map((city) => ({
        storeId,
        countryId: must(countryIds, country.code, "country"),
        name: city.name,
        code: city.code ?? null,
      })),
    ),
    select: { id: true, countryId: true, name: true },
  });
  const countryCodes = new Map(countries.map((c) => [c.id, c.code]));
  const cityIds = new Map(cities.map((c) => [`${countryCodes.get(c.countryId) ?? ""}:${c.name}`, c.id]));

  const states = await tx.state.createManyAndReturn({
    data: seed.countries.flatMap((country) =>
      country.cities.flatMap((city) => city.states.map((name) => ({ storeId, cityId: must(cityIds, `${country.code}:${city.name}`, "city"), name }))),
    ),
    select: { id: true, cityId: true, name: true },
  });

  const zones = await tx.shippingZone.createManyAndReturn({
    data: seed.shippingZones.map((zone) => ({ storeId, countryId: must(countryIds, zone.country, "country"), name: zone.name })),
    select: { id: true, name: true },
  });
  const zoneIds = new Map(zones.map((z) => [z.name, z.id]));
  await tx.shippingZoneState.createMany({
    data: seed.shippingZones.flatMap((zone) =>
      (zone.cities ?? []).flatMap((city) => {
        const cityId = must(cityIds, city, "city");
        return states.filter((state) => state.cityId === cityId).map((state) => ({ zoneId: must(zoneIds, zone.name, "zone"), stateId: state.id }));
      }),
    ),
  });
  await tx.shippingRate.createMany({
    data: seed.shippingZones.flatMap((zone) =>
      zone.rates.map((rate) => ({
        storeId,
        zoneId: must(zoneIds, zone.name, "zone"),
        title: rate.title,
        type: rate.type,
        amount: rate.amount,
        freeAbove: rate.freeAbove ?? null,
        shippingTime: rate.time,
        shippingFrom: rate.from,
        carrier: rate.carrier ?? null,
      })),
    ),
  });

  const pickupPoints = await tx.pickupPoint.createManyAndReturn({
    data: seed.pickupPoints.map((point) => ({
      storeId,
      cityId: must(cityIds, point.city, "city"),
      name: point.name,
      address: point.address,
      phone: point.phone,
      openingHours: point.openingHours,
    })),
    select: { id: true, name: true },
  });
  const cityKeys = new Map(cities.map((c) => [c.id, `${countryCodes.get(c.countryId) ?? ""}:${c.name}`]));
  return {
    countries: countryIds,
    states: new Map(states.map((s) => [`${cityKeys.get(s.cityId) ?? ""}:${s.name}`, s.id])),
    pickupPoints: new Map(pickupPoints.map((p) => [p.name, p.id])),
  };
}
