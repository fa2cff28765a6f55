import type { z } from "zod";
import { isRecordNotFound } from "../db/errors";
import { logger } from "../log";
import { errorAnswers, type ErrorAnswer } from "./answers";
import { DomainError, notFound } from "../core/errors";
import { unexpectedErrorBody } from "./errors";
import type { RouteDoc, SuccessStatus } from "./route-doc";

// The wrapper's answer step: what a handler returned, or threw, as the HTTP answer. A success is
// JSON with the route's status (200, 201, or 204 without a body); an DomainError is its documented
// `{success:false, message}`; a record that an update or delete by `{id, storeId}` did not find
// (Prisma's P2025) is the 404 of a record of another store; anything else a 500 that reveals
// nothing but the request id under which it is logged.

/**
 * A success answer's body with headers of its own beside it (`X-Total-Count`), returned by the
 * handler of a route that declares them (`successHeaders`).
 */
export class WithHeaders {
  constructor(
    readonly body: unknown,
    readonly headers: Record<string, string>,
  ) {}
}

/**
 * A page of a list with `X-Total-Count` counting the list over every page: a bare array, or the
 * array in the body `shape` makes of it (`{success, data}`).
 */
export const withTotalCount = <T>({ items, total }: { items: T[]; total: number }, shape: (items: T[]) => unknown = (items) => items) =>
  new WithHeaders(shape(items), { "X-Total-Count": String(total) });

/** A success in plain text, for a client that reads no JSON (a payment gateway's callback). A handler returns it as it is. */
export const textAnswer = (text: string) => new Response(text, { status: 200, headers: { "content-type": "text/plain; charset=utf-8" } });

/** A PDF document, shown in the browser's viewer and saved under `filename` (`INV-2026-000001.pdf`). */
export const pdfAnswer = (pdf: Uint8Array, filename: string) =>
  new Response(pdf as Uint8Array<ArrayBuffer>, {
    status: 200,
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `inline; filename="${filename.replace(/[^\w.-]/g, "_")}"`,
      "cache-control": "private, no-store",
    },
  });

/**
 * A page of ours shown in a frame of the dashboard (an e-mail's preview): its own styles and inlined
 * pictures only, nothing in it runs, and only this host may frame it.
 */
export const framedPageAnswer = (html: string) =>
  new Response(html, {
    status: 200,
    headers: {
      "content-type": "text/html; charset=utf-8",
      // Sandboxed (an origin of its own, no forms, no navigation); `allow-scripts` only lets tools such as
      // an accessibility checker evaluate in it: the page itself can run nothing, `default-src 'none'`.
      "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'self'; sandbox allow-scripts",
      "x-frame-options": "SAMEORIGIN",
      "cache-control": "private, no-store",
    },
  });

/** A CSV file written as it is read, saved under `filename`. */
export const csvAnswer = (csv: ReadableStream<Uint8Array>, filename: string) =>
  new Response(csv, {
    status: 200,
    headers: {
      "content-type": `${CSV}; charset=utf-8`,
      "content-disposition": `attachment; filename="${filename.replace(/[^\w.-]/g, "_")}"`,
      "cache-control": "private, no-store",
    },
  });

/** A success that sends the browser on to `location`, as a GET whatever the request was (303 See Other). */
export const redirectAnswer = (location: string) => new Response(null, { status: 303, headers: { location } });

export const EVENT_STREAM = "text/event-stream";
const CSV = "text/csv";
/** Answers written as they are made (events, exported files), never gathered whole in memory first. */
export const isStreamedAnswer = (response: Response) => {
  const type = response.headers.get("content-type") ?? "";
  return response.body !== null && (type.startsWith(EVENT_STREAM) || type.startsWith(CSV));
};

/** The client asked for server-sent events (`Accept: text/event-stream`) rather than one JSON answer. */
export const acceptsEventStream = (request: Request) => request.headers.get("accept")?.toLowerCase().includes(EVENT_STREAM) ?? false;

