import { randomUUID } from "node:crypto";
import { generate } from "otplib";
import { hashPassword } from "../../lib/auth/password";
import { sql } from "./database";
import { post, type Reply } from "./http";

// The platform's operator in tests: an account written straight into the test server's database
// (as `npm run operator:create` would make it), and the console's sign-in with its authenticator,
// whose secret the first sign-in hands out for enrolment.

export const OPERATOR_PASSWORD = "granite-harbour-violet";

export type Operator = { email: string; secret: string; token: string };

const platform = { host: "localhost" };

export async function makeOperator(): Promise<{ email: string }> {
  const email = `op-${randomUUID().slice(0, 8)}@example.com`;
  await sql("INSERT INTO operators (email, password_hash) VALUES ($1, $2)", [email, await hashPassword(OPERATOR_PASSWORD)]);
  return { email };
}

export const operatorLogin = (email: string, password = OPERATOR_PASSWORD): Promise<Reply> => post("/api/operator/login", { email, password }, platform);

export const operatorCode = (challenge: string, code: string): Promise<Reply> => post("/api/operator/login/two-factor", { challenge, code }, platform);

export const codeOf = (secret: string, at = Date.now()) => generate({ secret, epoch: Math.floor(at / 1000) });

/** A new operator, enrolled and signed in: the first sign-in's code is the current one. */
export async function signInOperator(): Promise<Operator> {
  const { email } = await makeOperator();
  const login = await operatorLogin(email);
  if (login.status !== 200) throw new Error(`operator login failed: ${login.status} ${login.text}`);
  const secret: string = login.json.enrolment.secret;
  const reply = await operatorCode(login.json.challenge, await codeOf(secret));
  if (reply.status !== 200) throw new Error(`operator code refused: ${reply.status} ${reply.text}`);
  return { email, secret, token: reply.json.token };
}
