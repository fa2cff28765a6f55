import { describe, expect, it } from "vitest";
import { Decimal } from "../../money/money";
import { cmiHash, cmiResult, cmiSigned, startCmiCharge } from "./cmi";
import { GatewayRefused, type ChargeRequest } from "./gateway";

const request = (
  over: Partial<ChargeRequest["order"]> = {},
  credentials: Record<string, string> = { client_id: "600000000", store_key: "TEST|KEY" },
): ChargeRequest => ({
  storeOrigin: "https://demo.example.com",
  order: {
    id: 7,
    code: "ORD-1001",
    amount: new Decimal("100"),
    currency: "MAD",
    email: "a@b.ma",
    name: "Ali|Ben\\Said",
    phone: "0600000000",
    address: "1 rue X",
    language: "fr",
    ...over,
  },
  method: { id: 3, provider: "cmi", sandbox: true, credentials, settlementCurrency: null },
  idempotencyKey: "payment-1",
});

describe("CMI", () => {
  it("hashes the issue's test vector (ver3: sorted without case, escaped, store key last, SHA-512, base64)", () => {
    const fields = {
      amount: "100.00",
      BillToName: "Ali|Ben\\Said",
      callbackUrl: "https://shop.example/cb",
      clientid: "600000000",
      currency: "504",
      email: "a@b.ma",
      failUrl: "https://shop.example/fail",
      hashAlgorithm: "ver3",
      lang: "fr",
      oid: "ORD-1001",
      okUrl: "https://shop.example/ok",
      rnd: "1700000000",
      storetype: "3D_PAY_HOSTING",
      TranType: "PreAuth",
      encoding: "UTF-8",
    };
    expect(cmiHash(fields, "TEST|KEY")).toBe("HohTUAm/iTBkIEoyDXFq7gw/mOIhI5TdQKpKdsQSK3L4hUc6vMqLw8zmv6Zs8KA8BNa+2tpqn5veXHrjShdxYg==");
    // A posted HASH is not part of what it signs, and values are trimmed.
    expect(cmiHash({ ...fields, HASH: "anything", oid: " ORD-1001 " }, "TEST|KEY")).toBe(cmiHash(fields, "TEST|KEY"));
  });

  it("writes every form_data key of the contract, signed, with the store's own URLs", () => {
    const start = startCmiCharge(request(), "1700000000");
    if (start.provider !== "cmi") throw new Error("not a CMI start");
    const contractKeys = [
      "clientid",
      "TranType",
      "amount",
      "oid",
      "email",
      "BillToName",
      "tel",
      "BillToStreet1",
      "okUrl",
      "failUrl",
      "CallbackURL",
      "hashAlgorithm",
      "HASH",
    ];
    expect(Object.keys(start.form_data)).toEqual(expect.arrayContaining(contractKeys));
    expect(start.form_data).toMatchObject({
      clientid: "600000000",
      TranType: "PreAuth",
      amount: "100.00",
      currency: "504",
      oid: "ORD-1001",
      storetype: "3D_PAY_HOSTING",
      hashAlgorithm: "ver3",
      lang: "fr",
      rnd: "1700000000",
      okUrl: "https://demo.example.com/api/payment/cmi/success",
      failUrl: "https://demo.example.com/api/payment/cmi/fail",
      CallbackURL: "https://demo.example.com/api/payment/cmi/callback",
    });
    expect(Object.values(start.form_data).every((v) => typeof v === "string")).toBe(true);
    expect(cmiSigned(start.form_data, "TEST|KEY")).toBe(true);
    expect(cmiSigned({ ...start.form_data, amount: "1.00" }, "TEST|KEY")).toBe(false);
    expect(start.gateway_url).toBe("https://testpayment.cmi.co.ma/fim/est3Dgate");
    expect(start.reference).toBe("ORD-1001");
    expect(start.charged.amount.toFixed(2)).toBe("100.00");
    expect(start.charged.currency).toBe("MAD");
  });

  it("sends two decimals, the currency's ISO number, and refuses what CMI cannot take", () => {
    const euros = startCmiCharge(request({ amount: new Decimal("12.345"), currency: "EUR", language: "de" }));
    if (euros.provider !== "cmi") throw new Error("not a CMI start");
    expect(euros.form_data).toMatchObject({ amount: "12.35", currency: "978", lang: "en" });
    expect(() => startCmiCharge(request({ currency: "JPY" }))).toThrow(GatewayRefused);
    expect(() => startCmiCharge(request({}, { client_id: "600000000" }))).toThrow(GatewayRefused);
  });

  it("reads a result: approved only with ProcReturnCode 00, the amount in the currency its number names", () => {
    expect(cmiResult({ oid: "ORD-1", ProcReturnCode: "00", amount: "100.00", currency: "504" })).toEqual({
      reference: "ORD-1",
      outcome: "paid",
      amount: new Decimal("100.00"),
      currency: "MAD",
    });
    expect(cmiResult({ oid: "ORD-1", ProcReturnCode: "05", amount: "x", currency: "999" })).toMatchObject({ outcome: "failed", amount: null, currency: "" });
  });
});
