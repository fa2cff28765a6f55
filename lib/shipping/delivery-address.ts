import { fieldError } from "../core/errors";
import { db, type Tx } from "../db/client";
import type { Store } from "../db/generated/client";
import { NAMES, offeredBy, placeName, readableBy } from "../locations/places";
import { shippingOptionMessages } from "./messages/shipping-options";

// Where an order posted without `shipping_type` goes (every app written to the contract, which has
// no such field): home, as Shopify's checkout ships to the customer's address. The place is the
// state (a town of the reference, or a district the store added) that the order's `address` names,
// in any of its languages, with its city to tell states of the same name apart; else the district of the customer's last order delivered home; else none, and
// the order is refused rather than sent nowhere for free.

/** A state of the store's places; or none, with the town the shopper typed, where the store has no places for the country. */
export type DeliveryPlace = { country_id: number; state_id?: number | null; city?: string | null };

/** Lower case, without accents, words separated by single spaces, padded: " 12 rue x maarif casablanca ". */
const words = (text: string) =>
  ` ${text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()} `;

export async function customerDeliveryPlace(
  store: Store,
  { customerId, address, tx = db() }: { customerId: number; address: string | null | undefined; tx?: Tx },
): Promise<DeliveryPlace> {
  const named = address ? await placeNamed(store, address, tx) : null;
  if (named) return named;
  const [last] = await tx.$queryRaw<DeliveryPlace[]>`
    SELECT (shipping_details->>'country_id')::int AS country_id, (shipping_details->>'state_id')::int AS state_id
    FROM orders
    WHERE store_id = ${store.id} AND customer_id = ${customerId}
      AND jsonb_typeof(shipping_details->'country_id') = 'number' AND jsonb_typeof(shipping_details->'state_id') = 'number'
    ORDER BY placed_at DESC, id DESC LIMIT 1`;
  if (last) return last;
  throw fieldError("address", shippingOptionMessages(store.language, "addressUnknown"));
}

/** The one state of the store's active countries the text names best (state and city over state alone); null if none or a tie. */
async function placeNamed(store: Store, address: string, tx: Tx): Promise<DeliveryPlace | null> {
  const text = words(address);
  const named = (place: { name: string; nameFr: string | null; nameAr: string | null }) =>
    [place.name, place.nameFr, place.nameAr].some((name) => name && text.includes(words(name)));
  const states = await tx.state.findMany({
    where: { ...readableBy(store), city: { ...readableBy(store), country: offeredBy(store) } },
    select: { id: true, ...NAMES, city: { select: { countryId: true, ...NAMES } } },
  });
  const scored = states
    .filter(named)
    .map((state) => ({ state, score: named(state.city) ? 2 : 1 }))
    .sort((a, b) => b.score - a.score);
  const [best, second] = scored;
  if (!best || (second && second.score === best.score)) return null;
  return { country_id: best.state.city.countryId, state_id: best.state.id };
}

/**
 * The place's names beside its ids, as the order keeps them: what the owner reads to ship it, which
 * stays when the store renames or removes the district.
 */
export async function placeNames(store: Store, place: DeliveryPlace, tx: Tx = db()) {
  const name = (named: Parameters<typeof placeName>[0]) => placeName(named, store.language);
  if (place.state_id == null) {
    const country = await tx.country.findUnique({ where: { id: place.country_id }, select: { code: true, ...NAMES } });
    return { state: "", city: place.city ?? "", country: country ? name(country) : "", country_code: country?.code ?? "" };
  }
  const state = await tx.state.findFirst({
    where: { id: place.state_id, ...readableBy(store) },
    select: { ...NAMES, city: { select: { ...NAMES, country: { select: { code: true, ...NAMES } } } } },
  });
  if (!state) return { state: "", city: "", country: "", country_code: "" };
  return { state: name(state), city: name(state.city), country: name(state.city.country), country_code: state.city.country.code };
}
