import { generate } from "otplib";
import { describe, expect, it } from "vitest";
import { hashRecoveryCode, looksLikeRecoveryCode, newRecoveryCodes } from "./recovery-codes";
import { newTotpSecret, totpQrSvg, totpUri, verifyTotp } from "./totp";

const at = (secret: string, steps: number) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

describe("TOTP", () => {
  it("accepts the current code and one step of drift either way, and refuses two steps off", async () => {
    const secret = newTotpSecret();
    for (const steps of [-1, 0, 1]) expect(await verifyTotp({ secret, code: await at(secret, steps), lastStep: null })).toEqual(expect.any(Number));
    expect(await verifyTotp({ secret, code: await at(secret, 3), lastStep: null })).toBeNull();
    expect(await verifyTotp({ secret, code: "12345", lastStep: null })).toBeNull();
  });

  it("refuses a code of the last step used or an earlier one", async () => {
    const secret = newTotpSecret();
    const step = (await verifyTotp({ secret, code: await at(secret, 0), lastStep: null }))!;
    expect(await verifyTotp({ secret, code: await at(secret, 0), lastStep: step })).toBeNull();
    expect(await verifyTotp({ secret, code: await at(secret, -1), lastStep: step })).toBeNull();
    expect(await verifyTotp({ secret, code: await at(secret, 1), lastStep: step })).toBe(step + 1);
  });

  it("writes the otpauth URI an app reads, and its QR code as SVG", async () => {
    const uri = totpUri({ secret: "JBSWY3DPEHPK3PXP", issuer: "Atlas Home", account: "owner@example.com" });
    expect(uri).toMatch(/^otpauth:\/\/totp\/Atlas%20Home:owner%40example\.com\?/);
    expect(new URL(uri).searchParams.get("secret")).toBe("JBSWY3DPEHPK3PXP");
    expect(await totpQrSvg(uri)).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
  });
});

describe("recovery codes", () => {
  it("are ten distinct codes, recognised and hashed alike whatever their case, dash or spaces", () => {
    const codes = newRecoveryCodes();
    expect(new Set(codes).size).toBe(10);
    const [code] = codes as [string];
    expect(looksLikeRecoveryCode(code)).toBe(true);
    expect(looksLikeRecoveryCode("123456")).toBe(false);
    expect(hashRecoveryCode(` ${code.toUpperCase().replace("-", " ")} `)).toBe(hashRecoveryCode(code));
  });
});
