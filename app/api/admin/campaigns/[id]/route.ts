import { campaignRoutes } from "../record";

export const { GET, PUT, DELETE } = campaignRoutes.one;
