import type { z } from "zod";
import { queryKeys } from "@/lib/dashboard/query-keys";
import type { shippingRateRecord, shippingZoneRecord } from "@/lib/shipping/schemas";

// A delivery zone and its rates as the shipping screen reads them, and the query key of the zones' list, which their forms refresh.

export type Zone = z.infer<typeof shippingZoneRecord>;
export type Rate = z.infer<typeof shippingRateRecord>;

export const ZONES = queryKeys.shippingZones.all;
