import { describe, expect, it } from "vitest";
import { columnsOf, fieldsOf } from "./columns";

describe("columnsOf and fieldsOf", () => {
  it("map snake_case fields to camelCase columns and back, keeping a field not sent undefined", () => {
    const patch: { min_subtotal?: string; per_customer_limit?: number | null; code?: string } = { min_subtotal: "10.00", per_customer_limit: null };
    expect(columnsOf(patch, ["min_subtotal", "per_customer_limit", "code"])).toEqual({ minSubtotal: "10.00", perCustomerLimit: null, code: undefined });
    expect(fieldsOf({ id: 3, openingHours: "9-18", isActive: false, secret: "x" }, ["id", "openingHours", "isActive"])).toStrictEqual({
      id: 3,
      opening_hours: "9-18",
      is_active: false,
    });
  });
});
