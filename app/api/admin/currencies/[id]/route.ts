import { currencyRoutes } from "../record";

export const { GET, PUT, DELETE } = currencyRoutes.one;
