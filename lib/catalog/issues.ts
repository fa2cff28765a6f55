import type { z } from "zod";
import { localizedIssue, validationError } from "../core/validation";

// What a catalog write breaks, found beyond its schema (the rules between fields, the store's own
// records), refused as one 422 that names every field, as the schema's own faults are.

export type Issue = { path: (string | number)[]; message: (language: string) => string };

/** Refuses the write when anything was found: 422 `{success:false, message, errors}` in the store's language. */
export function refuseIssues(issues: Issue[], language: string): void {
  if (issues.length)
    throw validationError(
      issues.map((issue) => localizedIssue(issue.message, issue.path) as z.core.$ZodIssue),
      language,
    );
}
