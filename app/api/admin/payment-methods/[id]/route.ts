import { paymentMethodRoutes } from "../record";

export const { GET, PUT } = paymentMethodRoutes.one;
