import { templateRoutes } from "./record";

export const { GET, POST } = templateRoutes.collection;
