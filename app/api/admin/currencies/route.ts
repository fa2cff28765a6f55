import { pageOf } from "@/lib/core/paging";
import { adminRoute } from "@/lib/api/route";
import { createCurrency, defaultCurrencyLocked, listManagedCurrencies } from "@/lib/stores/currencies";
import { currenciesQuery, currencyInput, managedCurrenciesResponse, managedCurrencyResponse } from "@/lib/stores/schemas";

export const GET = adminRoute(
  { summary: "The store's currencies in the order they were added, inactive ones too (shape D)", query: currenciesQuery, response: managedCurrenciesResponse },
  ({ store, query, origin }) => listManagedCurrencies(store, { page: pageOf(query), platformOrigin: origin }),
);

export const POST = adminRoute(
  {
    summary: "A new currency, with its rate to the default; `is_default` makes it the default and rebases every rate on it",
    status: 201,
    body: currencyInput,
    response: managedCurrencyResponse,
    refusals: [defaultCurrencyLocked],
  },
  ({ store, body }) => createCurrency(store, { currency: body }),
);
