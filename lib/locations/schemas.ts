import { z } from "zod";
import { recordId } from "../core/ids";

// The checkout's address lookups: country -> city -> state, as the contract nests them.

export const countryRecord = z.strictObject({ id: z.number().int(), name: z.string(), code: z.string() });
export const cityRecord = z.strictObject({ id: z.number().int(), name: z.string(), code: z.string().nullable() });
export const stateRecord = z.strictObject({ id: z.number().int(), name: z.string() });

export const countriesResponse = z.strictObject({ success: z.literal(true), data: z.array(countryRecord) });
export const citiesResponse = z.strictObject({ success: z.literal(true), data: z.array(cityRecord) });
export const statesResponse = z.strictObject({ success: z.literal(true), data: z.array(stateRecord) });

export const citiesInput = z.object({ country_id: recordId });
export const statesInput = z.object({ city_id: recordId });
