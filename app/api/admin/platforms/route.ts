import { z } from "zod";
import { adminRoute } from "@/lib/api/route";
import { createPlatform, listPlatforms } from "@/lib/marketing/platforms";
import { platformInput, platformRecord } from "@/lib/marketing/schemas";

export const GET = adminRoute({ summary: "The store's platforms (a bare array)", response: z.array(platformRecord) }, ({ store }) => listPlatforms(store));

export const POST = adminRoute(
  { summary: "Create a platform (a 422 on `name` when its slug is taken)", status: 201, body: platformInput, response: platformRecord },
  ({ store, body }) => createPlatform(store, body),
);
