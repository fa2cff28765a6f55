import { shippingRateRoutes } from "../../shipping-zones/record";

export const { GET, PUT, DELETE } = shippingRateRoutes.one;
