import { platformRoutes } from "./record";

export const { GET, POST } = platformRoutes.collection;
