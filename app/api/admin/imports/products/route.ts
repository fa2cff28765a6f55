import { adminRoute } from "@/lib/api/route";
import { startProductImport } from "@/lib/imports/import-products";
import { csvFileParts } from "@/lib/imports/receive";
import { importQuery, importStartedAnswer, importUploadBody } from "@/lib/imports/schemas";

export const POST = adminRoute(
  {
    permission: "catalog",
    summary:
      "Imports products from a CSV (multipart, the file in `file`): our export's columns or WooCommerce's; run as a job whose progress `GET /imports/{id}` gives. `?dry_run=1` checks and counts without writing",
    status: 202,
    accepts: ["multipart"],
    files: csvFileParts,
    body: importUploadBody,
    query: importQuery,
    response: importStartedAnswer,
  },
  async ({ store, body, query, origin }) => ({
    success: true as const,
    data: await startProductImport(store, { file: body.file!, dryRun: query.dry_run, platformOrigin: origin }),
  }),
);
