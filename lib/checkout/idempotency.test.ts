import { describe, expect, it } from "vitest";
import { requestHash } from "./idempotency";

describe("requestHash", () => {
  it("is the same for the same request whatever the order of its keys, and for a key left out or undefined", () => {
    const a = requestHash({ payment_method_id: 1, items: [{ id: 2, quantity: 1 }], note: undefined }, "MAD");
    const b = requestHash({ items: [{ quantity: 1, id: 2 }], payment_method_id: 1 }, "MAD");
    expect(a).toBe(b);
  });

  it("differs with the body, the order of the items or the currency", () => {
    const body = {
      payment_method_id: 1,
      items: [
        { id: 2, quantity: 1 },
        { id: 3, quantity: 1 },
      ],
    };
    const hash = requestHash(body, "MAD");
    expect(requestHash({ ...body, payment_method_id: 2 }, "MAD")).not.toBe(hash);
    expect(requestHash({ ...body, items: [...body.items].reverse() }, "MAD")).not.toBe(hash);
    expect(requestHash(body, "USD")).not.toBe(hash);
  });
});
