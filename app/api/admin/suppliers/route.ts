import { supplierRoutes } from "./record";

export const { GET, POST } = supplierRoutes.collection;
