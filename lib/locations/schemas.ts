import { z } from "zod";
import { successSchema } from "../core/envelopes";
import { recordId } from "../core/ids";

// The checkout's address lookups: country -> city -> state, as the contract nests them.

export const countryRecord = z.strictObject({ id: z.number().int(), name: z.string(), code: z.string() });
export const cityRecord = z.strictObject({ id: z.number().int(), name: z.string(), code: z.string().nullable() });
export const stateRecord = z.strictObject({ id: z.number().int(), name: z.string() });

export const countriesResponse = successSchema({ data: z.array(countryRecord) });
export const citiesResponse = successSchema({ data: z.array(cityRecord) });
export const statesResponse = successSchema({ data: z.array(stateRecord) });

export const citiesInput = z.object({ country_id: recordId });
export const statesInput = z.object({ city_id: recordId });
