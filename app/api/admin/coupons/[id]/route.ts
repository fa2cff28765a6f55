import { couponRoutes } from "../record";

export const { GET, PUT, DELETE } = couponRoutes.one;
