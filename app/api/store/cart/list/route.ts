import { pageOf } from "@/lib/core/paging";
import { envelopeB } from "@/lib/api/envelopes";
import { storeRoute } from "@/lib/api/route";
import { listCart } from "@/lib/cart/cart";
import { cartListQuery, cartListResponse } from "@/lib/cart/schemas";

export const GET = storeRoute(
  { summary: "The cart's lines (shape B)", auth: "customer", currency: true, translates: true, query: cartListQuery, response: cartListResponse },
  async ({ store, customer, query, currency, origin, catalogLanguage }) => {
    const page = pageOf(query);
    const { rows, total } = await listCart(store, { customerId: customer.id, page, currency, origin, language: catalogLanguage });
    return { success: true, cartItems: rows, ...envelopeB(page, total) };
  },
);
