import { describe, expect, it } from "vitest";
import { isoMicros, orderDate, sqlDateTime } from "./dates";

const when = new Date("2025-03-05T14:07:09.123Z");

describe("contract date formats", () => {
  it("customer timestamps: ISO 8601 UTC with microseconds", () => {
    expect(isoMicros(when)).toBe("2025-03-05T14:07:09.123000Z");
  });

  it("order dates: DD Mon YYYY hh:mm:ss AM|PM in the store's zone", () => {
    expect(orderDate(when)).toBe("05 Mar 2025 02:07:09 PM");
    expect(orderDate(new Date("2025-03-05T00:05:00Z"))).toBe("05 Mar 2025 12:05:00 AM");
    expect(orderDate(new Date("2025-03-05T12:00:00Z"))).toBe("05 Mar 2025 12:00:00 PM");
    expect(orderDate(new Date("2025-03-05T23:30:00Z"), "Europe/Paris")).toBe("06 Mar 2025 12:30:00 AM");
  });

  it("tracking and product dates: YYYY-MM-DD HH:MM:SS", () => {
    expect(sqlDateTime(when)).toBe("2025-03-05 14:07:09");
    expect(sqlDateTime(when, "Europe/Paris")).toBe("2025-03-05 15:07:09");
  });
});
