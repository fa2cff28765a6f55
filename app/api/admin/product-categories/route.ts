import { productCategoryRoutes } from "./record";

export const { GET, POST } = productCategoryRoutes.collection;
