import { describe, expect, it } from "vitest";
import { z } from "zod";
import { patchOf } from "./patch";

describe("an update schema from a create schema", () => {
  const create = z.object({
    name: z.string().trim().min(1),
    status: z.number().int().default(2),
    stock: z.number().int().min(0).optional().default(0),
    note: z.string().nullable().default(null),
  });
  const patch = patchOf(create);

  it("leaves out what the client does not send, instead of resetting it to its default", () => {
    expect(create.partial().parse({ name: "Lamp" })).toEqual({ name: "Lamp", status: 2, stock: 0, note: null });
    expect(patch.parse({ name: "Lamp" })).toEqual({ name: "Lamp" });
    expect(patch.parse({})).toEqual({});
  });

  it("still checks what is sent, with the create's rules", () => {
    expect(patch.parse({ name: "  Lamp ", status: 1, note: null })).toEqual({ name: "Lamp", status: 1, note: null });
    expect(patch.safeParse({ name: "" }).success).toBe(false);
    expect(patch.safeParse({ stock: -1 }).success).toBe(false);
    expect(patch.safeParse({ status: "1" }).success).toBe(false);
  });
});
