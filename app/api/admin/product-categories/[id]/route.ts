import { productCategoryRoutes } from "../record";

export const { GET, PUT, DELETE } = productCategoryRoutes.one;
