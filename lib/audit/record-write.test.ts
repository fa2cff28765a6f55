import { describe, expect, it } from "vitest";
import { redact } from "./record-write";

describe("what the audit log keeps of a write", () => {
  it("replaces secrets wherever they are, and keeps everything else as sent", () => {
    const sent = {
      name: "Stripe",
      sandbox: true,
      credentials: { secret_key: "sk_test_123", publishable_key: "pk_test_456" },
      password: "hunter2-hunter2",
      webhook_secret: "whsec_1",
      options: [{ name: "Red", price: "2.00" }],
      note: null,
    };
    expect(redact(sent)).toEqual({
      name: "Stripe",
      sandbox: true,
      credentials: "[redacted]",
      password: "[redacted]",
      webhook_secret: "[redacted]",
      options: [{ name: "Red", price: "2.00" }],
      note: null,
    });
    expect(redact({ settings: { paypal: { client_secret: "s" } } })).toEqual({ settings: { paypal: { client_secret: "[redacted]" } } });
  });

  it("describes an uploaded file instead of keeping its bytes", () => {
    const file = new File([new Uint8Array(5)], "lamp.png", { type: "image/png" });
    expect(redact({ file })).toEqual({ file: { file: "lamp.png", type: "image/png", size: 5 } });
  });
});
