import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { sqlDateTime } from "../../lib/format/dates";
import { setForTest } from "../support/arrange";
import { sqlAt } from "../support/database";
import { asOwner, keys, rowCount, signInOwners, storeId, type Owners } from "../support/owner-calls";
import { startServer, type RunningServer } from "../support/server";

// The social routes of the administration API (admin-api.md, "Social accounts and publishing") and
// /content-generator: the documented shapes from the store's connected accounts, input validated
// in full first, then what the platform or the store lacks said clearly: 503 without a Meta app or
// an AI provider, 409 without a connected page or account. Graph's calls are tested against a fake
// in social-publishing.test.ts, the AI provider's against a fake in content-generator.test.ts.

const HOUR = 3_600_000;
const MINUTE = 60_000;
/** `YYYY-MM-DD HH:MM` as clocks in `timeZone` show `date`. */
const wallTime = (date: Date, timeZone: string) => sqlDateTime(date, timeZone).slice(0, 16);
const inAnHour = () => wallTime(new Date(Date.now() + HOUR), "Africa/Casablanca");

const NOT_CONFIGURED = {
  success: false,
  message: "Facebook is not configured on this platform: its administrator must set FACEBOOK_APP_ID and FACEBOOK_APP_SECRET.",
};

/** A connected Facebook account of a store with its pages, as connecting will write them (tokens sealed); removed with `remove`. */
async function connect(databaseUrl: string, store: number, pages: { pageId: string; name: string; instagram?: string }[]) {
  const [connection] = await sqlAt<{ id: number }>(
    databaseUrl,
    `INSERT INTO platform_connections (store_id, target, account_id, account_name, access_token, expires_at, updated_at)
     VALUES ($1, 'FACEBOOK', $2, 'Sam Owner', 'sealed', '2027-01-15T18:30:00Z', now()) RETURNING id`,
    [store, randomUUID()],
  );
  for (const page of pages) {
    await sqlAt(
      databaseUrl,
      `INSERT INTO facebook_pages (store_id, connection_id, page_id, name, access_token, instagram_account_id, image_url, updated_at)
       VALUES ($1, $2, $3, $4, 'sealed', $5, $6, now())`,
      [store, connection!.id, page.pageId, page.name, page.instagram ?? null, `https://graph.example/${page.pageId}.jpg`],
    );
  }
  return { remove: () => sqlAt(databaseUrl, "DELETE FROM platform_connections WHERE id = $1", [connection!.id]) };
}

