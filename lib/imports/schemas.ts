import { z } from "zod";
import { successSchema } from "../core/envelopes";
import { localizedIssue } from "../core/validation";
import { importMessages } from "./messages";

// The product import's shapes: the form that sends the file, and the import as the dashboard polls it.

export const IMPORT_STATUSES = ["queued", "running", "done", "failed"] as const;

/** `?dry_run=1`: the file checked and counted, nothing written. */
export const importQuery = z.object({
  dry_run: z
    .enum(["0", "1", "true", "false"])
    .optional()
    .transform((flag) => flag === "1" || flag === "true"),
});

/** The file as the form's `file` part brought it (lib/imports/receive.ts). */
export type ReceivedCsv = { fileName: string; text: string };

export const importUploadBody = z
  .object({
    file: z
      .custom<ReceivedCsv>((value) => typeof value === "object" && value !== null)
      .meta({
        type: "string",
        format: "binary",
        description: "The CSV: our product export's columns, or WooCommerce's product export (docs/decisions.md, issue 27)",
      })
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (!body.file) ctx.addIssue(localizedIssue((language) => importMessages(language, "missingFile"), ["file"]));
  });

export const importError = z.strictObject({
  /** The row as a spreadsheet numbers it: the header is row 1. */
  row: z.number().int(),
  column: z.string(),
  message: z.string(),
});

export const importRecord = z.strictObject({
  id: z.number().int(),
  status: z.enum(IMPORT_STATUSES),
  dry_run: z.boolean(),
  file_name: z.string(),
  /** Rows read so far, of `total`. */
  processed: z.number().int(),
  total: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  errors: z.array(importError),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ImportRecord = z.infer<typeof importRecord>;

export const importStartedAnswer = z.object({ success: z.literal(true), data: z.strictObject({ job_id: z.number().int() }) });
export const importAnswer = successSchema({ data: importRecord });
