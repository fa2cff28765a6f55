import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { cmiHash } from "../../lib/payments/gateways/cmi";
import { call, get, origin, post } from "../support/http";
import { paymentMethod, paymentState, pendingPayment, type PendingPayment } from "../support/payments";

// The gateways' confirmations on the store's host: each believed only when the gateway signed
// it, each applied once, a paid order paid only for the amount it was charged. CMI's result.

const CMI = { client_id: "600000000", store_key: "TEST|KEY" };

describe("CMI's result: /payment/cmi/callback, /success and /fail", () => {
  async function cmiPayment() {
    const payment = await pendingPayment(await paymentMethod("demo", "CMI", CMI, "CMI"));
    return payment;
  }
  /** CMI's result for the payment, signed with `key`. */
  const result = (payment: PendingPayment, over: Record<string, string> = {}, key = CMI.store_key) => {
    const fields: Record<string, string> = {
      clientid: CMI.client_id,
      oid: payment.reference,
      amount: Number(payment.amount).toFixed(2),
      currency: "504",
      ProcReturnCode: "00",
      Response: "Approved",
      TransId: `T${randomBytes(5).toString("hex")}`,
      AuthCode: "123456",
      mdStatus: "1",
      rnd: randomBytes(6).toString("hex"),
      hashAlgorithm: "ver3",
      encoding: "UTF-8",
      ...over,
    };
    return { ...fields, HASH: cmiHash(fields, key) };
  };
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  const callback = (fields: Record<string, string>) =>
    call("POST", "/api/payment/cmi/callback", { rawBody: form(fields), contentType: "application/x-www-form-urlencoded" });

  it("approved and signed: paid, and CMI is told to capture (ACTION=POSTAUTH), again on a repeat without a second change", async () => {
    const payment = await cmiPayment();
    const fields = result(payment);
    const reply = await callback(fields);
    expect(reply.status).toBe(200);
    expect(reply.headers["content-type"]).toMatch(/^text\/plain/);
    expect(reply.text).toBe("ACTION=POSTAUTH");
    const paid = await paymentState(payment.id);
    expect(paid).toMatchObject({ status: "SUCCEEDED", payment_status: 1, events: 1 });
    expect((await callback(fields)).text).toBe("ACTION=POSTAUTH");
    expect(await paymentState(payment.id)).toEqual(paid);
  });

  it("a wrong HASH, another store key, or an unknown order: FAILURE, nothing changes", async () => {
    const payment = await cmiPayment();
    const forged = { ...result(payment), amount: "1.00" };
    for (const fields of [forged, result(payment, {}, "OTHER|KEY"), { ...result(payment), HASH: "" }, result({ ...payment, reference: "NO-SUCH-ORDER" })]) {
      const reply = await callback(fields);
      expect(reply.status).toBe(200);
      expect(reply.text).toBe("FAILURE");
    }
    expect(await paymentState(payment.id)).toMatchObject({ status: "PENDING", payment_status: 2, events: 0 });
  });

  it("declined: the payment fails and nothing is captured; another amount is flagged and not captured", async () => {
    const declined = await cmiPayment();
    expect((await callback(result(declined, { ProcReturnCode: "05", Response: "Declined" }))).text).toBe("FAILURE");
    expect(await paymentState(declined.id)).toMatchObject({ status: "FAILED", payment_status: 2 });
    const other = await cmiPayment();
    expect((await callback(result(other, { amount: "1.00" }))).text).toBe("FAILURE");
    const flagged = await paymentState(other.id);
    expect(flagged).toMatchObject({ status: "PENDING", payment_status: 2 });
    expect(flagged.flag_reason).toMatch(/^confirmed 1\.00 MAD/);
  });

  it("the shopper's browser comes back (POST or GET): the result is applied the same way, then a 303 to the order's page", async () => {
    const payment = await cmiPayment();
    const fields = result(payment);
    const landed = await call("POST", "/api/payment/cmi/success", { rawBody: form(fields), contentType: "application/x-www-form-urlencoded" });
    expect(landed.status).toBe(303);
    expect(landed.headers.location).toBe(`${origin()}/orders/${encodeURIComponent(payment.orderCode)}`);
    expect(await paymentState(payment.id)).toMatchObject({ status: "SUCCEEDED", payment_status: 1, events: 1 });
    // CMI's callback after the browser: the same result, one event.
    expect((await callback(fields)).text).toBe("ACTION=POSTAUTH");
    expect((await paymentState(payment.id)).events).toBe(1);

    const failed = await cmiPayment();
    const back = await get(`/api/payment/cmi/fail?${form(result(failed, { ProcReturnCode: "05" }))}`);
    expect(back.status).toBe(303);
    expect(back.headers.location).toBe(`${origin()}/orders/${encodeURIComponent(failed.orderCode)}`);
    expect(await paymentState(failed.id)).toMatchObject({ status: "FAILED", payment_status: 2 });

    const forged = await get(`/api/payment/cmi/success?${form({ ...result(failed), HASH: "forged" })}`);
    expect(forged.status).toBe(303);
    expect((await paymentState(failed.id)).status).toBe("FAILED");
    const unknown = await get(`/api/payment/cmi/success?${form(result({ ...failed, reference: "NO-SUCH-ORDER" }))}`);
    expect(unknown.headers.location).toBe(`${origin()}/`);
  });

  it("a body that is not a form is refused before anything is read (415)", async () => {
    const reply = await post("/api/payment/cmi/callback", { oid: "x" });
    expect(reply.status).toBe(415);
  });
});