describe("social accounts and publishing without a Meta app or an AI provider", () => {
  let owners: Owners;
  let databaseUrl: string;
  beforeAll(async () => {
    owners = await signInOwners();
    databaseUrl = inject("server").databaseUrl;
  });
  const demo = (method: string, path: string, body?: unknown) => asOwner(owners.demo, method, path, body);

  it("answers the store's connected accounts and pages in the documented shapes: none yet", async () => {
    const accounts = await demo("GET", "/api/platform-connections");
    expect(accounts.status).toBe(200);
    expect(accounts.json).toEqual({ success: true, accounts: [] });
    const pages = await demo("GET", "/api/facebook/pages");
    expect(pages.status).toBe(200);
    expect(pages.json).toEqual({ success: true, pages: [] });
  });

  it("shows a store its own connected accounts, with expires_at in its time zone, and not another store's", async () => {
    const acmeStore = await storeId("acme");
    const connection = await connect(databaseUrl, acmeStore, [{ pageId: "4200000000000001", name: "Acme Outdoors" }]);
    try {
      const accounts = await asOwner(owners.acme, "GET", "/api/platform-connections");
      expect(keys(accounts.json)).toEqual(["accounts", "success"]);
      // 18:30 UTC on 15 January 2027 is 11:30 in Denver (UTC-7 in winter).
      expect(accounts.json.accounts).toEqual([{ platform: "facebook", name: "Sam Owner", expires_at: "2027-01-15 11:30:00", needs_reconnect: false }]);
      const pages = await asOwner(owners.acme, "GET", "/api/facebook/pages");
      expect(pages.json).toEqual({
        success: true,
        pages: [{ name: "Acme Outdoors", page_id: "4200000000000001", image_url: "https://graph.example/4200000000000001.jpg" }],
      });
      expect((await demo("GET", "/api/platform-connections")).json.accounts).toEqual([]);
      expect((await demo("GET", "/api/facebook/pages")).json.pages).toEqual([]);
    } finally {
      await connection.remove();
    }
  });

  it("validates publishing input in full, then says Facebook is not configured (503), writing nothing", async () => {
    const before = await rowCount("publish_jobs");
    const refusals: [string, unknown, string[]][] = [
      ["/api/facebook/publish-post", {}, ["caption", "page_id"]],
      ["/api/facebook/publish-post", { page_id: [12345], caption: "Hi" }, ["page_id.0"]],
      ["/api/facebook/publish-post", { page_id: [], caption: "Hi" }, ["page_id"]],
      ["/api/facebook/publish-post", { page_id: ["1", "1"], caption: "Hi" }, ["page_id"]],
      ["/api/facebook/publish-post", { page_id: Array.from({ length: 51 }, (_, i) => String(i + 1)), caption: "Hi" }, ["page_id"]],
      ["/api/facebook/publish-post", { page_id: ["1"], caption: "  ", imageUrl: "ftp://files.example/a.png" }, ["caption", "imageUrl"]],
      // The scheduling route spells it pageId, as the documentation does.
      ["/api/facebook/publish-post-job", { page_id: ["1"], caption: "Hi", datePublish: inAnHour() }, ["pageId"]],
      ["/api/facebook/publish-post-job", { pageId: ["1"], caption: "Hi" }, ["datePublish"]],
      ["/api/facebook/publish-post-job", { pageId: ["1"], caption: "Hi", datePublish: "2031-02-30 10:00" }, ["datePublish"]],
      ["/api/facebook/publish-post-job", { pageId: ["1"], caption: "Hi", datePublish: "2030-01-01T10:00:00Z" }, ["datePublish"]],
      ["/api/instagram/publish-post", { caption: "Hi" }, ["imageUrl"]],
      ["/api/instagram/publish-post", { caption: "x".repeat(2201), imageUrl: "https://cdn.example/a.jpg" }, ["caption"]],
      [
        "/api/instagram/publish-post",
        { caption: Array.from({ length: 31 }, (_, i) => `#tag${i}`).join(" "), imageUrl: "https://cdn.example/a.jpg" },
        ["caption"],
      ],
      ["/api/instagram/publish-post-job", { caption: "Hi", imageUrl: "https://cdn.example/a.jpg", datePublish: "next week" }, ["datePublish"]],
    ];
    for (const [path, body, fields] of refusals) {
      const reply = await demo("POST", path, body);
      expect(reply.status, `${path} ${JSON.stringify(body)}`).toBe(422);
      expect(keys(reply.json.errors), path).toEqual(fields.sort());
    }

    const image = "https://cdn.example/a.jpg";
    for (const [path, body] of [
      ["/api/facebook/publish-post", { page_id: ["1"], caption: "Hi", imageUrl: image }],
      ["/api/facebook/publish-post-job", { pageId: ["1"], caption: "Hi", datePublish: inAnHour() }],
      ["/api/instagram/publish-post", { caption: "Hi #new", imageUrl: image }],
      ["/api/instagram/publish-post-job", { caption: "Hi", imageUrl: image, datePublish: inAnHour() }],
    ] as const) {
      const reply = await demo("POST", path, body);
      expect(reply.status, path).toBe(503);
      expect(reply.json).toEqual(NOT_CONFIGURED);
    }
    expect(await rowCount("publish_jobs")).toBe(before);
  });

  it("is 422 for a datePublish already past in the store's time zone, though not in UTC", async () => {
    // Tokyo is UTC+9 all year: an hour from now in UTC is eight hours ago there.
    await setForTest("stores", await storeId("demo"), { timezone: "Asia/Tokyo" });
    const inAnHourUtc = wallTime(new Date(Date.now() + HOUR), "UTC");
    const inAnHourTokyo = wallTime(new Date(Date.now() + HOUR), "Asia/Tokyo");
    for (const path of ["/api/facebook/publish-post-job", "/api/instagram/publish-post-job"]) {
      const body = { pageId: ["1"], caption: "Hi", imageUrl: "https://cdn.example/a.jpg" };
      const past = await demo("POST", path, { ...body, datePublish: inAnHourUtc });
      expect(past.status, path).toBe(422);
      expect(keys(past.json.errors)).toEqual(["datePublish"]);
      expect(past.json.message).toMatch(/^The publish date must be in the future: it is \d{4}-\d{2}-\d{2} \d{2}:\d{2} in Asia\/Tokyo\.$/);
      expect((await demo("POST", path, { ...body, datePublish: inAnHourTokyo })).status, path).toBe(503);
    }
    // More than a year ahead is refused too.
    const later = wallTime(new Date(Date.now() + 366 * 24 * HOUR), "Asia/Tokyo");
    const tooFar = await demo("POST", "/api/facebook/publish-post-job", { pageId: ["1"], caption: "Hi", datePublish: later });
    expect(tooFar.json).toMatchObject({
      message: "The publish date must be within a year.",
      errors: { datePublish: ["The publish date must be within a year."] },
    });
  });

  it("validates a content request, then says no AI provider is configured (503)", async () => {
    for (const body of [{}, { message: "   " }, { message: "x".repeat(4001) }, { message: 42 }]) {
      const reply = await demo("POST", "/api/content-generator", body);
      expect(reply.status).toBe(422);
      expect(keys(reply.json.errors)).toEqual(["message"]);
    }
    const reply = await demo("POST", "/api/content-generator", { message: "A caption for our summer sale" });
    expect(reply.status).toBe(503);
    expect(reply.json).toEqual({ success: false, message: "No AI provider is configured on this platform: its administrator must set OPENAI_API_KEY." });
  });

  it("answers 401 on every route without a token", async () => {
    for (const [method, path] of [
      ["GET", "/api/platform-connections"],
      ["GET", "/api/facebook/pages"],
      ["POST", "/api/facebook/publish-post"],
      ["POST", "/api/facebook/publish-post-job"],
      ["POST", "/api/instagram/publish-post"],
      ["POST", "/api/instagram/publish-post-job"],
      ["POST", "/api/content-generator"],
    ]) {
      const reply = await asOwner(undefined, method!, path!, method === "POST" ? { caption: "Hi" } : undefined);
      expect(reply.status, path).toBe(401);
      expect(reply.json).toEqual({ success: false, message: "Unauthenticated." });
    }
  });
});

