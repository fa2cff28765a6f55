import { describe, expect, it } from "vitest";
import { MAX_JSON_DEPTH, nestsDeeperThan, parseBody } from "./body";
import { DomainError } from "../core/errors";

const nested = (depth: number) => Buffer.from("[".repeat(depth) + "]".repeat(depth));
const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(DomainError);
  return { status: (error as DomainError).status, message: (error as DomainError).message };
};

describe("nestsDeeperThan", () => {
  it("counts arrays and objects, up to the limit and one past it", () => {
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
    expect(nestsDeeperThan(Buffer.from('{"a":{"b":[{"c":1}]}}'), 3)).toBe(true);
    expect(nestsDeeperThan(Buffer.from('{"a":{"b":[{"c":1}]}}'), 4)).toBe(false);
  });

  it("leaves out brackets inside strings, escaped quotes included", () => {
    expect(nestsDeeperThan(Buffer.from(JSON.stringify({ a: "[[[[{{{{", b: 'say \\"[[[["' })), 1)).toBe(false);
    expect(nestsDeeperThan(Buffer.from(JSON.stringify({ a: "\\", b: [[1]] })), 2)).toBe(true);
  });
});

describe("parseBody", () => {
  const json = (text: string | Buffer, type: string | null = "application/json") =>
    parseBody(Buffer.isBuffer(text) ? text : Buffer.from(text), type, ["json"], "en");

  it("takes JSON in application/json, with a charset, and in the +json types", async () => {
    expect(await json('{"a":1}')).toEqual({ a: 1 });
    expect(await json('{"a":1}', "Application/JSON; charset=UTF-8")).toEqual({ a: 1 });
    expect(await json('{"a":1}', "application/merge-patch+json")).toEqual({ a: 1 });
  });

  it("refuses what a page of another site can send without a preflight, and a body without a type, with a 415", async () => {
    for (const type of [
      "text/plain",
      "text/plain;charset=UTF-8",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
      null,
      "application/jsonp",
    ]) {
      expect(await refusal(json('{"email":"a@b.co"}', type)), String(type)).toEqual({
        status: 415,
        message: "The request body must be sent as application/json.",
      });
    }
  });

  it("names every form the route takes, in the store's language", async () => {
    expect(await refusal(parseBody(Buffer.from("x"), "text/plain", ["json", "multipart"], "fr"))).toEqual({
      status: 415,
      message: "Le corps de la requête doit être envoyé en application/json, multipart/form-data.",
    });
  });

  it("reads an empty body as no fields, whatever its type", async () => {
    expect(await json("", "text/plain")).toEqual({});
    expect(await json("", null)).toEqual({});
  });

  it("refuses bytes that are not UTF-8 with a 400 rather than storing U+FFFD", async () => {
    const latin1 = Buffer.concat([Buffer.from('{"name":"Jos'), Buffer.from([0xe9]), Buffer.from('"}')]);
    expect(await refusal(json(latin1))).toEqual({ status: 400, message: "The request body is not valid UTF-8 text." });
    const form = parseBody(Buffer.from([0x61, 0x3d, 0xff]), "application/x-www-form-urlencoded", ["form"], "en");
    expect((await refusal(form)).status).toBe(400);
    expect(await json(Buffer.from('{"name":"José 😀"}'))).toEqual({ name: "José 😀" });
  });

  it("refuses nesting past the limit before parsing, however deep", async () => {
    expect(await json(nested(MAX_JSON_DEPTH))).toBeInstanceOf(Array);
    for (const depth of [MAX_JSON_DEPTH + 1, 3_000, 120_000]) {
      expect(await refusal(json(nested(depth))), String(depth)).toEqual({
        status: 400,
        message: `The request body nests arrays and objects deeper than ${MAX_JSON_DEPTH} levels.`,
      });
    }
  });
});
