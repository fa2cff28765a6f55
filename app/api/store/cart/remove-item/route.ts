import { storeRoute } from "@/lib/api/route";
import { cartLineNotFound, removeCartItem } from "@/lib/cart/cart";
import { cartItemInput, cartMessageResponse } from "@/lib/cart/schemas";

export const DELETE = storeRoute(
  { summary: "Remove one line from the cart", auth: "customer", body: cartItemInput, response: cartMessageResponse, refusals: [cartLineNotFound] },
  async ({ store, customer, body }) => ({ success: true, message: await removeCartItem(store, { customerId: customer.id, cartItemId: body.cart_item_id }) }),
);
