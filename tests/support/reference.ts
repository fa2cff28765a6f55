import { expect } from "vitest";
import { z } from "zod";
import { get, type Reply } from "./http";

// The API reference as the server serves it, to hold answers to: an answer whose status the
// route's document does not list, or whose body is not the one it lists, fails the test.

type Operation = { responses: Record<string, { content?: Record<string, { schema: object }> }> };
export type Reference = { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, object> } };

export const servedReference = async (): Promise<Reference> => (await get("/api/openapi.json")).json;

export function expectDocumented(reference: Reference, method: string, url: string, reply: Reply) {
  const path = new URL(url, "http://localhost").pathname.replace(/^\/api/, "");
  const label = `${method} ${url} answered ${reply.status}`;
  const template = Object.keys(reference.paths).find((p) => new RegExp(`^${p.replace(/\{\w+\}/g, "[^/]+")}$`).test(path));
  expect(template, `${label}, on a path the reference does not list`).toBeDefined();
  const answer = reference.paths[template!]![method.toLowerCase()]?.responses[reply.status];
  expect(answer, `${label}, which its reference does not list`).toBeDefined();
  const schema = answer!.content?.["application/json"]?.schema;
  if (schema) expect(bodySchema(reference, schema).safeParse(reply.json).error?.issues, `${label}: ${reply.text.slice(0, 300)}`).toBeUndefined();
}

// zod reads references to $defs only; the document's point to its components.
function bodySchema(reference: Reference, schema: object) {
  const local = (value: object) => JSON.parse(JSON.stringify(value).replaceAll('"#/components/schemas/', '"#/$defs/'));
  return z.fromJSONSchema({ ...local(schema), $defs: local(reference.components.schemas) });
}
