import { shippingZoneRoutes } from "./record";

export const { GET, POST } = shippingZoneRoutes.collection;
