import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "../support/database";
import { origin } from "../support/http";
import { asOwner, keys, NOT_FOUND } from "../support/owner-calls";
import { acme, acmeId, created, demo, demoId, marketingOwners, owners, unique } from "../support/admin-marketing";
import { expectOtherStoreCannotReach, expectRefused, expectSignedInOnly } from "../support/marketing-expectations";

// The marketing records of the administration API (admin-api.md, "Marketing records"): posts and their
// publishing jobs, with their documented shape, 401 without a token, 404 for the other store's record,
// 422 for bad input, and nothing written on a refusal.

marketingOwners();

describe("posts (/posts)", () => {
  const POST_KEYS = ["campaign_id", "caption", "created_at", "id", "image", "job_id", "status", "template", "updated_at", "user_id"];
  let campaignId: number;
  let template: { id: number; name: string };
  beforeAll(async () => {
    campaignId = (await created("/api/campaigns", { topic: "Posts", publish_at: "2026-01-01 10:00" })).id;
    const category = await created("/api/categories", { name: unique("Posts") });
    template = await created("/api/templates", { name: unique("Minimal"), category_id: category.id });
  });

  it("creates one with 201 and the bare post: the template by its name, the owner as user_id whatever is sent", async () => {
    const reply = await demo("POST", "/api/posts", {
      caption: " New in store ",
      image: "https://cdn.example/new.png",
      template: template.id,
      campaign_id: campaignId,
      user_id: 999_999,
    });
    expect(reply.status).toBe(201);
    expect(keys(reply.json)).toEqual(POST_KEYS);
    const owner = (await sql<{ id: number }>("SELECT id FROM owners WHERE email = 'owner@example.com'"))[0]!.id;
    expect(reply.json).toMatchObject({
      user_id: owner,
      caption: "New in store",
      image: "https://cdn.example/new.png",
      template: template.name,
      campaign_id: campaignId,
      status: "draft",
      job_id: null,
    });
    // A template may be named by its name too, as the answers show it: the oldest of those that have it.
    const byName = await created("/api/posts", { caption: "By name", template: template.name });
    expect(byName).toMatchObject({ template: template.name, image: null, campaign_id: null });
    await created("/api/templates", { name: template.name, category_id: (await demo("GET", `/api/templates/${template.id}`)).json.data.category_id });
    const again = await created("/api/posts", { caption: "By a shared name", template: template.name });
    expect(await sql("SELECT template_id FROM posts WHERE id = ANY($1::int[]) ORDER BY id", [[byName.id, again.id]])).toEqual([
      { template_id: template.id },
      { template_id: template.id },
    ]);
  });

  it("answers a picture kept as the store's file path (/uploads/…, as the demo's posts keep theirs) as an absolute address", async () => {
    // The demo's posts keep their pictures as the site path of the store's files.
    const demoPosts = await sql<{ image_url: string }>("SELECT image_url FROM posts WHERE store_id = $1 AND image_url LIKE '/%'", [demoId]);
    expect(demoPosts.length).toBeGreaterThan(0);
    expect(demoPosts.every((p) => p.image_url.startsWith("/uploads/stores/"))).toBe(true);
    const post = await created("/api/posts", { caption: "A stored picture" });
    await sql("UPDATE posts SET image_url = $1 WHERE id = $2", [demoPosts[0]!.image_url, post.id]);
    const absolute = `${origin("localhost")}${demoPosts[0]!.image_url}`;
    expect((await demo("GET", `/api/posts/${post.id}`)).json.image).toBe(absolute);
    expect((await demo("GET", "/api/posts")).json.find((p: { id: number }) => p.id === post.id).image).toBe(absolute);
    expect((await demo("PUT", `/api/posts/${post.id}`, { caption: "Still stored" })).json.image).toBe(absolute);
  });

  it("lists the store's posts as a bare array, newest first", async () => {
    const first = await created("/api/posts", { caption: "First" });
    const second = await created("/api/posts", { caption: "Second" });
    const list = await demo("GET", "/api/posts");
    expect(Array.isArray(list.json)).toBe(true);
    expect(list.json[0]).toEqual(second);
    expect(list.json[1]).toEqual(first);
    expect((await acme("GET", "/api/posts")).json.map((p: { id: number }) => p.id)).not.toContain(first.id);
    expect((await demo("GET", `/api/posts/${first.id}`)).json).toEqual(first);
  });

  it("pages the posts only when asked: the same bare array, the total in X-Total-Count", async () => {
    for (const caption of ["Paged 1", "Paged 2", "Paged 3"]) await created("/api/posts", { caption });
    const whole = await demo("GET", "/api/posts");
    const total = whole.json.length;
    expect(whole.headers["x-total-count"]).toBe(String(total));
    const first = await demo("GET", "/api/posts?per_page=2");
    expect(first.json).toEqual(whole.json.slice(0, 2));
    expect(first.headers["x-total-count"]).toBe(String(total));
    expect((await demo("GET", "/api/posts?page=2&per_page=2")).json).toEqual(whole.json.slice(2, 4));
    expect((await demo("GET", `/api/posts?page=${total + 1}&per_page=1`)).json).toEqual([]);
    const acmeTotal = (await acme("GET", "/api/posts?per_page=1")).headers["x-total-count"];
    expect(Number(acmeTotal)).toBe((await acme("GET", "/api/posts")).json.length);
    for (const bad of ["page=0", "per_page=101", "page=1e3", "per_page=x"]) expect((await demo("GET", `/api/posts?${bad}`)).status, bad).toBe(422);
  });

  it("changes only what an update sends, and unlinks with null", async () => {
    const post = await created("/api/posts", { caption: "Before", template: template.id, campaign_id: campaignId });
    const changed = await demo("PUT", `/api/posts/${post.id}`, { caption: "After" });
    expect(changed.json).toEqual({ ...post, caption: "After", updated_at: changed.json.updated_at });
    const unlinked = await demo("PUT", `/api/posts/${post.id}`, { campaign_id: null, template: null });
    expect(unlinked.json).toMatchObject({ caption: "After", campaign_id: null, template: null });
  });

  it("refuses the other store's campaign and template, addresses that are not http(s) and blank captions, as 422s", async () => {
    const acmeCampaign = await created("/api/campaigns", { topic: "Acme's", publish_at: "2026-01-01 10:00" }, owners.acme);
    await expectRefused(() => demo("POST", "/api/posts", { caption: "x", campaign_id: acmeCampaign.id }), ["campaign_id"], "posts");
    const [acmeTemplate] = await sql<{ id: number; name: string }>(
      "INSERT INTO templates (store_id, name, updated_at) VALUES ($1, $2, now()) RETURNING id, name",
      [acmeId, unique("Acme template")],
    );
    await expectRefused(() => demo("POST", "/api/posts", { caption: "x", template: acmeTemplate!.id }), ["template"], "posts");
    await expectRefused(() => demo("POST", "/api/posts", { caption: "x", template: acmeTemplate!.name }), ["template"], "posts");
    await expectRefused(() => demo("POST", "/api/posts", { caption: "x", image: "javascript:alert(1)" }), ["image"], "posts");
    await expectRefused(() => demo("POST", "/api/posts", { caption: "   ", image: "ftp://files.example/a.png" }), ["caption", "image"], "posts");
    await expectRefused(() => demo("POST", "/api/posts", { caption: "x".repeat(63_207) }), ["caption"], "posts");
    await expectRefused(() => demo("POST", "/api/posts", { caption: "x", image: `https://cdn.example/${"a".repeat(2030)}.png` }), ["image"], "posts");

    const post = await created("/api/posts", { caption: "Mine", campaign_id: campaignId });
    await expectRefused(() => demo("PUT", `/api/posts/${post.id}`, { campaign_id: acmeCampaign.id }), ["campaign_id"], "posts");
    expect((await demo("GET", `/api/posts/${post.id}`)).json.campaign_id).toBe(campaignId);
  });

  it("deletes one; 404 to the other store's owner, 401 without a token", async () => {
    const post = await created("/api/posts", { caption: "Gone soon" });
    // Deleting its template leaves a post without one.
    const categoryId = (await demo("GET", `/api/templates/${template.id}`)).json.data.category_id;
    const passing = await created("/api/templates", { name: unique("Passing"), category_id: categoryId });
    const madeFrom = await created("/api/posts", { caption: "From a passing template", template: passing.id });
    expect((await demo("DELETE", `/api/templates/${passing.id}`)).json).toEqual({ success: true });
    expect((await demo("GET", `/api/posts/${madeFrom.id}`)).json).toMatchObject({ caption: "From a passing template", template: null });

    await expectOtherStoreCannotReach(`/api/posts/${post.id}`, { caption: "Taken over" }, "posts", post.id);
    await expectSignedInOnly(
      [
        ["GET", "/api/posts"],
        ["POST", "/api/posts", { caption: "x" }],
        ["PUT", `/api/posts/${post.id}`, { caption: "x" }],
        ["DELETE", `/api/posts/${post.id}`],
      ],
      "posts",
    );
    expect((await demo("DELETE", `/api/posts/${post.id}`)).json).toEqual({ success: true });
    expect((await demo("GET", `/api/posts/${post.id}`)).status).toBe(404);
  });
});

