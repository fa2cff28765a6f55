import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { DomainError } from "../core/errors";
import { POLICIES } from "./rate-limit";
import { adminRoute } from "./route";

// A sign-in route whose only right password is "right", counting the passwords it checked.
function signInRoute() {
  let checked = 0;
  const route = adminRoute({ auth: "none", body: z.object({ email: z.string(), password: z.string() }), limitFailures: (body) => body.email }, ({ body }) => {
    checked++;
    if (body.password !== "right") throw new DomainError("unauthenticated", "These credentials do not match our records.");
    return { success: true };
  });
  const attempt = async (from: string, email: string, password = "wrong") =>
    (
      await route(
        new Request("http://localhost/api/login", {
          method: "POST",
          body: JSON.stringify({ email, password }),
          headers: { "content-type": "application/json", "x-commerce-tenant": "platform", "x-forwarded-for": from },
        }),
        { params: Promise.resolve({}) },
      )
    ).status;
  return { attempt, checked: () => checked };
}

// Fresh names for each test: the budgets are the process's.
const account = () => `${randomUUID()}@example.com`;
let last = 0;
const address = () => `198.51.100.${++last}`;

describe("failed sign-ins", () => {
  const { failedSignIns, failedSignInsPerAccount, failedSignInsPerAddress } = POLICIES;

  it("are refused past the budget of one account from one address, before the password is checked", async () => {
    const { attempt, checked } = signInRoute();
    const [email, from] = [account(), address()];
    for (let i = 0; i < failedSignIns.points; i++) expect(await attempt(from, email)).toBe(401);
    expect(await attempt(from, email, "right")).toBe(429);
    expect(checked()).toBe(failedSignIns.points);
    // Another address may still try that account, and this address another account.
    expect(await attempt(address(), email, "right")).toBe(200);
    expect(await attempt(from, account(), "right")).toBe(200);
  });

  it("sent all at once, get no more checks than the budget", async () => {
    const { attempt, checked } = signInRoute();
    const [email, from] = [account(), address()];
    const statuses = await Promise.all(Array.from({ length: failedSignIns.points * 2 }, () => attempt(from, email)));
    expect(statuses.filter((s) => s === 401)).toHaveLength(failedSignIns.points);
    expect(statuses.filter((s) => s === 429)).toHaveLength(failedSignIns.points);
    expect(checked()).toBe(failedSignIns.points);
  });

  it("clear on a success, which gives back what the wide budgets counted", async () => {
    const { attempt } = signInRoute();
    const [email, from] = [account(), address()];
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < failedSignIns.points - 1; i++) expect(await attempt(from, email)).toBe(401);
      expect(await attempt(from, email, "right")).toBe(200);
    }
  });

  it("at one account from many addresses stop at the account's budget, except from an address it signed in from", async () => {
    const { attempt } = signInRoute();
    const email = account();
    const home = address();
    expect(await attempt(home, email, "right")).toBe(200);
    const perAddress = failedSignIns.points - 1;
    let sent = 0;
    while (sent < failedSignInsPerAccount.points) {
      const from = address();
      for (let i = 0; i < perAddress && sent < failedSignInsPerAccount.points; i++, sent++) expect(await attempt(from, email)).toBe(401);
    }
    expect(await attempt(address(), email)).toBe(429);
    expect(await attempt(address(), email, "right")).toBe(429);
    expect(await attempt(home, email, "right")).toBe(200);
  });

  it("from one address at many accounts stop at the address's budget, except at an account it signed in to", async () => {
    const { attempt } = signInRoute();
    const from = address();
    const own = account();
    expect(await attempt(from, own, "right")).toBe(200);
    for (let i = 0; i < failedSignInsPerAddress.points; i++) expect(await attempt(from, account())).toBe(401);
    expect(await attempt(from, account(), "right")).toBe(429);
    expect(await attempt(from, own, "right")).toBe(200);
    expect(await attempt(address(), account(), "right")).toBe(200);
  });
});
