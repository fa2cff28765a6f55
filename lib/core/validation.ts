import type { z } from "zod";
import { DomainError } from "./errors";
import { expectedWords, validationMessages as messages } from "./messages";

// ZodError -> HTTP 422 `{success:false, message, errors:{field:[messages]}}`, in the store's
// language. Field names are the request's own (`items.0.quantity`); `message` is the first one,
// as Laravel-era clients of this API expect.

export function validationError(issues: readonly z.core.$ZodIssue[], language = "en"): DomainError {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join(".") || "body";
    (errors[field] ??= []).push(describe(field, issue, language));
  }
  const all = Object.values(errors).flat();
  const first = all[0] ?? messages(language, "fallback");
  const message =
    all.length > 2
      ? messages(language, "more", { message: first, count: all.length - 1 })
      : all.length === 2
        ? messages(language, "moreOne", { message: first })
        : first;
  return new DomainError("unprocessable", message, errors);
}

/**
 * An issue for a refinement to add (`ctx.addIssue`) whose message is the domain's own, in the
 * store's language, rather than "The {field} field is invalid".
 */
export function localizedIssue(message: (language: string) => string, path?: PropertyKey[]) {
  return { code: "custom" as const, ...localizedMessage(message), ...(path ? { path } : {}) };
}

/** The same for a schema's `.refine(check, localizedMessage(...))`. */
export function localizedMessage(message: (language: string) => string) {
  return { message: message("en"), params: { localized: message } };
}

function describe(field: string, issue: z.core.$ZodIssue, language: string): string {
  if (issue.code === "custom" && typeof issue.params?.localized === "function") return issue.params.localized(language);
  const name = field.replace(/_/g, " ");
  if (isMissing(issue)) return messages(language, "required", { field: name });
  if (issue.code === "invalid_type") {
    const words = expectedWords[language] ?? expectedWords.en!;
    return messages(language, "type", { field: name, expected: words[issue.expected] ?? issue.expected });
  }
  const detail = issue.message.charAt(0).toLowerCase() + issue.message.slice(1).replace(/\.$/, "");
  return messages(language, "invalid", { field: name, detail });
}

/** Nothing was sent: a type not met by `undefined`, or a union none of whose forms took `undefined` (an id, a quantity). */
function isMissing(issue: z.core.$ZodIssue): boolean {
  if (issue.code === "invalid_type") return issue.input === undefined;
  return issue.code === "invalid_union" && issue.errors.length > 0 && issue.errors.every((form) => form.some(isMissing));
}
