import { describe, expect, it } from "vitest";
import { DomainError } from "../core/errors";
import { slugOf, writeReferencing } from "./records";

const store = { id: 1, language: "en" };

describe("marketing records", () => {
  it("a name's slug: lower case, accents dropped, letters of any script kept, the rest hyphens", () => {
    expect(slugOf(store, "Summer Sale")).toBe("summer-sale");
    expect(slugOf(store, " summer--SALE! ")).toBe("summer-sale");
    expect(slugOf(store, "Été à Paris")).toBe("ete-a-paris");
    expect(slugOf(store, "عروض رمضان")).toBe("عروض-رمضان");
    expect(() => slugOf(store, "!!! ---")).toThrow(DomainError);
  });

  it("a reference deleted between its check and the write is answered as the check's 422, not the foreign key's error", async () => {
    let checks = 0;
    const gone = new DomainError("unprocessable", "The selected campaign id is invalid.", { campaign_id: ["The selected campaign id is invalid."] });
    const check = async () => {
      if (++checks > 1) throw gone;
      return { campaignId: 7 };
    };
    const foreignKey = Object.assign(new Error("Foreign key constraint violated"), { code: "P2003" });
    await expect(writeReferencing(check, () => Promise.reject(foreignKey))).rejects.toBe(gone);
    expect(checks).toBe(2);

    const written = await writeReferencing(
      async () => ({ campaignId: 7 }),
      async (references) => references.campaignId,
    );
    expect(written).toBe(7);
    // Any other failure of the write is its own.
    const other = new Error("connection lost");
    await expect(
      writeReferencing(
        async () => ({}),
        () => Promise.reject(other),
      ),
    ).rejects.toBe(other);
  });
});
