import { success } from "@/lib/api/envelopes";
import { storeRoute } from "@/lib/api/route";
import { currenciesResponse } from "@/lib/stores/schemas";
import { listCurrencies } from "@/lib/stores/settings";

export const GET = storeRoute({ summary: "Active currencies, the default first", response: currenciesResponse }, async ({ store }) =>
  success(await listCurrencies(store)),
);
