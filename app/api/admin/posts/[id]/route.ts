import { postRoutes } from "../record";

export const { GET, PUT, DELETE } = postRoutes.one;
