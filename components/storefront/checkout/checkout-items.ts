import type { z } from "zod";
import type { cartListResponse } from "@/lib/cart/schemas";
import type { VariantSelection } from "@/lib/catalog/variant-selection";
import { shopApi } from "../shop-api";

// The account's cart (/cart/list) as the lines /get-shipping-options, /cart/apply-coupon and
// /make-payment take: each with its colour, variant selection and options, as the list names them.

export type CartLine = z.infer<typeof cartListResponse>["cartItems"][number];
export type PostedLine = {
  id: number;
  quantity: number;
  color?: number;
  variant?: VariantSelection;
  options?: number[];
  option_texts?: Record<string, string>;
};

/** A listed line as those routes take it. */
export const postedLine = (line: CartLine): PostedLine => ({
  id: line.product_id,
  quantity: line.quantity,
  ...(line.color_id !== null ? { color: line.color_id } : {}),
  ...(line.variant_selection ? { variant: line.variant_selection } : {}),
  ...(line.options.length ? { options: line.options.map((o) => o.id), option_texts: line.option_texts } : {}),
});

/** More than a cart can hold (the API bounds a posted order at 100 lines). */
const CART_PAGE = 100;

export async function loadCheckoutLines(signal?: AbortSignal): Promise<{ cart: CartLine[]; items: PostedLine[] }> {
  const { cartItems: cart } = await shopApi<z.infer<typeof cartListResponse>>(`/cart/list?per_page=${CART_PAGE}`, { signal });
  return { cart, items: cart.map(postedLine) };
}
