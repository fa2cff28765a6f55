import { describe, expect, it } from "vitest";
import { wallTime } from "./format";

describe("wallTime", () => {
  it("writes an instant as the store's clocks show it, as a datetime-local input takes it", () => {
    expect(wallTime("2025-04-30T09:00:00.000000Z", "Africa/Casablanca")).toBe("2025-04-30T10:00");
    expect(wallTime("2025-01-15T23:30:00Z", "Asia/Tokyo")).toBe("2025-01-16T08:30");
    expect(wallTime("2025-07-01T00:05:00Z", "UTC")).toBe("2025-07-01T00:05");
  });
});
