import { fieldError } from "../core/errors";
import type { Tx } from "../db/client";
import type { Store } from "../db/generated/client";
import { placeName } from "../locations/places";
import { activateCountry } from "./countries";
import { shippingMessages } from "./messages";
import { newRateRow } from "./manage-zones";
import { shippingRateInput } from "./schemas";

// A new store's first shipping: it delivers to its country, the whole of it, at one flat rate the
// owner edits later, so that a store made by the sign-up can take an order at once. In the caller's
// transaction (the sign-up writes the store in one).

const MIN_DAYS = 2;
const MAX_DAYS = 4;

/** Switches the country on for the store and makes a zone of the whole country with one flat rate (`rate`, in the store's default currency). */
export async function openShipping(tx: Tx, store: Pick<Store, "id" | "language">, input: { countryCode: string; rate: string }) {
  const country = await tx.country.findUnique({ where: { code: input.countryCode.toUpperCase() } });
  if (!country) throw fieldError("country", shippingMessages(store.language, "unknownCountry"));
  await activateCountry(tx, store, country.id);
  return tx.shippingZone.create({
    data: {
      storeId: store.id,
      countryId: country.id,
      name: placeName(country, store.language),
      rates: {
        create: newRateRow(
          store,
          shippingRateInput.parse({ title: shippingMessages(store.language, "standardDelivery"), amount: input.rate, min_days: MIN_DAYS, max_days: MAX_DAYS }),
        ),
      },
    },
    include: { rates: true },
  });
}
