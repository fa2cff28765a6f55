import { success } from "@/lib/api/envelopes";
import { storeRoute } from "@/lib/api/route";
import { addToCart } from "@/lib/cart/cart";
import { addToCartInput, addToCartResponse } from "@/lib/cart/schemas";

export const POST = storeRoute(
  { summary: "Add a product (with color and variant) to the cart", auth: "customer", currency: true, body: addToCartInput, response: addToCartResponse },
  async ({ store, customer, body, currency, origin }) => success(await addToCart(store, { customerId: customer.id, item: body, currency, origin })),
);