/**
 * A success as server-sent events, written as they are produced: the door passes such an answer on
 * chunk by chunk (lib/api/route-dispatch.ts) and cancels the stream when the client goes away.
 * `x-accel-buffering` asks a reverse proxy (nginx) in front to do the same.
 */
export const eventStreamAnswer = (events: ReadableStream<Uint8Array>) =>
  new Response(events, { status: 200, headers: { "content-type": `${EVENT_STREAM}; charset=utf-8`, "x-accel-buffering": "no" } });

/** What Response.json gives, from JSON text already written. */
export const jsonResponse = (json: string, status: SuccessStatus = 200) =>
  status === 204 ? new Response(null, { status }) : new Response(json, { status, headers: { "content-type": "application/json" } });

/** Errors the domain did not mean as answers, that still have one. */
function translate(error: unknown): unknown {
  return isRecordNotFound(error) ? notFound() : error;
}

/**
 * Node's error for a request whose client went away before its body was read in full. The
 * storefront's forwarder does not pass its request's signal on (lib/api/forwarder.ts), so this is
 * what a route it calls sees.
 */
const isRequestAborted = (error: unknown) => error instanceof Error && error.message === "aborted" && (error as NodeJS.ErrnoException).code === "ECONNRESET";

/** An error as its documented answer; anything unexpected is logged and becomes a 500 with the request id. */
export function errorResponse(error: unknown, requestId: string, request: { method: string; url: string; signal?: AbortSignal }): Response {
  const known = translate(error);
  if (known instanceof DomainError) return Response.json(known.body(), { status: known.status, headers: known.headers });
  // The client went away (a page dropping a request it no longer needs): no fault of ours, and nobody
  // reads the answer. 499 as nginx logs it: "client closed request".
  if (request.signal?.aborted || isRequestAborted(error)) {
    logger.info({ request_id: requestId, method: request.method, url: request.url, err: error }, "client went away");
    return new Response(null, { status: 499 });
  }
  logger.error({ request_id: requestId, method: request.method, url: request.url, err: error }, "unhandled error");
  const body: z.infer<typeof unexpectedErrorBody> = { success: false, message: "Something went wrong on our side. Please try again.", request_id: requestId };
  return Response.json(body, { status: 500 });
}

class ResponseContractError extends Error {
  override name = "ResponseContractError";
}

/**
 * The test server's check of every answer (VALIDATE_RESPONSES): a success must match the route's
 * response schema; a refusal whose status the route's reference does not list, whose body is not
 * the one listed, or that the route does not name among its `refusals` (its reference would not
 * describe it), becomes a ResponseContractError (a logged 500).
 */
export function contractCheck(doc: RouteDoc) {
  const byMethod = new Map<string, Map<number, ErrorAnswer>>();
  return {
    success(result: unknown): void {
      if (!doc.response) return;
      const checked = doc.response.safeParse(result);
      if (!checked.success) {
        const where = checked.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
        throw new ResponseContractError(`answer does not match its contract schema: ${where}`);
      }
    },
    refusal(thrown: unknown, requestMethod: string): unknown {
      const error = translate(thrown);
      if (!(error instanceof DomainError)) return error;
      const method = requestMethod === "HEAD" ? "GET" : requestMethod;
      let answers = byMethod.get(method);
      if (!answers) byMethod.set(method, (answers = errorAnswers(doc, method)));
      const answer = answers.get(error.status);
      if (!answer) return new ResponseContractError(`${error.status} "${error.message}" is not among the answers documented for ${method}`);
      const checked = answer.body.safeParse(error.body());
      if (!checked.success) return new ResponseContractError(`the ${error.status} "${error.message}" is not the body documented for it`);
      if (error.declaredAs && !doc.refusals?.includes(error.declaredAs))
        return new ResponseContractError(`"${error.message}" is a refusal the route does not name`);
      return error;
    },
  };
}
