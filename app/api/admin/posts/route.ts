import { postRoutes } from "./record";

export const { GET, POST } = postRoutes.collection;
