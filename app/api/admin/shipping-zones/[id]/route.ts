import { shippingZoneRoutes } from "../record";

export const { GET, PUT, DELETE } = shippingZoneRoutes.one;
