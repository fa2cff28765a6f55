import { webhookRoutes } from "../record";

export const { GET, PUT, DELETE } = webhookRoutes.one;
