import { storeRoute } from "@/lib/api/route";
import { cartMessageResponse, clearCart } from "@/lib/cart/cart";

export const DELETE = storeRoute(
  { summary: "Empty the cart", auth: "customer", response: cartMessageResponse },
  ({ store, customer }) => clearCart({ store, customerId: customer.id }),
);
