import { describe, expect, it } from "vitest";
import { z } from "zod";
import { refusal } from "../core/errors";
import { idParams } from "../core/ids";
import { parseInput, textFaults } from "./input";

describe("textFaults", () => {
  it("names each string holding a NUL character or a lone surrogate by its field, in the order sent", () => {
    const faults = textFaults({
      name: "ok",
      items: [{ id: 1, color: "re\u0000d" }, { color: "\ud800" }],
      "ke\u0000y": 1,
      note: "a pair is fine: 😀",
    });
    expect(faults.map((f) => [f.path.join("."), f.message])).toEqual([
      ["items.0.color", "It contains a NUL character"],
      ["items.1.color", "It contains a lone surrogate character"],
      ["ke\u0000y", "It contains a NUL character"],
    ]);
  });

  it("walks any depth and width without recursion, and builds a path only for a string it refuses", () => {
    // Bodies are refused past 32 levels before this runs (lib/api/body.ts); the walk does not rely on it.
    let deep: unknown = [...Array.from({ length: 50_000 }, () => ""), "\u0000"];
    for (let level = 0; level < 10_000; level++) deep = [deep];
    const faults = textFaults(deep);
    expect(faults).toHaveLength(1);
    expect(faults[0]!.path).toEqual([...Array.from({ length: 10_000 }, () => 0), 50_000]);
  });
});

describe("parseInput's `owned`: the path's record before the body", () => {
  const missing = refusal("not_found", "No such record");
  const request = (body: unknown) =>
    new Request("http://localhost/api/things/7?page=x", { method: "PUT", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  const options = (seen: unknown[]) => ({
    params: idParams,
    query: z.object({ page: z.coerce.number().int().optional() }),
    body: z.strictObject({ name: z.string() }),
    owned: async (context: { storeId: number; origin: string }, params: { id: number }) => {
      seen.push([context, params]);
      if (params.id !== context.storeId) throw missing.error("Not found.");
    },
  });
  const parse = (seen: unknown[], id: string, body: unknown) => {
    const sent = request(body);
    return parseInput(sent, new URL(sent.url), { params: Promise.resolve({ id }) }, options(seen), "en", { storeId: 1, origin: "http://localhost" });
  };

  it("answers the record's 404 when it is not the tenant's, whatever the query and the body hold", async () => {
    const seen: unknown[] = [];
    await expect(parse(seen, "7", { name: 3, other: true })).rejects.toMatchObject({ status: 404, message: "Not found." });
    expect(seen).toEqual([[{ storeId: 1, origin: "http://localhost" }, { id: 7 }]]);
  });

  it("then checks the query and the body of the tenant's record", async () => {
    await expect(parse([], "1", { name: 3 })).rejects.toMatchObject({ status: 422, errors: { page: [expect.any(String)], name: [expect.any(String)] } });
  });

  it("reads no record for params that are not an id", async () => {
    const seen: unknown[] = [];
    await expect(parse(seen, "abc", { name: "x" })).rejects.toMatchObject({ status: 422 });
    expect(seen).toEqual([]);
  });
});
