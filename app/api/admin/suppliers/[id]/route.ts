import { supplierRoutes } from "../record";

export const { GET, PUT, DELETE } = supplierRoutes.one;
