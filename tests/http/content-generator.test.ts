import http from "node:http";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { todayIn } from "../../lib/format/dates";
import { sqlAt } from "../support/database";
import { startFakeOpenAi, type FakeOpenAi } from "../support/fake-openai";
import { asOwner, keys, PLATFORM_HOST, signInOwners, storeId, type Owners } from "../support/owner-calls";
import { startServer, type RunningServer } from "../support/server";

// POST /content-generator against a fake OpenAI-compatible server (tests/support/fake-openai.ts)
// that a server of this file's own is pointed at: the prompt in the store's language and voice,
// the product's facts, streaming and a client that leaves, the daily quota, the provider's
// failures and time-outs after the package's retries. The suite's own server has no key (503).

const REPLY = "Des coussins brodés à la main, pour un salon qui vous ressemble.";
const TIMEOUT_MS = 700;

let fake: FakeOpenAi;
let server: RunningServer;
let owners: Owners;
let demoId: number;

const generate = (body: unknown, token = owners.demo) => asOwner(token, "POST", "/api/content-generator", body, server.port);
const db = <T extends object>(text: string, values: unknown[] = []) => sqlAt<T & Record<string, unknown>>(server.databaseUrl, text, values);
/** The store's today as the app reckons it (lib/format/dates.ts): the database's time zone data may differ from Node's. */
async function today(store: number): Promise<string> {
  const [row] = await db<{ timezone: string }>("SELECT timezone FROM stores WHERE id = $1", [store]);
  return todayIn(row!.timezone);
}

/** Generations counted today for the store, in its own time zone. */
async function usedToday(store: number): Promise<number> {
  const [row] = await db<{ count: number }>("SELECT coalesce((SELECT count FROM content_generation_days WHERE store_id = $1 AND day = $2::date), 0) AS count", [
    store,
    await today(store),
  ]);
  return row!.count;
}

type Streamed = { status: number; headers: http.IncomingHttpHeaders; events: { event: string; data: unknown }[] };

/** A request for server-sent events; `leaveAfterFirst` goes away once the first piece of text has come. */
function generateStreaming(body: unknown, { leaveAfterFirst = false } = {}): Promise<Streamed> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port: server.port,
        method: "POST",
        path: "/api/content-generator",
        headers: {
          host: `${PLATFORM_HOST}:${server.port}`,
          accept: "text/event-stream",
          "content-type": "application/json",
          "content-length": String(Buffer.byteLength(payload)),
          authorization: `Bearer ${owners.demo}`,
        },
      },
      (res) => {
        let text = "";
        const events = () =>
          text
            .split("\n\n")
            .filter((block) => block.startsWith("data:") || block.startsWith("event:"))
            .map((block) => {
              const event = /^event: (.*)$/m.exec(block)?.[1] ?? "message";
              return { event, data: JSON.parse(/^data: (.*)$/m.exec(block)![1]!) as unknown };
            });
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          text += chunk;
          if (leaveAfterFirst && text.includes("\n\n")) {
            req.destroy();
            resolve({ status: res.statusCode!, headers: res.headers, events: events() });
          }
        });
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, events: events() }));
      },
    );
    req.on("error", (error) => (leaveAfterFirst ? undefined : reject(error)));
    req.end(payload);
  });
}

async function until(check: () => boolean, ms = 5000) {
  for (const start = Date.now(); !check(); await new Promise((r) => setTimeout(r, 50))) if (Date.now() - start > ms) throw new Error("timed out waiting");
}

beforeAll(async () => {
  fake = await startFakeOpenAi();
  fake.reply = REPLY;
  server = await startServer({
    env: {
      RATE_LIMIT_PER_MINUTE: "100000",
      OPENAI_API_KEY: "sk-test-key",
      OPENAI_BASE_URL: fake.url,
      OPENAI_MODEL: "fake-model-1",
      OPENAI_TIMEOUT_MS: String(TIMEOUT_MS),
      OPENAI_MAX_RETRIES: "1",
    },
  });
  owners = await signInOwners(server.port);
  demoId = await storeId("demo", server.databaseUrl);
}, 300_000);

afterAll(async () => {
  await server?.stop();
  await fake?.close();
});

afterEach(() => {
  fake.mode = "ok";
  fake.requests.length = 0;
});

