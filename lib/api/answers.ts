import { z } from "zod";
import { DEFAULT_MAX_BODY_BYTES, readsBodyOn } from "./body";
import { ERROR_STATUS, errorBody, fieldErrorsBody, unexpectedErrorBody } from "./errors";
import type { RouteDoc } from "./route";

// Every answer but success that a route can give, worked out from what its wrapper does (a body
// read, a token checked, input validated) and the refusals its domain declares. The API reference
// lists exactly these, and the test server turns any other answer into a 500 that fails the test
// that provoked it (VALIDATE_RESPONSES), so the two cannot part.

export type ErrorAnswer = { description: string; body: z.ZodType; headers?: z.ZodObject };

const retryAfter = z.object({ "Retry-After": z.string().meta({ description: "Seconds to wait before the next request" }) });

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
    add(400, doc.multipart ? "The body is neither valid JSON nor valid multipart/form-data" : "The body is not valid JSON");
    add(413, `The body is larger than ${Math.round((doc.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES) / 1024)} KB`);
  }
  if (doc.auth !== "none") add(401, "Missing, unknown, expired or revoked token: `Unauthenticated.`");
  add(404, doc.surface === "store" ? "No store has this host: `Store not found.`" : "Not the platform's host");
  if (doc.params || doc.query || doc.currency || readsBody) {
    const places = [doc.params && "path", doc.query && "query", doc.currency && "`store-currency` header", readsBody && "body"].filter((p) => typeof p === "string");
    const where = places.length > 1 ? `${places.slice(0, -1).join(", ")} or ${places.at(-1)}` : places[0];
    add(422, `A field of the ${where} is refused, for its form or a rule of the store: each is named in \`errors\`, and \`message\` is the first`, fieldErrorsBody);
  }
  for (const refusal of doc.refusals ?? []) add(ERROR_STATUS[refusal.code], refusal.description);
  add(429, doc.limitsFailures ? "Too many requests from this address, or too many failed sign-ins to this account from it" : "Too many requests from this address", errorBody, retryAfter);
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
