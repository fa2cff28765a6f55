import { z } from "zod";
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject } from "zod-openapi";
import { errorAnswers } from "./answers";
import { BODY_MEDIA_TYPES } from "./body";
import { permissionOf, ROUTE_METHODS, type RouteDoc, type RouteModule } from "./route-doc";

// The API reference is generated from the very zod schemas that validate requests and describe
// answers (zod-openapi), so it cannot drift from the code. Routes are given as a map from the
// public path to the route module (its exports GET, POST, ... carry their RouteDoc).

function operation(doc: RouteDoc, method: string): ZodOpenApiOperationObject {
  const json = (schema: z.ZodType, description: string) => ({ description, content: { "application/json": { schema } } });
  const responses: ZodOpenApiOperationObject["responses"] = {
    [String(doc.status ?? 200)]: {
      ...(doc.response ? json(doc.response, "Success") : { description: "Success" }),
      ...(doc.successHeaders ? { headers: successHeaders(doc.successHeaders) } : {}),
    },
    ...Object.fromEntries(
      [...errorAnswers(doc, method)].map(([status, answer]) => [
        status,
        { ...json(answer.body, answer.description), ...(answer.headers ? { headers: answer.headers } : {}) },
      ]),
    ),
  };

  const requestParams: ZodOpenApiOperationObject["requestParams"] = {};
  if (doc.query) requestParams.query = doc.query as z.ZodObject;
  if (doc.params) requestParams.path = doc.params as z.ZodObject;
  if (doc.currency || doc.translates) {
    requestParams.header = z.object({
      ...(doc.currency
        ? {
            "store-currency": z
              .string()
              .optional()
              .meta({ description: "Currency code (MAD, USD, EUR...) for every amount; the store's default when omitted" }),
          }
        : {}),
      ...(doc.translates
        ? {
            "accept-language": z.string().optional().meta({
              description:
                "Language of the catalogue's texts (en, fr, ar; e.g. `ar, fr;q=0.8`): the owner's translation where one is written, else the store's own text; the store's language when omitted",
            }),
          }
        : {}),
    });
  }

  const body = doc.body
    ? {
        requestBody: {
          content: {
            ...Object.fromEntries((doc.accepts ?? ["json"]).map((form) => [BODY_MEDIA_TYPES[form], { schema: doc.body }])),
          },
        },
      }
    : {};
  const permission = permissionOf(doc, method);
  return {
    summary: doc.summary,
    // The role's permission the route needs (lib/staff/roles.ts), for the reference and the role tests.
    ...(permission ? { "x-permission": permission } : {}),
    // An empty requirement beside the bearer one: the token is optional (OpenAPI 3.1, "Security Requirement Object").
    security: doc.auth === "none" ? [] : doc.auth === "optional" ? [{}, { bearer: [] }] : [{ bearer: [] }],
    requestParams,
    ...body,
    responses,
  };
}

const successHeaders = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).map(([name, description]) => [name, { description, schema: { type: "string" as const } }]));

/** Routes listed together in the reference, under a tag when the API has several groups. */
export type RouteGroup = { tag?: { name: string; description: string }; routes: Record<string, RouteModule> };

export function buildOpenApiDocument(opts: { title: string; version: string; serverUrl: string; groups: RouteGroup[] }) {
  const paths: ZodOpenApiPathsObject = {};
  for (const { tag, routes } of opts.groups) {
    for (const [path, module] of Object.entries(routes)) {
      const item: Record<string, ZodOpenApiOperationObject> = {};
      for (const method of ROUTE_METHODS) {
        const handler = module[method];
        if (!handler?.doc) continue;
        item[method.toLowerCase()] = {
          ...operation(handler.doc, method),
          operationId: `${method.toLowerCase()}${path.replace(/[^a-zA-Z0-9]+(.)?/g, (_, c: string | undefined) => (c ?? "").toUpperCase())}`,
          ...(tag ? { tags: [tag.name] } : {}),
        };
      }
      paths[path] = item;
    }
  }
  const tags = opts.groups.flatMap(({ tag }) => (tag ? [tag] : []));
  return createDocument({
    openapi: "3.1.0",
    info: { title: opts.title, version: opts.version },
    ...(tags.length ? { tags } : {}),
    servers: [{ url: opts.serverUrl }],
    components: { securitySchemes: { bearer: { type: "http", scheme: "bearer" } } },
    paths,
  });
}
