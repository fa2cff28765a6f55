import { currencyRoutes } from "./record";

export const { GET, POST } = currencyRoutes.collection;
