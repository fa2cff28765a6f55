import { z } from "zod";
import { adminRoute } from "@/lib/api/route";
import { createResolution, listResolutions } from "@/lib/marketing/resolutions";
import { resolutionInput, resolutionRecord } from "@/lib/marketing/schemas";

export const GET = adminRoute({ summary: "The store's resolutions (a bare array)", response: z.array(resolutionRecord) }, ({ store }) =>
  listResolutions(store),
);

export const POST = adminRoute(
  { summary: "Create a resolution for one of the store's platforms", status: 201, body: resolutionInput, response: resolutionRecord },
  ({ store, body }) => createResolution(store, body),
);