describe("POST /content-generator", () => {
  it("answers the provider's copy, asked with the store's name, prompt and language", async () => {
    const before = await usedToday(demoId);
    const reply = await generate({ message: "A caption for our summer sale" });
    expect(reply.status).toBe(200);
    expect(keys(reply.json)).toEqual(["content", "success"]);
    expect(reply.json).toEqual({ success: true, content: REPLY });
    expect(reply.headers["content-type"]).toBe("application/json");

    const [asked] = fake.requests;
    expect(fake.requests).toHaveLength(1);
    expect(asked).toMatchObject({ authorization: "Bearer sk-test-key", model: "fake-model-1", stream: false });
    expect(asked!.messages.map((m) => m.role)).toEqual(["system", "user"]);
    const [{ prompt, name }] = (await db<{ prompt: string; name: string }>("SELECT prompt, name FROM stores WHERE id = $1", [demoId])) as [
      { prompt: string; name: string },
    ];
    expect(prompt.length).toBeGreaterThan(0);
    expect(asked!.messages[0]!.content).toContain(`"${name}"`);
    expect(asked!.messages[0]!.content).toContain(prompt.trim());
    expect(asked!.messages[0]!.content).toContain("Write in English");
    expect(asked!.messages[1]!.content).toBe("A caption for our summer sale");
    expect(await usedToday(demoId)).toBe(before + 1);
  });

  it("asks a French store's copy in French, whatever the request's language", async () => {
    await db("UPDATE stores SET language = 'fr', prompt = 'Maison de thé marocaine, ton chaleureux.' WHERE subdomain = 'acme'");
    try {
      const reply = await generate({ message: "A title for our mint tea" }, owners.acme);
      expect(reply.json).toEqual({ success: true, content: REPLY });
      const system = fake.requests[0]!.messages[0]!.content;
      expect(system).toContain("Write in French");
      expect(system).toContain("Maison de thé marocaine, ton chaleureux.");
      // The store's own messages are in French too.
      const refused = await generate({ product_id: "abc" }, owners.acme);
      expect(refused.json.errors.product_id).toEqual(["Le champ product id n'est pas valide."]);
    } finally {
      await db("UPDATE stores SET language = 'en', prompt = '' WHERE subdomain = 'acme'");
    }
  });

  it("fills the prompt from the store's product and the kind of copy; another store's product is a 422 that asks nothing", async () => {
    const [product] = await db<{ id: number; name: string; price: string }>(
      `SELECT p.id, p.name, min(pp.unit_price)::text AS price FROM products p JOIN product_prices pp ON pp.product_id = p.id
        WHERE p.store_id = $1 AND p.status = 1 GROUP BY p.id ORDER BY p.id LIMIT 1`,
      [demoId],
    );
    const reply = await generate({ product_id: product!.id, kind: "caption" });
    expect(reply.status).toBe(200);
    const [system, user] = fake.requests[0]!.messages;
    expect(system!.content).toContain("caption for a social media post");
    expect(user!.content).toContain(`Name: ${product!.name}`);
    expect(user!.content).toContain(`Price: ${Number(product!.price).toFixed(2)} MAD`);
    expect(user!.content).toContain("Write the product's caption.");

    const [acmeProduct] = await db<{ id: number }>("SELECT p.id FROM products p JOIN stores s ON s.id = p.store_id WHERE s.subdomain = 'acme' LIMIT 1");
    const before = await usedToday(demoId);
    const foreign = await generate({ message: "Describe it", product_id: acmeProduct!.id, kind: "description" });
    expect(foreign.status).toBe(422);
    expect(foreign.json).toEqual({
      success: false,
      message: "The selected product_id is invalid.",
      errors: { product_id: ["The selected product_id is invalid."] },
    });
    expect(fake.requests).toHaveLength(1);
    expect(await usedToday(demoId)).toBe(before);
  });

  it("refuses bad input (422) and a missing token (401), asking nothing", async () => {
    for (const [body, fields] of [
      [{}, ["message"]],
      [{ message: "Hi", kind: "poem" }, ["kind"]],
      [{ message: "Hi", product_id: "abc" }, ["product_id"]],
      [{ kind: "title" }, ["message"]],
      [{ message: "x".repeat(4001) }, ["message"]],
    ] as const) {
      const reply = await generate(body);
      expect(reply.status, JSON.stringify(body)).toBe(422);
      expect(keys(reply.json.errors)).toEqual(fields);
    }
    expect((await generate({})).json.message).toBe("The message field is required unless a product_id is given.");
    const anonymous = await asOwner(undefined, "POST", "/api/content-generator", { message: "Hi" }, server.port);
    expect(anonymous.status).toBe(401);
    expect(fake.requests).toHaveLength(0);
  });

  it("streams the text as server-sent events while the provider writes it, then the whole answer", async () => {
    const streamed = await generateStreaming({ message: "A caption" });
    expect(streamed.status).toBe(200);
    expect(streamed.headers["content-type"]).toBe("text/event-stream; charset=utf-8");
    expect(streamed.headers["cache-control"]).toBe("no-store");
    expect(fake.requests[0]!.stream).toBe(true);
    const pieces = streamed.events.filter((e) => e.event === "message");
    expect(pieces.length).toBe(REPLY.split(" ").length);
    for (const piece of pieces) expect(keys(piece.data as object)).toEqual(["content"]);
    expect(pieces.map((e) => (e.data as { content: string }).content).join("")).toBe(REPLY);
    expect(streamed.events.at(-1)).toEqual({ event: "done", data: { success: true, content: REPLY } });
  });

  it("passes the first words on before the provider has finished, and aborts the provider's request when the client goes away", async () => {
    fake.mode = "slow";
    const streamed = await generateStreaming({ message: "A long description" }, { leaveAfterFirst: true });
    expect(streamed.events).toEqual([{ event: "message", data: { content: REPLY.split(" ")[0] + " " } }]);
    await until(() => fake.requests[0]?.abandoned === true);
  });

  it("answers 429 with Retry-After once the store's daily quota is spent, counted once across concurrent requests", async () => {
    const limit = 100;
    await db(
      `INSERT INTO content_generation_days (store_id, day, count) VALUES ($1, $3::date, $2)
         ON CONFLICT (store_id, day) DO UPDATE SET count = EXCLUDED.count`,
      [demoId, limit - 2, await today(demoId)],
    );
    try {
      const replies = await Promise.all(Array.from({ length: 5 }, () => generate({ message: "A caption" })));
      expect(replies.map((r) => r.status).sort()).toEqual([200, 200, 429, 429, 429]);
      const spent = replies.find((r) => r.status === 429)!;
      expect(spent.json).toEqual({
        success: false,
        message: "The store has used its 100 content generations for today; more are available from midnight, store time.",
      });
      const retryAfter = Number(spent.headers["retry-after"]);
      expect(Number.isInteger(retryAfter) && retryAfter > 0 && retryAfter <= 25 * 3600).toBe(true);
      expect(fake.requests).toHaveLength(2);
      expect(await usedToday(demoId)).toBe(limit);
      // The streaming form is refused alike, before anything is streamed.
      expect((await generateStreaming({ message: "A caption" })).status).toBe(429);
    } finally {
      await db("DELETE FROM content_generation_days WHERE store_id = $1", [demoId]);
    }
  });

  it("answers 502 when the provider refuses or fails (after the package's retries), and gives the generation back", async () => {
    const before = await usedToday(demoId);
    fake.mode = "refuse";
    const refused = await generate({ message: "A caption" });
    expect(refused.status).toBe(502);
    expect(refused.json).toEqual({ success: false, message: "The AI provider could not generate the content. Please try again later." });
    expect(fake.requests).toHaveLength(1);

    fake.mode = "fail";
    fake.requests.length = 0;
    expect((await generate({ message: "A caption" })).status).toBe(502);
    expect((await generateStreaming({ message: "A caption" })).status).toBe(502);
    // A 5xx is tried again once (OPENAI_MAX_RETRIES=1), for each of the two requests.
    expect(fake.requests).toHaveLength(4);
    expect(await usedToday(demoId)).toBe(before);
  });

  it("answers 504 when the provider does not answer in time, after the package's retry", async () => {
    const before = await usedToday(demoId);
    fake.mode = "hang";
    const started = Date.now();
    const reply = await generate({ message: "A caption" });
    expect(reply.status).toBe(504);
    expect(reply.json).toEqual({ success: false, message: "The AI provider did not answer in time. Please try again later." });
    expect(Date.now() - started).toBeGreaterThanOrEqual(2 * TIMEOUT_MS);
    expect(fake.requests).toHaveLength(2);
    expect(await usedToday(demoId)).toBe(before);
  });
});

describe("POST /content-generator without a provider", () => {
  it("answers 503 once the input is valid (the suite's server has no OPENAI_API_KEY)", async () => {
    const token = (await signInOwners()).demo;
    const reply = await asOwner(token, "POST", "/api/content-generator", { message: "A caption" });
    expect(reply.status).toBe(503);
    expect(reply.json).toEqual({ success: false, message: "No AI provider is configured on this platform: its administrator must set OPENAI_API_KEY." });
    expect((await asOwner(token, "POST", "/api/content-generator", { kind: "title" })).status).toBe(422);
  });
});
