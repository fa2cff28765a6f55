import { describe, expect, it } from "vitest";
import { textFaults } from "./input";

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
