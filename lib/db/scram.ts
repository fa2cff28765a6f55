import { createHash, createHmac, pbkdf2Sync, randomBytes, timingSafeEqual } from "node:crypto";

// The server's side of SCRAM-SHA-256 (RFC 5802, RFC 7677), PostgreSQL's password exchange: the
// client proves it knows the password without sending it, and the server proves it knows it too,
// so a program posing as the database on its port learns nothing it could sign in with. No channel
// binding: the embedded database is served on loopback without TLS.

/** What the server keeps of a password: never the password itself. */
export type ScramVerifier = { salt: Buffer; iterations: number; storedKey: Buffer; serverKey: Buffer };

/** PostgreSQL's own iteration count (scram_iterations). */
const ITERATIONS = 4096;

const hmac = (key: Buffer, text: string) => createHmac("sha256", key).update(text).digest();
const sha256 = (data: Buffer) => createHash("sha256").update(data).digest();

export function scramVerifier(password: string, salt: Buffer = randomBytes(16), iterations = ITERATIONS): ScramVerifier {
  const salted = pbkdf2Sync(password, salt, iterations, 32, "sha256");
  return { salt, iterations, storedKey: sha256(hmac(salted, "Client Key")), serverKey: hmac(salted, "Server Key") };
}

/** One client's exchange: `first` answers its first message, `final` its proof (undefined: refused). */
export type ScramExchange = { first(clientFirst: string): string; final(clientFinal: string): string | undefined };

export class ScramError extends Error {}

export function scramExchange(verifier: ScramVerifier, serverNonce = randomBytes(18).toString("base64")): ScramExchange {
  let clientFirstBare = "";
  let serverFirst = "";
  let gs2Header = "";
  let nonce = "";
  return {
    first(clientFirst) {
      // gs2-header "n,," or "y,," (no channel binding), an empty authzid, then `n=user,r=nonce`.
      const match = /^([ny]),,(n=[^,]*,r=([^,]+)(?:,.*)?)$/.exec(clientFirst);
      if (!match) throw new ScramError("malformed SCRAM client-first-message (channel binding is not supported)");
      gs2Header = `${match[1]},,`;
      clientFirstBare = match[2]!;
      nonce = match[3]! + serverNonce;
      serverFirst = `r=${nonce},s=${verifier.salt.toString("base64")},i=${verifier.iterations}`;
      return serverFirst;
    },
    final(clientFinal) {
      const match = /^(c=([^,]*),r=([^,]*)(?:,.*)?),p=([A-Za-z0-9+/=]+)$/.exec(clientFinal);
      if (!serverFirst || !match) throw new ScramError("malformed SCRAM client-final-message");
      const [, withoutProof, binding, finalNonce, proof] = match;
      if (binding !== Buffer.from(gs2Header).toString("base64") || finalNonce !== nonce) return undefined;
      const authMessage = `${clientFirstBare},${serverFirst},${withoutProof}`;
      const signature = hmac(verifier.storedKey, authMessage);
      const proofBytes = Buffer.from(proof!, "base64");
      if (proofBytes.length !== signature.length) return undefined;
      // The proof is the client key masked with the signature: unmasked, it must hash to the stored key.
      const clientKey = Buffer.from(proofBytes.map((byte, i) => byte ^ signature[i]!));
      if (!timingSafeEqual(sha256(clientKey), verifier.storedKey)) return undefined;
      return `v=${hmac(verifier.serverKey, authMessage).toString("base64")}`;
    },
  };
}
