import type { z } from "zod";
import type { shippingOptionsResponse } from "@/lib/shipping/schemas";

// The delivery choices of the checkout: a shipment's rates or its pickup points, as /get-shipping-options quotes them.

export type Shipping = z.infer<typeof shippingOptionsResponse>;
export type DeliveryType = "home_delivery" | "pickup_delivery";

export type DeliveryChoice = { id: number; title: string; detail?: string; cost: number; isDefault: boolean };

/** One shipment's choices: a rate's cost is its lines' costs added up (the quote spreads it over them); pickup points are free. */
export function deliveryChoices(shipping: Shipping | undefined, type: DeliveryType): DeliveryChoice[] {
  if (!shipping) return [];
  if (type === "pickup_delivery") {
    return (shipping.pickup_points ?? []).map((point, index) => ({
      id: point.id,
      title: point.name,
      detail: [point.address, point.opening_hours].filter(Boolean).join(" · "),
      cost: 0,
      isDefault: index === 0,
    }));
  }
  const [first] = shipping.options;
  if (!first) return [];
  return first.options.data.map((rate) => ({
    id: rate.id,
    title: rate.title,
    detail: rate.shipping_time,
    cost: shipping.options.reduce((sum, line) => sum + (line.options.data.find((o) => o.id === rate.id)?.shipping_cost ?? 0), 0),
    isDefault: rate.id === first.default_option.id,
  }));
}
