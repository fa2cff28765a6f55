import { platformRoutes } from "../record";

export const { GET, PUT, DELETE } = platformRoutes.one;
