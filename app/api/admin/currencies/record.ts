import { recordRoutes } from "@/lib/api/records";
import {
  createCurrency,
  currencyNotFound,
  defaultCurrencyKept,
  defaultCurrencyLocked,
  deleteCurrency,
  listManagedCurrencies,
  managedCurrencyOf,
  updateCurrency,
} from "@/lib/stores/currencies";
import { currenciesQuery, currencyInput, currencyPatch, managedCurrency } from "@/lib/stores/schemas";

export const currencyRoutes = recordRoutes({
  permission: "settings",
  record: managedCurrency,
  notFound: currencyNotFound,
  list: {
    summary: "The store's currencies in the order they were added, inactive ones too (shape D)",
    query: currenciesQuery,
    path: "/api/currencies",
    run: listManagedCurrencies,
  },
  create: {
    summary: "A new currency, with its rate to the default; `is_default` makes it the default and rebases every rate on it",
    refusals: [defaultCurrencyLocked],
    body: currencyInput,
    run: createCurrency,
  },
  find: { summary: "A currency of the store", run: managedCurrencyOf },
  update: {
    summary: "Changes the fields sent, and only those; `is_default: true` makes it the default and rebases every rate on it",
    refusals: [defaultCurrencyKept, defaultCurrencyLocked],
    body: currencyPatch,
    run: updateCurrency,
  },
  remove: { summary: "Deletes a currency other than the default", refusals: [defaultCurrencyKept], run: deleteCurrency },
});
