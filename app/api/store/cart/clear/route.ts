import { storeRoute } from "@/lib/api/route";
import { clearCart } from "@/lib/cart/cart";
import { cartMessageResponse } from "@/lib/cart/schemas";

export const DELETE = storeRoute({ summary: "Empty the cart", auth: "customer", response: cartMessageResponse }, async ({ store, customer }) => ({
  success: true,
  message: await clearCart(store, { customerId: customer.id }),
}));
