import { storeRoute } from "@/lib/api/route";
import { listCurrencies } from "@/lib/stores/settings";

export const GET = storeRoute({}, async ({ store }) => ({ success: true, data: await listCurrencies(store) }));
