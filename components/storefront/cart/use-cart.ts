"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useSyncExternalStore } from "react";
import type { cartListResponse } from "@/lib/cart/schemas";
import type { z } from "zod";
import { useShop } from "../shop-context";
import { shopApi } from "../shop-api";
import {
  addGuestLine,
  lineKey,
  mergeGuestCart,
  optionChoiceOf,
  readGuestCart,
  removeGuestLine,
  setGuestQuantity,
  subscribeGuestCart,
  writeGuestCart,
  type GuestLine,
} from "./guest-cart";
import { refreshQueries } from "@/components/refresh-queries";
import { postedLine } from "../checkout/checkout-items";

// One cart for the pages, whichever holds it: the account's (/cart/*, signed in) or this browser's
// (guest-cart.ts). Prices always come from the API: a guest's lines are priced by
// /get-shipping-options for pickup, which prices posted lines from the catalog as the cart does
// and needs neither a token nor an address (docs/decisions.md, "Storefront").

export type CartLine = {
  key: string;
  productId: number;
  name: string;
  permalink: string;
  image: string;
  variant: string;
  options: string[];
  unitPrice: number;
  oldPrice: number;
  quantity: number;
  min: number;
  max: number;
  /** The account cart's line id; guests' lines have none. */
  cartItemId?: number;
  /** What /cart/apply-coupon and checkout take for this line. */
  item: { id: number; quantity: number; color?: number; variant?: GuestLine["variant"]; options?: number[]; option_texts?: Record<string, string> };
};

type CartList = z.infer<typeof cartListResponse>;
type QuotedLine = {
  product: {
    id: number;
    name: string;
    permalink: string;
    image: string;
    variant: string;
    unitPrice: number;
    oldPrice: number;
    min_item: number;
    max_item: number;
  };
};

const NO_LINES: GuestLine[] = [];
const serverSnapshot = () => NO_LINES;

export const CART_QUERY = ["cart"] as const;

export function useCart() {
  const { signedIn, currency } = useShop();
  const client = useQueryClient();
  const guestLines = useSyncExternalStore(subscribeGuestCart, readGuestCart, serverSnapshot);

  // Signed in with lines still in this browser (signed in elsewhere, or a merge cut short): the
  // account's cart is read again, and reading it moves them in first.
  const leftBehind = signedIn && guestLines.length > 0;
  useEffect(() => {
    if (leftBehind) void refreshQueries(client, CART_QUERY);
  }, [leftBehind, client]);

  const account = useQuery({
    queryKey: [...CART_QUERY, "account", currency.code],
    enabled: signedIn,
    // The lines left in this browser are moved before the list is read, so the list has them
    // whichever runs first, this read or the effect above.
    queryFn: async ({ signal }) => {
      if (readGuestCart().length > 0) await mergeGuestCart();
      return shopApi<CartList>("/cart/list?per_page=100", { signal });
    },
  });
  const quote = useQuery<{ options: QuotedLine[] }>({
    queryKey: [...CART_QUERY, "guest", currency.code, guestLines],
    enabled: !signedIn && guestLines.length > 0,
    placeholderData: (previous) => previous,
    queryFn: ({ signal }) =>
      shopApi<{ options: QuotedLine[] }>("/get-shipping-options", {
        method: "POST",
        signal,
        body: {
          shipping_type: "pickup_delivery",
          products: guestLines.map((l) => ({ id: l.id, quantity: l.quantity, color: l.color, variant: l.variant, ...optionChoiceOf(l) })),
        },
      }),
  });

  const lines: CartLine[] = signedIn
    ? (account.data?.cartItems ?? []).map((c) => ({
        key: String(c.cart_item_id),
        productId: c.product_id,
        name: c.name,
        permalink: c.permalink,
        image: c.image,
        variant: c.variant,
        options: [],
        unitPrice: c.unitPrice,
        oldPrice: c.oldPrice,
        quantity: c.quantity,
        min: c.min_item,
        max: c.max_item,
        cartItemId: c.cart_item_id,
        item: postedLine(c),
      }))
    : guestLines.flatMap((l, index) => {
        const priced = quote.data?.options[index]?.product;
        if (!priced) return [];
        return [
          {
            key: lineKey(l),
            productId: l.id,
            name: priced.name,
            permalink: priced.permalink,
            image: priced.image,
            // The quote names the colour it priced (`Color: Camel, Size: L`).
            variant: priced.variant || (l.colorText ?? ""),
            options: (l.options ?? []).map((o) => (l.optionTexts?.[o.id] ? `${o.name} "${l.optionTexts[o.id]}"` : o.name)),
            unitPrice: priced.unitPrice,
            oldPrice: priced.oldPrice,
            quantity: l.quantity,
            min: priced.min_item,
            max: priced.max_item,
            item: { id: l.id, quantity: l.quantity, color: l.color, variant: l.variant, ...optionChoiceOf(l) },
          },
        ];
      });

  const refresh = () => refreshQueries(client, CART_QUERY);
  const add = useMutation({
    mutationFn: async (line: GuestLine) => {
      if (!signedIn) return addGuestLine(line);
      await shopApi("/cart/add", {
        method: "POST",
        body: { product_id: line.id, quantity: line.quantity, color: line.color, colorText: line.colorText, variant: line.variant, ...optionChoiceOf(line) },
      });
    },
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: async (line: CartLine) => {
      if (line.cartItemId === undefined) return removeGuestLine(line.key);
      await shopApi("/cart/remove-item", { method: "DELETE", body: { cart_item_id: line.cartItemId } });
    },
    onSuccess: refresh,
  });
  const quantity = useMutation({
    mutationFn: async ({ line, to }: { line: CartLine; to: number }) => {
      if (line.cartItemId === undefined) return setGuestQuantity(line.key, to);
      await shopApi("/cart/update-quantity", { method: "POST", body: { cart_item_id: line.cartItemId, quantity: to } });
    },
    onSuccess: refresh,
  });
  const clear = useMutation({
    mutationFn: async () => {
      if (!signedIn) return writeGuestCart([]);
      await shopApi("/cart/clear", { method: "DELETE" });
    },
    onSuccess: refresh,
  });

  return {
    lines,
    count: signedIn ? (account.data?.cartItems ?? []).reduce((n, c) => n + c.quantity, 0) : guestLines.reduce((n, l) => n + l.quantity, 0),
    loading: signedIn ? account.isPending : guestLines.length > 0 && quote.isPending,
    error: account.error ?? quote.error,
    /** A guest's line in this browser, an account's through /cart/update-quantity (ours: the contract's cart has no update). */
    setQuantity: (line: CartLine, to: number) => quantity.mutate({ line, to }),
    quantityError: quantity.error,
    add,
    remove,
    clear,
  };
}
