import { z } from "zod";
import { storeRoute } from "@/lib/api/route";
import { referenceAsset } from "@/lib/api/reference-page";

export const GET = storeRoute({ params: z.object({ asset: z.string() }) }, ({ params }) => referenceAsset(params.asset));
