import { campaignRoutes } from "./record";

export const { GET, POST } = campaignRoutes.collection;
