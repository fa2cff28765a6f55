import { paymentMethodRoutes } from "./record";

export const { GET, POST } = paymentMethodRoutes.collection;
