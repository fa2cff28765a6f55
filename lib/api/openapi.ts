import { z } from "zod";
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject } from "zod-openapi";
import { ROUTE_METHODS, type RouteDoc, type RouteModule } from "./route";

// The API reference is generated from the very zod schemas that validate requests and describe
// answers (zod-openapi), so it cannot drift from the code. Routes are given as a map from the
// public path to the route module (its exports GET, POST, ... carry their RouteDoc).


const errorBody = z.object({ success: z.literal(false), message: z.string() });
const validationBody = errorBody.extend({ errors: z.record(z.string(), z.array(z.string())) });

function operation(doc: RouteDoc, method: string): ZodOpenApiOperationObject {
  const json = (schema: z.ZodType, description: string) => ({ description, content: { "application/json": { schema } } });
  const responses: ZodOpenApiOperationObject["responses"] = {
    "200": doc.response ? json(doc.response, "Success") : { description: "Success" },
    "422": json(validationBody, "Invalid input: every faulty field is named in `errors`"),
    "429": json(errorBody, "Too many requests (see Retry-After)"),
  };
  if (doc.auth !== "none") responses["401"] = json(errorBody, "Missing, unknown, expired or revoked token");
  if (doc.params || doc.surface === "store") responses["404"] = json(errorBody, "Unknown store or record");

  const requestParams: ZodOpenApiOperationObject["requestParams"] = {};
  if (doc.query) requestParams.query = doc.query as z.ZodObject;
  if (doc.params) requestParams.path = doc.params as z.ZodObject;
  if (doc.currency) {
    requestParams.header = z.object({
      "store-currency": z.string().optional().meta({ description: "Currency code (MAD, USD, EUR...) for every amount; the store's default when omitted" }),
    });
  }

  const body = doc.body
    ? {
        requestBody: {
          content: {
            "application/json": { schema: doc.body },
            ...(doc.multipart ? { "multipart/form-data": { schema: doc.body } } : {}),
          },
        },
      }
    : {};
  return {
    summary: doc.summary,
    operationId: `${method.toLowerCase()}${doc.surface === "store" ? "Store" : "Admin"}`,
    security: doc.auth === "none" ? [] : [{ bearer: [] }],
    requestParams,
    ...body,
    responses,
  };
}

export function buildOpenApiDocument(opts: { title: string; version: string; serverUrl: string; routes: Record<string, RouteModule> }) {
  const paths: ZodOpenApiPathsObject = {};
  for (const [path, module] of Object.entries(opts.routes)) {
    const item: Record<string, ZodOpenApiOperationObject> = {};
    for (const method of ROUTE_METHODS) {
      const handler = module[method];
      if (!handler?.doc) continue;
      item[method.toLowerCase()] = { ...operation(handler.doc, method), operationId: `${method.toLowerCase()}${path.replace(/[^a-zA-Z0-9]+(.)?/g, (_, c: string | undefined) => (c ?? "").toUpperCase())}` };
    }
    paths[path] = item;
  }
  return createDocument({
    openapi: "3.1.0",
    info: { title: opts.title, version: opts.version },
    servers: [{ url: opts.serverUrl }],
    components: { securitySchemes: { bearer: { type: "http", scheme: "bearer" } } },
    paths,
  });
}
