import { fieldError } from "../core/errors";
import { db, type Tx } from "../db/client";
import type { Store } from "../db/generated/client";
import { shippingOptionMessages } from "./messages/shipping-options";

// Where an order posted without `shipping_type` goes (every app written to the contract, which has
// no such field): home, as Shopify's checkout ships to the customer's address. The place is the
// store's district (state) that the order's `address` names, with its city to tell districts of the
// same name apart; else the district of the customer's last order delivered home; else none, and
// the order is refused rather than sent nowhere for free.

export type DeliveryPlace = { country_id: number; state_id: number };

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

/** The one district of the store's active countries the text names best (district and city over district alone); null if none or a tie. */
async function placeNamed(store: Store, address: string, tx: Tx): Promise<DeliveryPlace | null> {
  const text = words(address);
  const states = await tx.state.findMany({
    where: { storeId: store.id, city: { country: { isActive: true } } },
    select: { id: true, name: true, city: { select: { name: true, countryId: true } } },
  });
  const scored = states
    .filter((state) => text.includes(words(state.name)))
    .map((state) => ({ state, score: text.includes(words(state.city.name)) ? 2 : 1 }))
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
  const state = await tx.state.findFirst({
    where: { id: place.state_id, storeId: store.id },
    select: { name: true, city: { select: { name: true, country: { select: { name: true, code: true } } } } },
  });
  return { state: state?.name ?? "", city: state?.city.name ?? "", country: state?.city.country.name ?? "", country_code: state?.city.country.code ?? "" };
}
