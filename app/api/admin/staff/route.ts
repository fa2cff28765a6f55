import { staffRoutes } from "./record";

export const { GET, POST } = staffRoutes.collection;
