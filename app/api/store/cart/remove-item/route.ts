import { storeRoute } from "@/lib/api/route";
import { cartItemInput, cartLineNotFound, cartMessageResponse, removeCartItem } from "@/lib/cart/cart";

export const DELETE = storeRoute(
  { summary: "Remove one line from the cart", auth: "customer", body: cartItemInput, response: cartMessageResponse, refusals: [cartLineNotFound] },
  ({ store, customer, body }) => removeCartItem({ store, customerId: customer.id }, body.cart_item_id),
);
