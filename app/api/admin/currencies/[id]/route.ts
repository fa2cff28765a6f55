import { idParams } from "@/lib/core/ids";
import { adminRoute } from "@/lib/api/route";
import { deletedResponse } from "@/lib/catalog/management-schemas";
import { currencyNotFound, defaultCurrencyKept, defaultCurrencyLocked, deleteCurrency, managedCurrencyOf, updateCurrency } from "@/lib/stores/currencies";
import { currencyPatch, managedCurrencyResponse } from "@/lib/stores/schemas";

export const GET = adminRoute(
  { summary: "A currency of the store", params: idParams, response: managedCurrencyResponse, refusals: [currencyNotFound] },
  ({ store, params }) => managedCurrencyOf(store, { id: params.id }),
);

export const PUT = adminRoute(
  {
    summary: "Changes the fields sent, and only those; `is_default: true` makes it the default and rebases every rate on it",
    params: idParams,
    body: currencyPatch,
    response: managedCurrencyResponse,
    refusals: [currencyNotFound, defaultCurrencyKept, defaultCurrencyLocked],
  },
  ({ store, params, body }) => updateCurrency(store, { id: params.id, patch: body }),
);

export const DELETE = adminRoute(
  { summary: "Deletes a currency other than the default", params: idParams, response: deletedResponse, refusals: [currencyNotFound, defaultCurrencyKept] },
  ({ store, params }) => deleteCurrency(store, { id: params.id }),
);
