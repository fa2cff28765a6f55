import { pageOf } from "@/lib/core/paging";
import { storeRoute } from "@/lib/api/route";
import { listCart } from "@/lib/cart/cart";
import { cartListQuery, cartListResponse } from "@/lib/cart/schemas";

export const GET = storeRoute(
  { summary: "The cart's lines (shape B)", auth: "customer", currency: true, query: cartListQuery, response: cartListResponse },
  ({ store, customer, query, currency, origin }) => listCart({ store, customerId: customer.id }, pageOf(query), currency, origin),
);
