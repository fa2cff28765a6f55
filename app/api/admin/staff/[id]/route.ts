import { staffRoutes } from "../record";

export const { GET, PUT, DELETE } = staffRoutes.one;
