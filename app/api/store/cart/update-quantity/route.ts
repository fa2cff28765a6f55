import { storeRoute } from "@/lib/api/route";
import { cartLineNotFound, setCartQuantity } from "@/lib/cart/cart";
import { cartMessageResponse, cartQuantityInput } from "@/lib/cart/schemas";

export const POST = storeRoute(
  { summary: "Set one line's quantity (ours)", auth: "customer", body: cartQuantityInput, response: cartMessageResponse, refusals: [cartLineNotFound] },
  async ({ store, customer, body }) => ({
    success: true,
    message: await setCartQuantity(store, { customerId: customer.id, cartItemId: body.cart_item_id, quantity: body.quantity }),
  }),
);
