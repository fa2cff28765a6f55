import { z } from "zod";
import { DEFAULT_MAX_BODY_BYTES, parseBody, readBody, readsBodyOn, type BodyType } from "./body";
import { readFileParts, type FileParts } from "./file-parts";
import { queryValues } from "../core/query-string";
import { validationError } from "../core/validation";

// The wrapper's parse step: the path's params, the query and the body, each checked by the
// route's zod schema, every fault of the three reported together in one 422.

export type InputOptions<B, Q, P, C = never> = {
  body?: z.ZodType<B>;
  query?: z.ZodType<Q>;
  params?: z.ZodType<P>;
  /** Bytes accepted in the body; default 256 KB. */
  maxBodyBytes?: number;
  /** The forms the body may come in; default JSON only. */
  accepts?: readonly BodyType[];
  /** Also hand the handler the body's bytes as they came, for a signature computed over them. */
  rawBody?: boolean;
  /** Leave the body unread: the catch-alls answer 404 whatever was sent. */
  ignoreBody?: boolean;
  /**
   * Take a multipart body as it arrives, its files straight to `receive` (lib/api/file-parts.ts),
   * instead of reading it whole: `maxBodyBytes` does not apply (each file up to `files.maxBytes`),
   * and `accepts` is `["multipart"]`. Such a route is served by the door without Next
   * (scripts/serve.ts), which would hold the body in memory.
   */
  files?: FileParts<C>;
  /**
   * Reads the record the path names, throwing its 404 when it is not the tenant's: run once the
   * params are parsed, before the query and the body, so that another store's record is answered
   * as one that does not exist whatever was sent with it, and nothing of the body is looked up for it.
   */
  owned?: (context: C & Asker, params: P) => Promise<unknown>;
};

/** What the parse step knows of who asks besides the tenant: the origin their answers' addresses are made of. */
export type Asker = { origin: string };

export type Input<B, Q, P> = { body: B; query: Q; params: P; rawBody: Buffer };

/** The input, and the undoing of the files it received when the request is refused after its parse. */
export type ParsedInput<B, Q, P> = Input<B, Q, P> & { discardFiles(): Promise<void> };

type RouteContext = { params: Promise<Record<string, string | string[]>> };

/** What a route without a body schema accepts: nothing, or an empty object. */
const NO_BODY = z.strictObject({});

export async function parseInput<B, Q, P, C>(
  request: Request,
  url: URL,
  route: RouteContext,
  options: InputOptions<B, Q, P, C>,
  language: string,
  /** Who asks, as the handler will be told: for the route's `owned` and `files.receive`. */
  context: C & Asker,
  /** Refuses who may not use the route: after the record's 404, before anything sent is read. */
  authorize?: () => void,
): Promise<ParsedInput<B, Q, P>> {
  const issues: z.core.$ZodIssue[] = [];
  const parse = <T>(schema: z.ZodType<T> | undefined, value: unknown): T => {
    if (!schema) return undefined as T;
    issues.push(...textFaults(value));
    const parsed = schema.safeParse(value);
    if (parsed.success) return parsed.data;
    issues.push(...parsed.error.issues);
    return undefined as T;
  };
  const params = parse(options.params, await route.params);
  if (options.owned && !issues.length) await options.owned(context, params);
  authorize?.();
  const query = parse(options.query, queryValues(url.searchParams));
  let body = undefined as B;
  let rawBody: Buffer = Buffer.alloc(0);
  let discardFiles = async () => {};
  if (!options.ignoreBody && readsBodyOn(request.method)) {
    let sent: unknown;
    if (options.files) {
      const form = await readFileParts(request, options.files, context, language);
      discardFiles = form.discard;
      sent = form.values;
    } else {
      // A route that takes no body still reads one, so that broken JSON, too much, or fields it
      // does not take are refused (400, 413, 422) instead of acted on as if nothing had been sent.
      rawBody = await readBody(request, options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES, language);
      sent = await parseBody(rawBody, request.headers.get("content-type"), options.accepts ?? ["json"], language);
    }
    if (!options.body) parse(NO_BODY, sent);
    body = parse(options.body, sent);
  }
  if (issues.length) {
    await discardFiles();
    throw validationError(issues, language);
  }
  return { body, query, params, rawBody, discardFiles };
}

// In a `u` expression a surrogate pair is one character, so only a surrogate on its own matches.
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * Strings PostgreSQL cannot store as sent: U+0000, which its text cannot hold (the query would
 * fail, a 500), and a lone UTF-16 surrogate (`"\\ud800"` in JSON), which would be stored as U+FFFD.
 * Refused here, for every route, as the field they came in (a key as the field it names). The
 * walk keeps its own stack, and builds a field's path only for a string it refuses: a body's
 * nesting is bounded (MAX_JSON_DEPTH) but its width is not.
 */
export function textFaults(value: unknown): z.core.$ZodIssue[] {
  type Node = { value: unknown; key?: PropertyKey; parent?: Node };
  const pathOf = (node: Node) => {
    const path: PropertyKey[] = [];
    for (let at: Node | undefined = node; at?.parent; at = at.parent) path.unshift(at.key!);
    return path;
  };
  const issues: z.core.$ZodIssue[] = [];
  const refuse = (node: Node, text: string) => {
    if (text.includes("\u0000")) issues.push({ code: "custom", path: pathOf(node), message: "It contains a NUL character", input: text });
    else if (LONE_SURROGATE.test(text)) issues.push({ code: "custom", path: pathOf(node), message: "It contains a lone surrogate character", input: text });
  };
  // Children are pushed last first, so that faults are reported in the order they were sent.
  const stack: Node[] = [{ value }];
  for (let node = stack.pop(); node; node = stack.pop()) {
    const item = node.value;
    if (typeof node.key === "string") refuse(node, node.key);
    if (typeof item === "string") {
      refuse(node, item);
    } else if (Array.isArray(item)) {
      for (let i = item.length - 1; i >= 0; i--) stack.push({ value: item[i], key: i, parent: node });
    } else if (item && typeof item === "object" && Object.getPrototypeOf(item) === Object.prototype) {
      const entries = Object.entries(item);
      for (let i = entries.length - 1; i >= 0; i--) stack.push({ value: entries[i]![1], key: entries[i]![0], parent: node });
    }
  }
  return issues;
}
