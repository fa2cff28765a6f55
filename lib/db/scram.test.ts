import { describe, expect, it } from "vitest";
import { ScramError, scramExchange, scramVerifier } from "./scram";

// The exchange of RFC 7677, section 3: user "user", password "pencil".
const salt = Buffer.from("W22ZaJ0SNY7soEsUEjb6gQ==", "base64");
const clientNonce = "rOprNGfwEbeRWgbNEkqO";
const serverNonce = "%hvYDpWUa2RaTCAfuxFIlj)hNlF$k0";
const nonce = clientNonce + serverNonce;
const clientFirst = `n,,n=user,r=${clientNonce}`;
const clientFinal = `c=biws,r=${nonce},p=dHzbZapWIk4jUhN+Ute9ytag9zjfMHgsqmmiz7AndVQ=`;

const exchange = (password = "pencil") => scramExchange(scramVerifier(password, salt, 4096), serverNonce);

describe("SCRAM-SHA-256, the server's side", () => {
  it("answers RFC 7677's example exchange byte for byte", () => {
    const scram = exchange();
    expect(scram.first(clientFirst)).toBe(`r=${nonce},s=W22ZaJ0SNY7soEsUEjb6gQ==,i=4096`);
    expect(scram.final(clientFinal)).toBe("v=6rriTRBi23WpRR/wtup+mMhUZUn/dB5nLTJRsjl95G4=");
  });

  it("refuses the proof of another password", () => {
    const scram = exchange("pencil2");
    scram.first(clientFirst);
    expect(scram.final(clientFinal)).toBeUndefined();
  });

  it("refuses a proof that was altered, or made for another exchange's nonce", () => {
    const altered = exchange();
    altered.first(clientFirst);
    expect(altered.final(clientFinal.replace("p=dHzb", "p=dHza"))).toBeUndefined();

    const replayed = scramExchange(scramVerifier("pencil", salt, 4096), "another-server-nonce");
    replayed.first(clientFirst);
    expect(replayed.final(clientFinal)).toBeUndefined();
  });

  it("refuses channel binding, which it cannot offer without TLS, and messages out of order", () => {
    expect(() => exchange().first(`p=tls-server-end-point,,n=user,r=${clientNonce}`)).toThrow(ScramError);
    expect(() => exchange().final(clientFinal)).toThrow(ScramError);
  });
});
