import { z } from "zod";
import { BODY_MEDIA_TYPES, DEFAULT_MAX_BODY_BYTES, MAX_JSON_DEPTH, readsBodyOn } from "./body";
import { ERROR_STATUS } from "../core/errors";
import { errorBody, fieldErrorsBody, unexpectedErrorBody } from "./errors";
import { MAX_FIELD_BYTES, MAX_FIELDS, megabytes } from "./file-parts";
import { permissionOf, type RouteDoc } from "./route-doc";

// Every answer but success that a route can give, worked out from what its wrapper does (a body
// read, a token checked, input validated) and the refusals its domain declares. The API reference
// lists exactly these, and the test server turns any other answer into a 500 that fails the test
// that provoked it (VALIDATE_RESPONSES), so the two cannot part.

export type ErrorAnswer = { description: string; body: z.ZodType; headers?: z.ZodObject };

const retryAfter = z.object({ "Retry-After": z.string().meta({ description: "Seconds to wait before the next request" }) });

const FORM_NAMES = { json: "valid JSON", multipart: "valid multipart/form-data", form: "a valid URL-encoded form" } as const;

function bodyFaults(doc: RouteDoc): string {
  const accepts = doc.accepts ?? ["json"];
  const forms = accepts.map((form) => FORM_NAMES[form]);
  const fault = forms.length === 1 ? `The body is not ${forms[0]}` : `The body is neither ${forms.slice(0, -1).join(", ")} nor ${forms.at(-1)}`;
  const json = accepts.includes("json") ? `, or JSON nesting arrays and objects deeper than ${MAX_JSON_DEPTH} levels` : "";
  return `${fault}, or not UTF-8 text${json}`;
}

export function errorAnswers(doc: RouteDoc, method: string): Map<number, ErrorAnswer> {
  const found = new Map<number, { descriptions: string[]; bodies: Set<z.ZodType>; headers?: z.ZodObject }>();
  const add = (status: number, description: string, body: z.ZodType = errorBody, headers?: z.ZodObject) => {
    const answer = found.get(status) ?? { descriptions: [], bodies: new Set(), headers };
    answer.descriptions.push(description);
    answer.bodies.add(body);
    found.set(status, answer);
  };

  const readsBody = !doc.ignoreBody && readsBodyOn(method);
  if (readsBody) {
    add(400, bodyFaults(doc));
    add(
      413,
      doc.files
        ? `A file is larger than ${megabytes(doc.files.maxBytes)} MB (refused on its first byte past it, nothing kept), a field of the form larger than ${MAX_FIELD_BYTES / 1024} KB, or more than ${MAX_FIELDS} fields`
        : `The body is larger than ${Math.round((doc.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES) / 1024)} KB`,
    );
    const types = (doc.accepts ?? ["json"]).map((form) => `\`${BODY_MEDIA_TYPES[form]}\``).join(", ");
    add(415, `A body whose Content-Type is missing or not ${types}`);
  }
  if (doc.auth === "optional") {
    add(401, "A token was sent that is unknown, expired, revoked or a disabled account's: `Unauthenticated.` (without one, the route answers for nobody)");
  } else if (doc.auth !== "none") {
    add(401, "Missing, unknown, expired or revoked token, or a disabled account's: `Unauthenticated.`");
  }
  const permission = permissionOf(doc, method);
  if (permission) add(403, `The signed-in person's role does not allow \`${permission}\`: \`Your role does not allow this.\`, in the store's language`);
  if (doc.surface === "store") add(403, "The platform's operator suspended the store: `This store is unavailable at the moment.`, in the store's language");
  else if (doc.auth === "owner" && method !== "GET" && !doc.whileSuspended)
    add(403, "The platform's operator suspended the store: its owner reads, and writes are refused with the operator's reason, in the store's language");
  add(404, doc.surface === "store" ? "No store has this host: `Store not found.`" : "Not the platform's host");
  if (doc.params || doc.query || doc.currency || readsBody) {
    const places = [doc.params && "path", doc.query && "query", doc.currency && "`store-currency` header", readsBody && "body"].filter(
      (p) => typeof p === "string",
    );
    const where = places.length > 1 ? `${places.slice(0, -1).join(", ")} or ${places.at(-1)}` : places[0];
    add(
      422,
      `A field of the ${where} is refused, for its form or a rule of the store: each is named in \`errors\`, and \`message\` is the first`,
      fieldErrorsBody,
    );
  }
  for (const refusal of doc.refusals ?? []) add(ERROR_STATUS[refusal.code], refusal.description);
  add(
    429,
    doc.limitsFailures
      ? "Too many requests from this address, or too many failed sign-ins: at this account from this address, at this account, or from this address"
      : doc.budget
        ? `Too many requests from this address, or more than ${doc.budget.points} of this route's in ${doc.budget.durationSeconds / 60} minutes${
            doc.accountPolicy ? `, or more than ${doc.accountPolicy.points} for this account in ${doc.accountPolicy.durationSeconds / 60} minutes` : ""
          }`
        : "Too many requests from this address",
    errorBody,
    retryAfter,
  );
  add(500, "Unexpected: the answer tells nothing of the cause but the `request_id` under which it is logged", unexpectedErrorBody);

  return new Map(
    [...found.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, { descriptions, bodies, headers }]) => {
        const [only, ...more] = bodies;
        return [
          status,
          {
            description: descriptions.length === 1 ? descriptions[0]! : descriptions.map((d) => `- ${d}`).join("\n"),
            body: more.length ? z.union([only!, ...more]) : only!,
            ...(headers ? { headers } : {}),
          },
        ];
      }),
  );
}
