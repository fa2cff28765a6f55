import { z } from "zod";
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject } from "zod-openapi";
import { errorAnswers } from "./answers";
import { ROUTE_METHODS, type RouteDoc, type RouteModule } from "./route";

// The API reference is generated from the very zod schemas that validate requests and describe
// answers (zod-openapi), so it cannot drift from the code. Routes are given as a map from the
// public path to the route module (its exports GET, POST, ... carry their RouteDoc).

function operation(doc: RouteDoc, method: string): ZodOpenApiOperationObject {
  const json = (schema: z.ZodType, description: string) => ({ description, content: { "application/json": { schema } } });
  const responses: ZodOpenApiOperationObject["responses"] = {
    "200": doc.response ? json(doc.response, "Success") : { description: "Success" },
    ...Object.fromEntries(
      [...errorAnswers(doc, method)].map(([status, answer]) => [status, { ...json(answer.body, answer.description), ...(answer.headers ? { headers: answer.headers } : {}) }]),
    ),
  };

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
