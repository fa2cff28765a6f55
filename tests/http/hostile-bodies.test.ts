import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { MAX_JSON_DEPTH } from "../../lib/api/body";
import { SHOPPER_PASSWORD } from "../support/arrange";
import { sql } from "../support/database";
import { call, get, type Reply } from "../support/http";
import { expectDocumented, servedReference } from "../support/reference";

// Bodies built to cost the server, or to be sent by a page of another site, are refused before
// they are acted on; no store waits for another's attacker.

const nested = (depth: number, inside = "") => "[".repeat(depth) + inside + "]".repeat(depth);
/**
 * About 250 KB: a thousand levels, then sixty thousand strings. Walking it and copying each
 * string's path cost the process about 0.4 s a body; a few thousand levels overflowed its stack.
 */
const WIDE_AND_DEEP = nested(1_000, Array.from({ length: 84_000 }, () => '""').join(","));

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const countCustomers = async () => (await sql<{ n: number }>("SELECT count(*)::int AS n FROM customers"))[0]!.n;

const registration = () => {
  const email = `hostile-${randomUUID().slice(0, 8)}@example.com`;
  return { name: "Hostile", email, phone: "0600000000", password: SHOPPER_PASSWORD, password_confirmation: SHOPPER_PASSWORD };
};

describe("deeply nested bodies", () => {
  it(`are refused with a 400 past ${MAX_JSON_DEPTH} levels, however deep, on every body-reading route`, async () => {
    const reference = await servedReference();
    for (const [method, path] of [
      ["POST", "/api/login-customer"],
      ["POST", "/api/cart/apply-coupon"],
      ["POST", "/api/get-state"],
    ] as const) {
      for (const depth of [MAX_JSON_DEPTH + 1, 3_000, 100_000]) {
        const reply = await call(method, path, { rawBody: nested(depth) });
        expect(reply.status, `${path} at ${depth} levels: ${reply.text.slice(0, 200)}`).toBe(400);
        expect(reply.json).toEqual({ success: false, message: `The request body nests arrays and objects deeper than ${MAX_JSON_DEPTH} levels.` });
        expectDocumented(reference, method, path, reply);
      }
    }
    const wide = await call("POST", "/api/login-customer", { rawBody: WIDE_AND_DEEP });
    expect(wide.status).toBe(400);
    // At the limit the body is read as any other: here, not the object the route takes.
    expect((await call("POST", "/api/login-customer", { rawBody: nested(MAX_JSON_DEPTH) })).status).toBe(422);
  });

  it("do not keep a bystander on another store waiting", { timeout: 60_000 }, async () => {
    const bystander = async () => {
      const started = performance.now();
      const reply = await get("/api/get-info-store", { host: "acme.localhost" });
      expect(reply.status).toBe(200);
      return performance.now() - started;
    };
    const latencies = async (count: number) => {
      const measured: number[] = [];
      for (let i = 0; i < count; i++) measured.push(await bystander());
      return measured;
    };
    const idle = median(await latencies(20));

    let attacking = true;
    const hostile: Reply[] = [];
    const attacker = async () => {
      while (attacking) hostile.push(await call("POST", "/api/login-customer", { rawBody: WIDE_AND_DEEP }));
    };
    const attackers = Array.from({ length: 4 }, attacker);
    const underAttack = await latencies(20);
    attacking = false;
    await Promise.all(attackers);

    // The median: a 2-core machine shared with other work may stall any one request.
    expect(median(underAttack), `idle median ${idle.toFixed(1)} ms, under attack ${underAttack.map((ms) => ms.toFixed(0)).join(", ")} ms`).toBeLessThan(
      idle + 100,
    );
    expect(hostile.length).toBeGreaterThan(0);
    for (const reply of hostile) expect(reply.status).toBe(400);
  });
});

describe("bodies a page of another site can send without a preflight", () => {
  const FORGEABLE: [contentType: string | null, body: string][] = [
    ["text/plain", JSON.stringify(registration())],
    ["text/plain;charset=UTF-8", JSON.stringify(registration())],
    ["application/x-www-form-urlencoded", new URLSearchParams(registration()).toString()],
    ["multipart/form-data; boundary=x", `--x\r\nContent-Disposition: form-data; name="email"\r\n\r\n${registration().email}\r\n--x--\r\n`],
    [null, JSON.stringify(registration())],
  ];

  it("are refused with a 415 on the JSON routes, and change nothing", async () => {
    const reference = await servedReference();
    const before = await countCustomers();
    for (const [contentType, rawBody] of FORGEABLE) {
      for (const path of ["/api/register-customer", "/api/login-customer"]) {
        const reply = await call("POST", path, { rawBody, contentType });
        const label = `${path} as ${contentType ?? "no type"}: ${reply.text.slice(0, 200)}`;
        expect(reply.status, label).toBe(415);
        expect(reply.json, label).toEqual({ success: false, message: "The request body must be sent as application/json." });
        expectDocumented(reference, "POST", path, reply);
      }
    }
    expect(await countCustomers()).toBe(before);
  });

  it("leave JSON in its own type, with a charset, and an empty body alone", async () => {
    const reply = await call("POST", "/api/register-customer", {
      rawBody: JSON.stringify(registration()),
      headers: { "content-type": "application/json; charset=utf-8" },
    });
    expect(reply.status, reply.text).toBe(200);
    expect((await call("POST", "/api/login-customer", { rawBody: "", contentType: "text/plain" })).status).toBe(422);
  });
});

describe("text that cannot be stored as sent", () => {
  it("is refused: bytes that are not UTF-8 with a 400, a lone surrogate with a 422 on its field; nothing is stored", async () => {
    const before = await countCustomers();
    const fields = registration();
    // "José" in Latin-1: é is the byte 0xE9, which UTF-8 would read as U+FFFD.
    const notUtf8 = await call("POST", "/api/register-customer", { rawBody: Buffer.from(JSON.stringify({ ...fields, name: "José" }), "latin1") });
    expect(notUtf8.status, notUtf8.text).toBe(400);
    expect(notUtf8.json).toEqual({ success: false, message: "The request body is not valid UTF-8 text." });

    const surrogate = await call("POST", "/api/register-customer", { rawBody: JSON.stringify({ ...fields, name: "Jos\ud800" }) });
    expect(surrogate.status, surrogate.text).toBe(422);
    expect(Object.keys(surrogate.json.errors)).toEqual(["name"]);
    expect(await countCustomers()).toBe(before);
  });
});
