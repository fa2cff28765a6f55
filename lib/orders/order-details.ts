import type { z } from "zod";
import { db } from "../db/client";
import type { Store } from "../db/generated/client";
import { currencySymbols } from "./order-currency";
import { noSuchOrder } from "./refusals";
import type { orderDetail } from "./schemas";
import { orderDetailInclude, serializeOrderDetail } from "./serialize";

// One of a customer's own orders with its lines and tracking, as /order-details and the
// storefront's order pages show it. Found by store, customer and id (or code) together: another
// customer's order answers exactly like one that does not exist.

type OrderReference = number | { code: string };

/** By id, or by code: a gateway sends the shopper back to the storefront with the order's code (lib/payments/confirmations.ts). */
export async function orderDetails(store: Store, input: { customerId: number; order: OrderReference; origin: string }): Promise<z.infer<typeof orderDetail>> {
  const { order: reference } = input;
  const [order, symbolOf] = await Promise.all([
    db().order.findFirst({
      where: { ...(typeof reference === "number" ? { id: reference } : { code: reference.code }), storeId: store.id, customerId: input.customerId },
      include: orderDetailInclude,
    }),
    currencySymbols(store.id),
  ]);
  if (!order) throw noSuchOrder(store.language);
  return serializeOrderDetail(order, {
    timeZone: store.timezone,
    origin: input.origin,
    symbolOf,
    language: store.language,
    returnWindowDays: store.returnWindowDays,
  });
}