describe("a post's publishing jobs (/posts/{id}/{job_id})", () => {
  const JOB_KEYS = ["attempts", "external_id", "id", "last_error", "page_id", "post_id", "run_at", "status", "target", "url"];
  const jobs: number[] = [];
  afterAll(() => sql("DELETE FROM publish_jobs WHERE id = ANY($1::int[])", [jobs]));

  /** Jobs as scheduling makes them (no Facebook app here to schedule through the API), in one batch. */
  async function scheduled(store: number, count = 1, status = "SCHEDULED") {
    const batch = randomUUID();
    const rows = await sql<{ id: number }>(
      `INSERT INTO publish_jobs (store_id, target, caption, run_at, status, batch, updated_at)
       SELECT $1, 'FACEBOOK', 'Scheduled', '2027-01-01T10:00:00Z', $3::"JobStatus", $2, now() FROM generate_series(1, $4::int) RETURNING id`,
      [store, batch, status, count],
    );
    jobs.push(...rows.map((row) => row.id));
    return rows.map((row) => row.id);
  }

  it("links a job and the jobs scheduled with it to a post, which takes its status; GET shows the job", async () => {
    const post = await created("/api/posts", { caption: "To publish" });
    const [first, second] = await scheduled(demoId, 2);
    const linked = await demo("PUT", `/api/posts/${post.id}/${first}`);
    expect(linked.status).toBe(200);
    expect(linked.json).toEqual({ success: true, message: "The job is linked to the post." });
    expect(await sql("SELECT id, post_id FROM publish_jobs WHERE id = ANY($1::int[]) ORDER BY id", [[first, second]])).toEqual([
      { id: first, post_id: post.id },
      { id: second, post_id: post.id },
    ]);
    expect((await demo("GET", `/api/posts/${post.id}`)).json).toMatchObject({ status: "scheduled", job_id: second });

    const job = await demo("GET", `/api/posts/${post.id}/${first}`);
    expect(job.status).toBe(200);
    expect(keys(job.json)).toEqual(["data", "success"]);
    expect(keys(job.json.data)).toEqual(JOB_KEYS);
    expect(job.json.data).toEqual({
      id: first,
      post_id: post.id,
      target: "facebook",
      page_id: null,
      status: "scheduled",
      run_at: "2027-01-01T10:00:00.000000Z",
      attempts: 0,
      last_error: null,
      external_id: null,
      url: null,
    });
    // Linking it again changes nothing.
    expect((await demo("PUT", `/api/posts/${post.id}/${first}`)).status).toBe(200);
    // Deleting the post leaves its jobs, without a post.
    expect((await demo("DELETE", `/api/posts/${post.id}`)).json).toEqual({ success: true });
    expect(await sql("SELECT post_id FROM publish_jobs WHERE id = ANY($1::int[])", [[first, second]])).toEqual([{ post_id: null }, { post_id: null }]);
  });

  it("is 409 for a job linked to another post, 404 for the other store's post or job, and one not linked to the post", async () => {
    const [mine, other] = [await created("/api/posts", { caption: "Mine" }), await created("/api/posts", { caption: "Other" })];
    const [job] = await scheduled(demoId);
    expect((await demo("PUT", `/api/posts/${mine.id}/${job}`)).status).toBe(200);
    const taken = await demo("PUT", `/api/posts/${other.id}/${job}`);
    expect(taken.status).toBe(409);
    expect(taken.json).toEqual({ success: false, message: "This job is linked to another post." });
    expect((await sql("SELECT post_id FROM publish_jobs WHERE id = $1", [job]))[0]).toEqual({ post_id: mine.id });
    expect((await demo("GET", `/api/posts/${other.id}`)).json.status).toBe("draft");
    expect((await demo("GET", `/api/posts/${other.id}/${job}`)).json).toEqual(NOT_FOUND);

    const [acmeJob] = await scheduled(acmeId);
    expect((await demo("PUT", `/api/posts/${mine.id}/${acmeJob}`)).json).toEqual(NOT_FOUND);
    expect((await sql("SELECT post_id FROM publish_jobs WHERE id = $1", [acmeJob]))[0]).toEqual({ post_id: null });
    for (const method of ["GET", "PUT"]) {
      expect((await acme(method, `/api/posts/${mine.id}/${job}`)).json).toEqual(NOT_FOUND);
      expect((await asOwner(undefined, method, `/api/posts/${mine.id}/${job}`)).status).toBe(401);
    }
    expect((await demo("GET", `/api/posts/${mine.id}/abc`)).status).toBe(422);
  });

  it("a post whose job failed is failed; one whose job was cancelled stays a draft", async () => {
    const [failed, cancelled] = [await created("/api/posts", { caption: "Failed" }), await created("/api/posts", { caption: "Cancelled" })];
    await demo("PUT", `/api/posts/${failed.id}/${(await scheduled(demoId, 1, "FAILED"))[0]}`);
    await demo("PUT", `/api/posts/${cancelled.id}/${(await scheduled(demoId, 1, "CANCELLED"))[0]}`);
    expect((await demo("GET", `/api/posts/${failed.id}`)).json.status).toBe("failed");
    expect((await demo("GET", `/api/posts/${cancelled.id}`)).json.status).toBe("draft");
  });
});
