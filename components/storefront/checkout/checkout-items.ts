import type { z } from "zod";
import type { cartListResponse } from "@/lib/cart/schemas";
import type { VariantSelection } from "@/lib/catalog/variant-selection";
import type { productDetailsResponse } from "@/lib/catalog/schemas";
import { shopApi } from "../shop-api";

// The account's cart (/cart/list) as the lines /get-shipping-options, /cart/apply-coupon and
// /make-payment take. A cart line names its variant by key only (`variant_code`); the selection
// object those routes want is the product's own, read from /product-details (`variantsDataNew`).

export type CartLine = z.infer<typeof cartListResponse>["cartItems"][number];
export type PostedLine = { id: number; quantity: number; variant?: VariantSelection; options?: number[]; option_texts?: Record<string, string> };

/** More than a cart can hold (the API bounds a posted order at 100 lines). */
const CART_PAGE = 100;

export async function loadCheckoutLines(signal?: AbortSignal): Promise<{ cart: CartLine[]; items: PostedLine[] }> {
  const { cartItems: cart } = await shopApi<z.infer<typeof cartListResponse>>(`/cart/list?per_page=${CART_PAGE}`, { signal });
  const variants = new Map<string, Promise<z.infer<typeof productDetailsResponse>>>();
  const details = (permalink: string) => {
    if (!variants.has(permalink)) variants.set(permalink, shopApi(`/product-details/${encodeURIComponent(permalink)}`, { signal }));
    return variants.get(permalink)!;
  };
  const items = await Promise.all(
    cart.map(async (line): Promise<PostedLine> => {
      const options = line.options.length ? { options: line.options.map((o) => o.id), option_texts: line.option_texts } : {};
      if (!line.variant_code) return { id: line.product_id, quantity: line.quantity, ...options };
      const product = await details(line.permalink);
      const variant = "variantsDataNew" in product ? product.variantsDataNew?.find((v) => v.variant_key === line.variant_code)?.variant : undefined;
      return { id: line.product_id, quantity: line.quantity, ...options, ...(variant ? { variant } : {}) };
    }),
  );
  return { cart, items };
}
