import { pickupPointRoutes } from "./record";

export const { GET, POST } = pickupPointRoutes.collection;
