import { couponRoutes } from "./record";

export const { GET, POST } = couponRoutes.collection;
