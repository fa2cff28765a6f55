import { resolutionRoutes } from "../record";

export const { GET, PUT, DELETE } = resolutionRoutes.one;
