import { adminRoute } from "@/lib/api/route";
import { recordId } from "@/lib/core/ids";
import { importNotFound, productImport } from "@/lib/imports/import-products";
import { importAnswer } from "@/lib/imports/schemas";
import { z } from "zod";

export const GET = adminRoute(
  {
    permission: "catalog",
    summary: "An import: its status, its progress (`processed` of `total` rows), its counts and its errors by row and column",
    params: z.object({ id: recordId }),
    response: importAnswer,
    refusals: [importNotFound],
  },
  async ({ store, params }) => ({ success: true as const, data: await productImport(store, { id: params.id }) }),
);
