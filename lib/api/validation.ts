import type { z } from "zod";
import { ApiError } from "./errors";

// ZodError -> HTTP 422 `{success:false, message, errors:{field:[messages]}}`. Field names are
// the request's own (`items.0.quantity`); the message is the first one, as Laravel-era clients
// of this API expect.
export function validationError(issues: readonly z.core.$ZodIssue[]): ApiError {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join(".") || "body";
    (errors[field] ??= []).push(describe(field, issue));
  }
  const messages = Object.values(errors).flat();
  const more = messages.length > 1 ? ` (and ${messages.length - 1} more error${messages.length > 2 ? "s" : ""})` : "";
  return new ApiError("unprocessable", `${messages[0] ?? "The given data was invalid."}${more}`, errors);
}

function describe(field: string, issue: z.core.$ZodIssue): string {
  const name = field.replace(/_/g, " ");
  if (issue.code === "invalid_type" && issue.input === undefined) return `The ${name} field is required.`;
  if (issue.code === "invalid_type") return `The ${name} field must be ${article(issue.expected)}.`;
  return `The ${name} field is invalid: ${issue.message.charAt(0).toLowerCase()}${issue.message.slice(1)}.`.replace(/\.\.$/, ".");
}

function article(expected: string): string {
  const words: Record<string, string> = { number: "a number", int: "an integer", string: "a string", object: "an object", array: "an array", boolean: "true or false" };
  return words[expected] ?? `of type ${expected}`;
}
