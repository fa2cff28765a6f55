import { shippingRateRoutes } from "../../record";

export const { GET, POST } = shippingRateRoutes.collection;
