import { webhookRoutes } from "./record";

export const { GET, POST } = webhookRoutes.collection;
