import { categoryRoutes } from "./record";

export const { GET, POST } = categoryRoutes.collection;
