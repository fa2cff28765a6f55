import { categoryRoutes } from "../record";

export const { GET, PUT, DELETE } = categoryRoutes.one;
