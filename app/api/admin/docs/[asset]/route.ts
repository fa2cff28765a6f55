import { z } from "zod";
import { adminRoute } from "@/lib/api/route";
import { referenceAsset } from "@/lib/api/reference-page";

export const GET = adminRoute({ auth: "none", params: z.object({ asset: z.string() }) }, ({ params }) => referenceAsset(params.asset));
