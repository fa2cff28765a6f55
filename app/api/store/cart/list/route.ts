import { pageOf, pageQuery } from "@/lib/api/pagination";
import { storeRoute } from "@/lib/api/route";
import { cartListResponse, listCart } from "@/lib/cart/cart";

export const GET = storeRoute(
  { summary: "The cart's lines (shape B)", auth: "customer", currency: true, query: pageQuery(8), response: cartListResponse },
  ({ store, customer, query, currency, origin }) => listCart({ store, customerId: customer.id }, pageOf(query), currency, origin),
);
