import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sqlDateTime } from "../../lib/format/dates";
import { sqlAt } from "../support/database";
import { GOOD_CODE, graphErrors, startFakeGraph, type FakeGraph } from "../support/fake-graph";
import { call } from "../support/http";
import { asOwner, keys, PLATFORM_HOST, signInOwners, storeId, type Owners } from "../support/owner-calls";
import { startServer, type RunningServer } from "../support/server";

// Connecting Facebook and publishing through Graph (a fake of it, tests/support/fake-graph.ts), now
// and on schedule: the app with its in-process worker and a second worker (`npm run worker`) on one
// PostgreSQL, which several processes share (the embedded database serves one). The scratch
// database is made on DATABASE_URL's server, or the local one.
const postgres = process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const PAGES = [
  { id: "1001", name: "Demo Shop", instagram: { id: "17841400000000001", username: "demo.shop" } },
  { id: "1002", name: "Demo Outlet" },
];
const image = "https://cdn.example/sale.jpg";

async function reachable(url: string) {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** How long a test that starts the app's server may take (a production build's start on a loaded CI machine). */
const SERVER_START_MS = 300_000;

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe.runIf(await reachable(postgres))("connecting Facebook and publishing through Graph", () => {
  let graph: FakeGraph;
  let databaseUrl: string;
  let server: RunningServer;
  let worker: ChildProcess | undefined;
  let owners: Owners;
  let demoStore: number;
  const name = `commerce_social_${process.pid}_${Date.now()}`;
  const env = () => ({
    FACEBOOK_APP_ID: "1234567890",
    FACEBOOK_APP_SECRET: "app-secret",
    GRAPH_API_BASE: graph.url,
    APP_SECRET: appSecret,
    JOB_POLLING_SECONDS: "0.5",
    SOCIAL_RETRY_DELAY_SECONDS: "1",
    RATE_LIMIT_PER_MINUTE: "100000",
  });
  const appSecret = randomBytes(32).toString("base64url");

  function startWorker() {
    const child = spawn(process.execPath, [path.resolve("node_modules/tsx/dist/cli.mjs"), "scripts/worker.ts"], {
      env: { ...process.env, ...env(), DATABASE_URL: databaseUrl, LOG_LEVEL: "warn" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout!.on("data", (chunk) => (output += chunk));
    child.stderr!.on("data", (chunk) => (output += chunk));
    return until(
      "the worker",
      async () => (output.includes("working the queues") ? child : child.exitCode !== null ? Promise.reject(new Error(output)) : undefined),
      60_000,
    );
  }
  const stopWorker = () =>
    new Promise<void>((resolve) => {
      if (!worker || worker.exitCode !== null) return resolve();
      worker.once("exit", () => resolve());
      worker.kill("SIGTERM");
    });

  beforeAll(async () => {
    graph = await startFakeGraph(PAGES);
    const admin = new pg.Client({ connectionString: postgres });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    const url = new URL(postgres);
    url.pathname = `/${name}`;
    databaseUrl = url.href;
    server = await startServer({ databaseUrl, env: env() });
    worker = await startWorker();
    owners = await signInOwners(server.port);
    demoStore = await storeId("demo", databaseUrl);
  }, SERVER_START_MS);
  afterAll(async () => {
    await stopWorker();
    await server?.stop();
    const admin = new pg.Client({ connectionString: postgres });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
    await graph?.close();
  });
  const demo = (method: string, path: string, body?: unknown) => asOwner(owners.demo, method, path, body, server.port);
  const callback = (query: Record<string, string>) =>
    call("GET", `/api/facebook/callback?${new URLSearchParams(query)}`, { host: PLATFORM_HOST, port: server.port });
  const connections = () =>
    sqlAt(databaseUrl, "SELECT count(*)::int AS n FROM platform_connections WHERE store_id = $1", [demoStore]).then((rows) => rows[0]!.n);
  const job = (id: number) =>
    sqlAt<{ status: string; attempts: number; last_error: string | null; external_id: string | null; url: string | null }>(
      databaseUrl,
      "SELECT status, attempts, last_error, external_id, url FROM publish_jobs WHERE id = $1",
      [id],
    ).then((rows) => rows[0]!);
  /** The demo store's clocks (Africa/Casablanca) `seconds` from now, to the second. */
  const inSeconds = (seconds: number) => sqlDateTime(new Date(Date.now() + seconds * 1000), "Africa/Casablanca");
  const settled = (id: number) => until(`job ${id}`, async () => ((await job(id)).status.match(/PUBLISHED|FAILED/) ? job(id) : undefined));

  it("gives the Login dialog's address with a state, and connects nothing on a forged state", async () => {
    const reply = await demo("GET", "/api/facebook/connect");
    expect(reply.status, reply.text).toBe(200);
    expect(keys(reply.json)).toEqual(["expires_in", "success", "url"]);
    const dialog = new URL(reply.json.url);
    expect(dialog.origin + dialog.pathname).toBe("https://www.facebook.com/v21.0/dialog/oauth");
    expect(dialog.searchParams.get("client_id")).toBe("1234567890");
    expect(dialog.searchParams.get("redirect_uri")).toBe(`http://${PLATFORM_HOST}:${server.port}/api/facebook/callback`);
    expect(dialog.searchParams.get("scope")!.split(",")).toEqual(
      expect.arrayContaining(["pages_show_list", "pages_manage_posts", "instagram_basic", "instagram_content_publish"]),
    );
    expect(dialog.searchParams.get("state")).toMatch(/^[\w-]{43}$/);
    expect(reply.json.expires_in).toBe(600);

    const forged = await callback({ state: "x".repeat(43), code: GOOD_CODE });
    expect(forged.status).toBe(403);
    expect(await connections()).toBe(0);
    expect((await asOwner(undefined, "GET", "/api/facebook/connect", undefined, server.port)).status).toBe(401);
  });

  it("exchanges the code for a long-lived token, stores pages and Instagram sealed, and refuses the state a second time", async () => {
    const state = new URL((await demo("GET", "/api/facebook/connect")).json.url).searchParams.get("state")!;
    const bad = await callback({ state, code: "wrong" });
    expect(bad.status).toBe(502);
    // A state is used once, whatever came of it.
    const state2 = new URL((await demo("GET", "/api/facebook/connect")).json.url).searchParams.get("state")!;
    const reply = await callback({ state: state2, code: GOOD_CODE });
    expect(reply.status, reply.text).toBe(200);
    expect(reply.json.accounts).toEqual([
      { platform: "facebook", name: "Sam Owner", expires_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/), needs_reconnect: false },
      { platform: "instagram", name: "demo.shop", expires_at: expect.any(String), needs_reconnect: false },
    ]);
    expect(graph.to("GET", /^\/oauth\/access_token$/).at(-1)!.params).toMatchObject({ grant_type: "fb_exchange_token", fb_exchange_token: "short-user-token" });
    expect((await callback({ state: state2, code: GOOD_CODE })).status).toBe(403);

    const pages = await demo("GET", "/api/facebook/pages");
    expect(pages.json.pages).toEqual([
      { name: "Demo Shop", page_id: "1001", image_url: "https://graph.example/1001.jpg" },
      { name: "Demo Outlet", page_id: "1002", image_url: "https://graph.example/1002.jpg" },
    ]);
    const tokens = await sqlAt<{ access_token: string }>(
      databaseUrl,
      "SELECT access_token FROM facebook_pages UNION ALL SELECT access_token FROM platform_connections",
    );
    for (const { access_token } of tokens) expect(access_token).toMatch(/^v1\./);
    expect(JSON.stringify(pages.json)).not.toContain("token");
  });

  it("publishes now to two pages, one failing, each outcome apart and kept", async () => {
    graph.failNext("POST", /^\/1002\/feed$/, graphErrors.refused);
    const reply = await demo("POST", "/api/facebook/publish-post", { page_id: ["1001", "1002"], caption: "Summer sale" });
    expect(reply.status, reply.text).toBe(200);
    expect(reply.json).toEqual({
      success: false,
      results: [
        {
          page_id: "1001",
          success: true,
          url: expect.stringMatching(/^https:\/\/www\.facebook\.com\/1001_\d+$/),
          post_id: expect.stringMatching(/^1001_/),
          message: "Published.",
          job_id: expect.any(Number),
        },
        { page_id: "1002", success: false, error: { message: "(#100) The photo URL could not be fetched." }, job_id: expect.any(Number) },
      ],
    });
    expect(graph.to("POST", /^\/1001\/feed$/).at(-1)!.params).toEqual({ message: "Summer sale", access_token: "page-token-1001" });
    const kept = await sqlAt(databaseUrl, "SELECT id, status, external_id FROM publish_jobs WHERE caption = 'Summer sale' ORDER BY id");
    expect(kept).toEqual([
      { id: reply.json.results[0].job_id, status: "PUBLISHED", external_id: reply.json.results[0].post_id },
      { id: reply.json.results[1].job_id, status: "FAILED", external_id: null },
    ]);

    // The post that records it links the published page's job, and with it the other page's.
    const post = await demo("POST", "/api/posts", { caption: "Summer sale" });
    expect((await demo("PUT", `/api/posts/${post.json.id}/${reply.json.results[0].job_id}`)).status).toBe(200);
    expect((await demo("GET", `/api/posts/${post.json.id}`)).json.status).toBe("published");
    const failed = await demo("GET", `/api/posts/${post.json.id}/${reply.json.results[1].job_id}`);
    expect(failed.json.data).toMatchObject({ status: "failed", page_id: "1002" });

    const photo = await demo("POST", "/api/facebook/publish-post", { page_id: ["1002"], caption: "With a picture", imageUrl: image });
    expect(photo.json.success).toBe(true);
    expect(graph.to("POST", /^\/1002\/photos$/).at(-1)!.params).toEqual({ url: image, caption: "With a picture", access_token: "page-token-1002" });
  });

  it("publishes to Instagram through a container: created, waited for, published", async () => {
    const reply = await demo("POST", "/api/instagram/publish-post", { caption: "New arrivals #spring", imageUrl: image });
    expect(reply.status, reply.text).toBe(200);
    const ig = "17841400000000001";
    const containerId = graph.to("POST", new RegExp(`^/${ig}/media$`)).at(-1);
    expect(containerId!.params).toEqual({ image_url: image, caption: "New arrivals #spring", access_token: "page-token-1001" });
    const flow = graph.requests.slice(graph.requests.indexOf(containerId!)).map((request) => `${request.method} ${request.path.replace(/\d+/g, "N")}`);
    expect(flow).toEqual(["POST /N/media", "GET /container-N", "GET /container-N", "POST /N/media_publish", "GET /media-container-N"]);
    expect(reply.json).toEqual({
      success: true,
      results: [
        {
          page_id: "1001",
          success: true,
          post_id: expect.stringMatching(/^media-container-\d+$/),
          message: "Published.",
          error: null,
          job_id: expect.any(Number),
        },
      ],
    });
  });

  it("runs a job scheduled 2 s ahead once, with two workers running", async () => {
    const reply = await demo("POST", "/api/facebook/publish-post-job", { pageId: ["1001"], caption: "Two workers", datePublish: inSeconds(2) });
    expect(reply.status, reply.text).toBe(200);
    expect(await settled(reply.json.job_id)).toMatchObject({ status: "PUBLISHED", attempts: 1, last_error: null });
    // Past the next polls of both workers: still one post.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(graph.to("POST", /^\/1001\/feed$/).filter((request) => request.params.message === "Two workers")).toHaveLength(1);
  });

  // It starts the server again: beside the browser suites on CI's two cores, that passed the default 60 s.
  it("keeps a scheduled job across a restart and runs it once afterwards", { timeout: SERVER_START_MS }, async () => {
    const reply = await demo("POST", "/api/facebook/publish-post-job", { pageId: ["1002"], caption: "After the restart", datePublish: inSeconds(3) });
    expect(reply.status, reply.text).toBe(200);
    await stopWorker();
    await server.stop();
    expect((await job(reply.json.job_id)).status).toBe("SCHEDULED");
    server = await startServer({ databaseUrl, env: env() });
    owners = await signInOwners(server.port);
    expect(await settled(reply.json.job_id)).toMatchObject({ status: "PUBLISHED", attempts: 1 });
    expect(graph.to("POST", /^\/1002\/feed$/).filter((request) => request.params.message === "After the restart")).toHaveLength(1);
  });

  it("retries a transient Graph error with backoff, and shows the job on its post", async () => {
    graph.failNext("POST", /^\/1001\/feed$/, graphErrors.transient);
    const reply = await demo("POST", "/api/facebook/publish-post-job", { pageId: ["1001"], caption: "Retried", datePublish: inSeconds(3) });
    const post = await demo("POST", "/api/posts", { caption: "Retried" });
    expect((await demo("PUT", `/api/posts/${post.json.id}/${reply.json.job_id}`)).status).toBe(200);
    expect(await settled(reply.json.job_id)).toMatchObject({ status: "PUBLISHED", attempts: 2, last_error: null });
    const shown = await demo("GET", `/api/posts/${post.json.id}/${reply.json.job_id}`);
    expect(shown.json.data).toMatchObject({ status: "published", attempts: 2, page_id: "1001", external_id: expect.stringMatching(/^1001_/) });
    expect((await demo("GET", `/api/posts/${post.json.id}`)).json.status).toBe("published");
  });

  it("cancels a job until it starts", async () => {
    const reply = await demo("POST", "/api/facebook/publish-post-job", { pageId: ["1001", "1002"], caption: "Cancelled", datePublish: inSeconds(600) });
    const post = await demo("POST", "/api/posts", { caption: "Cancelled" });
    await demo("PUT", `/api/posts/${post.json.id}/${reply.json.job_id}`);
    const cancelled = await demo("DELETE", `/api/posts/${post.json.id}/${reply.json.job_id}`);
    expect(cancelled.json).toEqual({ success: true, message: "The job is cancelled." });
    expect((await job(reply.json.job_id)).status).toBe("CANCELLED");
    const again = await demo("DELETE", `/api/posts/${post.json.id}/${reply.json.job_id}`);
    expect(again.status).toBe(409);
    const acme = await asOwner(owners.acme, "DELETE", `/api/posts/${post.json.id}/${reply.json.job_id}`, undefined, server.port);
    expect(acme.status).toBe(404);
  });

  it("gives up on an expired token at once: the job fails clearly and the connection needs reconnecting", async () => {
    graph.failNext("POST", /^\/1002\/feed$/, graphErrors.expired, 5);
    const reply = await demo("POST", "/api/facebook/publish-post-job", { pageId: ["1002"], caption: "Expired", datePublish: inSeconds(1) });
    const failed = await settled(reply.json.job_id);
    expect(failed).toMatchObject({ status: "FAILED", attempts: 1 });
    expect(failed.last_error).toBe("The Facebook connection has expired or was revoked: connect Facebook again from the dashboard.");
    expect(graph.to("POST", /^\/1002\/feed$/).filter((request) => request.params.message === "Expired")).toHaveLength(1);
    const accounts = (await demo("GET", "/api/platform-connections")).json.accounts;
    expect(accounts.map((account: { needs_reconnect: boolean }) => account.needs_reconnect)).toEqual([true, true]);
    // Nothing more goes to Graph through it until the owner connects again.
    const now = await demo("POST", "/api/facebook/publish-post", { page_id: ["1002"], caption: "Still expired" });
    expect(now.json.results[0].error.message).toMatch(/connect Facebook again/);
    expect(graph.to("POST", /^\/1002\/feed$/).filter((request) => request.params.message === "Still expired")).toHaveLength(0);
  });

  it("disconnects: revokes the app's permissions and deletes the accounts", async () => {
    const reply = await demo("DELETE", "/api/facebook/connect");
    expect(reply.json).toEqual({ success: true, message: "Facebook and Instagram are disconnected." });
    expect(graph.to("DELETE", /^\/me\/permissions$/)).toHaveLength(1);
    expect(await connections()).toBe(0);
    expect((await demo("GET", "/api/facebook/pages")).json.pages).toEqual([]);
  });
});
