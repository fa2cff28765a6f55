import { describe, expect, it } from "vitest";
import { deliveryTimeIssues, deliveryTimeText } from "./rate-rules";

const fields = (minDays: number | null, maxDays: number | null, text: string | null) =>
  deliveryTimeIssues({ minDays, maxDays, text }).map((issue) => issue.path.join("."));

describe("deliveryTimeIssues", () => {
  it("takes the days both or neither, the maximum not below the minimum", () => {
    expect(fields(2, 4, "2-4 days")).toEqual([]);
    expect(fields(3, 3, "3 days")).toEqual([]);
    expect(fields(2, null, "x")).toEqual(["max_days"]);
    expect(fields(null, 4, "x")).toEqual(["min_days"]);
    expect(fields(5, 4, "x")).toEqual(["max_days"]);
  });

  it("needs a text or the days", () => {
    expect(fields(null, null, "Next business day")).toEqual([]);
    expect(fields(null, null, null)).toEqual(["shipping_time"]);
  });
});

describe("deliveryTimeText", () => {
  it("says the range in the store's language", () => {
    expect(deliveryTimeText(2, 4, "en")).toBe("2–4 days");
    expect(deliveryTimeText(2, 4, "fr")).toBe("2 à 4 jours");
    expect(deliveryTimeText(2, 4, "ar")).toBe("من 2 إلى 4 أيام");
    expect(deliveryTimeText(1, 1, "en")).toBe("1 day");
    expect(deliveryTimeText(3, 3, "en")).toBe("3 days");
    expect(deliveryTimeText(0, 0, "fr")).toBe("Le jour même");
  });

  it("counts days as Arabic does: two, three to ten, eleven on", () => {
    expect(deliveryTimeText(2, 2, "ar")).toBe("يومان");
    expect(deliveryTimeText(5, 5, "ar")).toBe("5 أيام");
    expect(deliveryTimeText(14, 14, "ar")).toBe("14 يومًا");
    expect(deliveryTimeText(7, 15, "ar")).toBe("من 7 إلى 15 يومًا");
    expect(deliveryTimeText(7, 15, "en")).toBe("7–15 days");
  });
});
