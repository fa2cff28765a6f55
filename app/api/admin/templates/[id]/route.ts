import { templateRoutes } from "../record";

export const { GET, PUT, DELETE } = templateRoutes.one;