/** Clocks in Casablanca on a day two days or more ahead: one in Ramadan (UTC) and one outside it (UTC+1), all day long. */
function casablancaDays() {
  const offset = (instant: number) => Date.parse(`${sqlDateTime(new Date(instant), "Africa/Casablanca").replace(" ", "T")}Z`) - instant;
  const found: Record<number, string> = {};
  const today = new Date();
  for (let day = 2; day < 360 && Object.keys(found).length < 2; day++) {
    const noon = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + day, 12);
    const offsets = [noon - 24 * HOUR, noon, noon + 24 * HOUR].map(offset);
    if (offsets.every((o) => o === offsets[0])) found[offsets[0]! / HOUR] ??= new Date(noon).toISOString().slice(0, 10);
  }
  return { ramadan: found[0]!, usual: found[1]! };
}

describe("social publishing with a Meta app configured", () => {
  let server: RunningServer;
  let owners: Owners;
  let demoStore: number;
  let acmeStore: number;
  // Undone in reverse order: jobs before the pages they name. The server may share the suite's
  // database (DATABASE_URL), whose other tests must not see these.
  const removals: (() => Promise<unknown>)[] = [];
  const removeJobsOf = (jobId: number) =>
    removals.push(() => sqlAt(server.databaseUrl, "DELETE FROM publish_jobs WHERE batch = (SELECT batch FROM publish_jobs WHERE id = $1)", [jobId]));
  beforeAll(async () => {
    server = await startServer({
      env: { FACEBOOK_APP_ID: "1234567890", FACEBOOK_APP_SECRET: "app-secret", RATE_LIMIT_PER_MINUTE: "100000" },
    });
    owners = await signInOwners(server.port);
    [demoStore, acmeStore] = [await storeId("demo", server.databaseUrl), await storeId("acme", server.databaseUrl)];
  });
  afterAll(async () => {
    for (const remove of removals.reverse()) await remove();
    await server?.stop();
  });
  const demo = (method: string, path: string, body?: unknown) => asOwner(owners.demo, method, path, body, server.port);
  const image = "https://cdn.example/sale.jpg";

  it("says what to connect while the store has no page (409), after a past date's 422, writing nothing", async () => {
    const before = await rowCount("publish_jobs", server.databaseUrl);
    const noPage = { success: false, message: "No Facebook page is connected to this store: connect a Facebook page first." };
    const noInstagram = {
      success: false,
      message: "No Instagram account is connected to this store: connect a Facebook page linked to an Instagram business account first.",
    };
    expect((await demo("POST", "/api/facebook/publish-post", { page_id: ["1"], caption: "Hi" })).json).toEqual(noPage);
    const scheduled = await demo("POST", "/api/facebook/publish-post-job", { pageId: ["1"], caption: "Hi", datePublish: inAnHour() });
    expect(scheduled.status).toBe(409);
    expect(scheduled.json).toEqual(noPage);
    expect((await demo("POST", "/api/instagram/publish-post", { caption: "Hi", imageUrl: image })).json).toEqual(noInstagram);
    expect((await demo("POST", "/api/instagram/publish-post-job", { caption: "Hi", imageUrl: image, datePublish: inAnHour() })).json).toEqual(noInstagram);

    const lastMinute = wallTime(new Date(Date.now() - MINUTE), "Africa/Casablanca");
    expect((await demo("POST", "/api/facebook/publish-post-job", { pageId: ["1"], caption: "Hi", datePublish: lastMinute })).status).toBe(422);
    expect(await rowCount("publish_jobs", server.databaseUrl)).toBe(before);
  });

  it("refuses pages that are not the store's, naming their place", async () => {
    removals.push((await connect(server.databaseUrl, demoStore, [{ pageId: "1001", name: "Demo Shop" }])).remove);
    removals.push((await connect(server.databaseUrl, acmeStore, [{ pageId: "2002", name: "Acme Outdoors" }])).remove);
    const refused = await demo("POST", "/api/facebook/publish-post", { page_id: ["1001", "2002", "3003"], caption: "Hi" });
    expect(refused.status).toBe(422);
    expect(refused.json.errors).toEqual({
      "page_id.1": ["This page is not connected to the store."],
      "page_id.2": ["This page is not connected to the store."],
    });
  });

  it("schedules one job per page at the instant the store's time zone names, Morocco's Ramadan hour included", async () => {
    removals.push((await connect(server.databaseUrl, demoStore, [{ pageId: "1002", name: "Demo Outlet" }])).remove);
    const { ramadan, usual } = casablancaDays();
    const body = { pageId: ["1002", "1001"], caption: "Eid sale", imageUrl: image };
    const inRamadan = await demo("POST", "/api/facebook/publish-post-job", { ...body, datePublish: `${ramadan} 10:00` });
    expect(inRamadan.status, inRamadan.text).toBe(200);
    expect(keys(inRamadan.json)).toEqual(["execution_time_utc", "job_id", "message", "success", "timezone_used"]);
    expect(inRamadan.json).toMatchObject({
      success: true,
      message: "The post is scheduled.",
      timezone_used: "Africa/Casablanca",
      execution_time_utc: `${ramadan}T10:00:00Z`,
    });
    const outside = await demo("POST", "/api/facebook/publish-post-job", { ...body, datePublish: `${usual} 10:00` });
    expect(outside.json.execution_time_utc).toBe(`${usual}T09:00:00Z`);
    removeJobsOf(inRamadan.json.job_id);
    removeJobsOf(outside.json.job_id);

    const jobs = await sqlAt<{ id: number; page_id: string; target: string; status: string; run_at: Date; caption: string; image_url: string; batch: string }>(
      server.databaseUrl,
      `SELECT j.id, p.page_id, j.target, j.status, j.run_at, j.caption, j.image_url, j.batch
       FROM publish_jobs j JOIN facebook_pages p ON p.id = j.facebook_page_id WHERE j.batch = (SELECT batch FROM publish_jobs WHERE id = $1) ORDER BY p.page_id`,
      [inRamadan.json.job_id],
    );
    expect(jobs.map(({ page_id, target, status, caption, image_url }) => ({ page_id, target, status, caption, image_url }))).toEqual([
      { page_id: "1001", target: "FACEBOOK", status: "SCHEDULED", caption: "Eid sale", image_url: image },
      { page_id: "1002", target: "FACEBOOK", status: "SCHEDULED", caption: "Eid sale", image_url: image },
    ]);
    expect(jobs.map((job) => job.run_at.toISOString())).toEqual([`${ramadan}T10:00:00.000Z`, `${ramadan}T10:00:00.000Z`]);
    // The answer's job is the first page's, and linking it to a post links the other page's too.
    expect(jobs.find((job) => job.page_id === "1002")!.id).toBe(inRamadan.json.job_id);
    const post = await demo("POST", "/api/posts", { caption: "Eid sale" });
    expect((await demo("PUT", `/api/posts/${post.json.id}/${inRamadan.json.job_id}`)).status).toBe(200);
    const linked = await sqlAt(server.databaseUrl, "SELECT post_id FROM publish_jobs WHERE batch = $1", [jobs[0]!.batch]);
    expect(linked).toEqual([{ post_id: post.json.id }, { post_id: post.json.id }]);
    const job = await demo("GET", `/api/posts/${post.json.id}/${inRamadan.json.job_id}`);
    expect(job.json.data).toMatchObject({ page_id: "1002", target: "facebook", status: "scheduled", run_at: `${ramadan}T10:00:00.000000Z` });
  });

  it("schedules to each Instagram account linked to the store's pages, the time answered in UTC as SQL", async () => {
    await sqlAt(server.databaseUrl, "UPDATE facebook_pages SET instagram_account_id = '17841400000000001' WHERE store_id = $1 AND page_id = '1001'", [
      demoStore,
    ]);
    const { usual } = casablancaDays();
    const reply = await demo("POST", "/api/instagram/publish-post-job", { caption: "New arrivals #spring", imageUrl: image, datePublish: `${usual} 14:30` });
    expect(reply.status, reply.text).toBe(200);
    removeJobsOf(reply.json.job_id);
    expect(keys(reply.json)).toEqual(["execution_time_utc", "job_id", "message", "success", "timezone_used"]);
    expect(reply.json).toMatchObject({ execution_time_utc: `${usual} 13:30:00`, timezone_used: "Africa/Casablanca" });
    const [job] = await sqlAt(server.databaseUrl, "SELECT target, caption FROM publish_jobs WHERE id = $1", [reply.json.job_id]);
    expect(job).toEqual({ target: "INSTAGRAM", caption: "New arrivals #spring" });
  });
});
