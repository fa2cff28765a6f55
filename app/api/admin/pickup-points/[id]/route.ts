import { pickupPointRoutes } from "../record";

export const { GET, PUT, DELETE } = pickupPointRoutes.one;
