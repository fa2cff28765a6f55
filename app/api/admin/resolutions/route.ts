import { resolutionRoutes } from "./record";

export const { GET, POST } = resolutionRoutes.collection;
