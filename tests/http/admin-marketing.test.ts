import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "../support/database";
import { origin, type Reply } from "../support/http";
import { asOwner, ISO_MICROS, keys, NOT_FOUND, rowCount, signInOwners, storeId, type Owners } from "../support/owner-calls";

// The marketing records of the administration API (admin-api.md, "Marketing records"): template
// categories, templates, campaigns, posts and their jobs, platforms, resolutions. Each with its
// documented shape, 401 without a token, 404 for the other store's record, 422 for bad input, and
// nothing written on a refusal.

let owners: Owners;
let demoId: number;
let acmeId: number;
beforeAll(async () => {
  owners = await signInOwners();
  [demoId, acmeId] = [await storeId("demo"), await storeId("acme")];
});

const unique = (name: string) => `${name} ${randomUUID().slice(0, 8)}`;
const demo = (method: string, path: string, body?: unknown) => asOwner(owners.demo, method, path, body);
const acme = (method: string, path: string, body?: unknown) => asOwner(owners.acme, method, path, body);

/** Creates a record as demo's (or acme's) owner and answers it, failing the test unless it is a 201. */
async function created(path: string, body: unknown, as = owners.demo) {
  const reply = await asOwner(as, "POST", path, body);
  expect(reply.status, reply.text).toBe(201);
  return reply.json.data ?? reply.json;
}

/** Every route of a path, without a token, is a 401 that writes nothing. */
async function expectSignedInOnly(routes: [method: string, path: string, body?: unknown][], table: string) {
  const before = await rowCount(table);
  for (const [method, path, body] of routes) {
    const reply = await asOwner(undefined, method, path, body);
    expect(reply.status, `${method} ${path}`).toBe(401);
    expect(reply.json).toEqual({ success: false, message: "Unauthenticated." });
  }
  expect(await rowCount(table)).toBe(before);
}

/** The other store's owner reads, changes and deletes nothing of a record: 404 each, the row as it was. */
async function expectOtherStoreCannotReach(path: string, change: unknown, table: string, id: number) {
  const [before] = await sql(`SELECT * FROM ${table} WHERE id = $1`, [id]);
  for (const [method, body] of [["GET"], ["PUT", change], ["DELETE"]] as const) {
    const reply = await acme(method, path, body);
    expect(reply.status, `${method} ${path}`).toBe(404);
    expect(reply.json).toEqual(NOT_FOUND);
  }
  expect((await sql(`SELECT * FROM ${table} WHERE id = $1`, [id]))[0]).toEqual(before);
}

/** A refused write: 422 naming exactly `fields`, and the table as it was. */
async function expectRefused(write: () => Promise<Reply>, fields: string[], table: string) {
  const before = await rowCount(table);
  const reply = await write();
  expect(reply.status).toBe(422);
  expect(keys(reply.json.errors ?? {})).toEqual([...fields].sort());
  expect(await rowCount(table)).toBe(before);
  return reply;
}

describe("template categories (/categories)", () => {
  it("creates one with 201 {success, data}, lists it for its store only, reads and renames it", async () => {
    const name = unique("Summer sale");
    const category = await created("/api/categories", { name: `  ${name}  ` });
    expect(keys(category)).toEqual(["created_at", "id", "name", "slug", "templates_count", "updated_at"]);
    expect(category).toMatchObject({ name, slug: name.toLowerCase().replace(/ /g, "-"), templates_count: 0 });
    expect(category.created_at).toMatch(ISO_MICROS);

    const list = await demo("GET", "/api/categories");
    expect(keys(list.json)).toEqual(["data", "success"]);
    expect(list.json.data.map((c: { id: number }) => c.id)).toContain(category.id);
    expect((await acme("GET", "/api/categories")).json.data.map((c: { id: number }) => c.id)).not.toContain(category.id);

    const read = await demo("GET", `/api/categories/${category.id}`);
    expect(read.json).toEqual({ success: true, data: category });
    const renamed = await demo("PUT", `/api/categories/${category.id}`, { name: "Été à Paris " + category.id });
    expect(renamed.status).toBe(200);
    expect(renamed.json.data).toMatchObject({ name: `Été à Paris ${category.id}`, slug: `ete-a-paris-${category.id}` });
  });

  it("refuses a blank name, one without a letter or digit, and one whose slug is taken, as 422s on name", async () => {
    const name = unique("Launch");
    await created("/api/categories", { name });
    for (const sent of [{}, { name: "   " }, { name: "!!!" }, { name: name.toUpperCase() }, { name: 42 }, { name: "x".repeat(256) }]) {
      await expectRefused(() => demo("POST", "/api/categories", sent), ["name"], "template_categories");
    }
    // Another store may use the name.
    await created("/api/categories", { name }, owners.acme);
  });

  it("is 409 to delete while a template uses it, and deletes once none does", async () => {
    const category = await created("/api/categories", { name: unique("Seasonal") });
    const template = await created("/api/templates", { name: "Winter", category_id: category.id });
    expect((await demo("GET", `/api/categories/${category.id}`)).json.data.templates_count).toBe(1);
    const refused = await demo("DELETE", `/api/categories/${category.id}`);
    expect(refused.status).toBe(409);
    expect(refused.json).toEqual({ success: false, message: "This category is used by templates: move or delete them first." });
    expect(await sql("SELECT id FROM template_categories WHERE id = $1", [category.id])).toHaveLength(1);

    expect((await demo("DELETE", `/api/templates/${template.id}`)).json).toEqual({ success: true });
    expect((await demo("DELETE", `/api/categories/${category.id}`)).json).toEqual({ success: true });
    expect((await demo("GET", `/api/categories/${category.id}`)).status).toBe(404);
  });

  it("answers 404 to the other store's owner and 401 without a token", async () => {
    const category = await created("/api/categories", { name: unique("Promotion") });
    await expectOtherStoreCannotReach(`/api/categories/${category.id}`, { name: "Taken over" }, "template_categories", category.id);
    await expectSignedInOnly(
      [
        ["GET", "/api/categories"],
        ["POST", "/api/categories", { name: "x" }],
        ["GET", `/api/categories/${category.id}`],
        ["DELETE", `/api/categories/${category.id}`],
      ],
      "template_categories",
    );
  });
});

describe("templates (/templates)", () => {
  let categoryId: number;
  beforeAll(async () => {
    categoryId = (await created("/api/categories", { name: unique("Templates") })).id;
  });

  const layout = {
    background: "#fde68a",
    layers: [
      { type: "photo", box: { x: 0, y: 0, width: 1, height: 0.75 } },
      { type: "band", color: "#111827", opacity: 0.8, box: { x: 0, y: 0.75, width: 1, height: 0.25 } },
      {
        type: "text",
        text: "{product}: {price}",
        font: "Inter",
        color: "#ffffff",
        size: 0.06,
        weight: "bold",
        align: "center",
        box: { x: 0.05, y: 0.8, width: 0.9, height: 0.15 },
      },
    ],
  };

  it("creates one with 201 {success, data}: the layout with its defaults, 1080×1080 unless told, a gallery picture as preview", async () => {
    const template = await created("/api/templates", { name: "Sale", category_id: categoryId, layout });
    expect(keys(template)).toEqual(["category_id", "created_at", "height", "id", "layout", "name", "preview_url", "updated_at", "width"]);
    expect(template).toMatchObject({ name: "Sale", category_id: categoryId, width: 1080, height: 1080, preview_url: null });
    expect(template.layout.layers[0]).toEqual({ type: "photo", fit: "cover", box: layout.layers[0]!.box });
    expect(template.layout.layers[2]).toEqual(layout.layers[2]);
    expect((await created("/api/templates", { name: "Blank", category_id: categoryId })).layout).toEqual({ background: "#ffffff", layers: [] });

    const [picture] = await sql<{ id: number; path: string }>("SELECT id, path FROM uploads WHERE store_id = $1 AND kind = 'IMAGE' LIMIT 1", [demoId]);
    const withPreview = await created("/api/templates", { name: "Story", category_id: categoryId, width: 1080, height: 1920, preview_upload_id: picture!.id });
    expect(withPreview).toMatchObject({ width: 1080, height: 1920, preview_url: `${origin("localhost")}/uploads/${picture!.path}` });

    const list = await demo("GET", "/api/templates");
    expect(keys(list.json)).toEqual(["data", "success"]);
    expect(list.json.data).toContainEqual(template);
    expect((await acme("GET", "/api/templates")).json.data.map((t: { id: number }) => t.id)).not.toContain(template.id);
  });

  it("changes only the fields an update sends", async () => {
    const template = await created("/api/templates", { name: "Arrival", category_id: categoryId, width: 1200, height: 630, layout });
    const changed = await demo("PUT", `/api/templates/${template.id}`, { name: "New arrival" });
    expect(changed.status).toBe(200);
    expect(changed.json.data).toEqual({ ...template, name: "New arrival", updated_at: changed.json.data.updated_at });
    expect((await demo("GET", `/api/templates/${template.id}`)).json).toEqual(changed.json);
  });

  it("refuses another store's category or picture, and bad sizes, as 422s on their fields", async () => {
    const [acmeCategory] = await sql<{ id: number }>(
      "INSERT INTO template_categories (store_id, name, slug, updated_at) VALUES ($1, 'Acme', $2, now()) RETURNING id",
      [acmeId, `acme-${randomUUID()}`],
    );
    const [acmePicture] = await sql<{ id: number }>("SELECT id FROM uploads WHERE store_id = $1 LIMIT 1", [acmeId]);
    await expectRefused(() => demo("POST", "/api/templates", { name: "x", category_id: acmeCategory!.id }), ["category_id"], "templates");
    await expectRefused(
      () => demo("POST", "/api/templates", { name: "x", category_id: categoryId, preview_upload_id: acmePicture!.id }),
      ["preview_upload_id"],
      "templates",
    );
    await expectRefused(() => demo("POST", "/api/templates", { name: "x", category_id: 2_000_000_000 }), ["category_id"], "templates");
    await expectRefused(
      () => demo("POST", "/api/templates", { name: " ", category_id: categoryId, width: 0, height: 4097 }),
      ["height", "name", "width"],
      "templates",
    );
    await expectRefused(() => demo("POST", "/api/templates", { name: "x", category_id: categoryId, width: 10.5 }), ["width"], "templates");
    await expectRefused(() => demo("POST", "/api/templates", { name: "x" }), ["category_id"], "templates");

    const template = await created("/api/templates", { name: "Kept", category_id: categoryId });
    const refused = await expectRefused(() => demo("PUT", `/api/templates/${template.id}`, { category_id: acmeCategory!.id }), ["category_id"], "templates");
    expect(refused.json.message).toBe("The selected category id is invalid.");
    expect((await demo("GET", `/api/templates/${template.id}`)).json.data.category_id).toBe(categoryId);
  });

  it("refuses a layout that the renderer could not draw, naming the faulty part", async () => {
    const box = { x: 0, y: 0, width: 1, height: 1 };
    const faults: [object, string][] = [
      [{ layers: [{ type: "video", box }] }, "layout.layers.0.type"],
      [{ layers: [{ type: "photo", box: { x: 0.5, y: 0, width: 0.6, height: 1 } }] }, "layout.layers.0.box"],
      [{ layers: [{ type: "band", color: "red", box }] }, "layout.layers.0.color"],
      [{ layers: [{ type: "text", text: "Only {discount}!", size: 0.1, box }] }, "layout.layers.0.text"],
      [{ layers: [{ type: "text", text: "Hi", size: 2, box }] }, "layout.layers.0.size"],
      [{ layers: [{ type: "photo", box, blur: 3 }] }, "layout.layers.0"],
      [{ background: "#12345" }, "layout.background"],
      [{ layers: Array.from({ length: 21 }, () => ({ type: "photo", box })) }, "layout.layers"],
    ];
    for (const [sent, field] of faults) {
      await expectRefused(() => demo("POST", "/api/templates", { name: "Bad", category_id: categoryId, layout: sent }), [field], "templates");
    }
  });

  it("answers 404 to the other store's owner and 401 without a token", async () => {
    const template = await created("/api/templates", { name: "Private", category_id: categoryId });
    await expectOtherStoreCannotReach(`/api/templates/${template.id}`, { name: "Taken over" }, "templates", template.id);
    await expectSignedInOnly(
      [
        ["GET", "/api/templates"],
        ["POST", "/api/templates", { name: "x", category_id: categoryId }],
        ["PUT", `/api/templates/${template.id}`, { name: "x" }],
      ],
      "templates",
    );
  });
});

describe("campaigns (/campaigns)", () => {
  const CAMPAIGN_KEYS = ["created_at", "id", "posts_count", "publish_at", "status", "topic", "updated_at", "user_id"];
  let ownerId: number;
  beforeAll(async () => {
    ownerId = (await sql<{ id: number }>("SELECT id FROM owners WHERE email = 'owner@example.com'"))[0]!.id;
  });

  it("creates one with 201 and the bare campaign, its user_id the owner whatever is sent, publish_at in the store's time zone", async () => {
    const reply = await demo("POST", "/api/campaigns", { topic: "Spring launch", publish_at: "2025-04-30 10:00", user_id: 999_999, store_id: acmeId });
    expect(reply.status).toBe(201);
    const campaign = reply.json;
    expect(keys(campaign)).toEqual(CAMPAIGN_KEYS);
    // Demo's time zone is Africa/Casablanca, UTC+1 on 30 April 2025.
    expect(campaign).toMatchObject({ user_id: ownerId, topic: "Spring launch", publish_at: "2025-04-30T09:00:00.000000Z", status: "draft", posts_count: 0 });
    expect(campaign.created_at).toMatch(ISO_MICROS);
    expect((await sql("SELECT store_id FROM campaigns WHERE id = $1", [campaign.id]))[0]).toEqual({ store_id: demoId });

    const iso = await created("/api/campaigns", { topic: "Exact", publish_at: "2025-04-30T09:00:00+00:00", status: "active" });
    expect(iso).toMatchObject({ publish_at: "2025-04-30T09:00:00.000000Z", status: "active" });
  });

  it("lists the store's campaigns as a bare array, newest first, with their posts counted", async () => {
    const older = await created("/api/campaigns", { topic: "Older", publish_at: "2026-01-01 09:00" });
    const newer = await created("/api/campaigns", { topic: "Newer", publish_at: "2026-01-01 09:00" });
    await created("/api/posts", { caption: "In the newer campaign", campaign_id: newer.id });
    const list = await demo("GET", "/api/campaigns");
    expect(Array.isArray(list.json)).toBe(true);
    const ids = list.json.map((c: { id: number }) => c.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(list.json.find((c: { id: number }) => c.id === newer.id)).toMatchObject({ posts_count: 1 });
    expect((await acme("GET", "/api/campaigns")).json.map((c: { id: number }) => c.id)).not.toContain(newer.id);
    expect((await demo("GET", `/api/campaigns/${newer.id}`)).json).toEqual(list.json.find((c: { id: number }) => c.id === newer.id));
  });

  it("pages the campaigns only when asked: the same bare array, the total in X-Total-Count", async () => {
    await created("/api/campaigns", { topic: "Paged", publish_at: "2026-01-01 09:00" });
    const whole = await demo("GET", "/api/campaigns");
    expect(whole.headers["x-total-count"]).toBe(String(whole.json.length));
    const second = await demo("GET", "/api/campaigns?page=2&per_page=1");
    expect(second.json).toEqual(whole.json.slice(1, 2));
    expect(second.headers["x-total-count"]).toBe(String(whole.json.length));
    expect((await demo("GET", "/api/campaigns?per_page=0")).status).toBe(422);
  });

  it("changes only what an update sends: the status is not reset to its default", async () => {
    const campaign = await created("/api/campaigns", { topic: "Black Friday", publish_at: "2026-11-27 08:00", status: "active" });
    const changed = await demo("PUT", `/api/campaigns/${campaign.id}`, { topic: "Black Friday week", user_id: 1 });
    expect(changed.status).toBe(200);
    expect(changed.json).toEqual({ ...campaign, topic: "Black Friday week", updated_at: changed.json.updated_at });
    const moved = await demo("PUT", `/api/campaigns/${campaign.id}`, { publish_at: "2026-11-26 23:30" });
    expect(moved.json).toMatchObject({ publish_at: "2026-11-26T22:30:00.000000Z", status: "active" });
  });

  it("refuses a missing topic, dates that do not exist and unknown statuses, as 422s", async () => {
    await expectRefused(() => demo("POST", "/api/campaigns", { publish_at: "2026-01-01 10:00" }), ["topic"], "campaigns");
    await expectRefused(() => demo("POST", "/api/campaigns", { topic: "x".repeat(501), publish_at: "2026-01-01 10:00" }), ["topic"], "campaigns");
    for (const publish_at of ["2026-02-30 10:00", "tomorrow", "2026-01-01", 1767258000]) {
      await expectRefused(() => demo("POST", "/api/campaigns", { topic: "x", publish_at }), ["publish_at"], "campaigns");
    }
    await expectRefused(() => demo("POST", "/api/campaigns", { topic: "x", publish_at: "2026-01-01 10:00", status: "live" }), ["status"], "campaigns");
  });

  it("deletes one, leaving its posts without a campaign; 404 to the other store's owner, 401 without a token", async () => {
    const campaign = await created("/api/campaigns", { topic: "Short-lived", publish_at: "2026-01-01 10:00" });
    const post = await created("/api/posts", { caption: "Stays", campaign_id: campaign.id });
    await expectOtherStoreCannotReach(`/api/campaigns/${campaign.id}`, { topic: "Taken over" }, "campaigns", campaign.id);
    await expectSignedInOnly(
      [
        ["GET", "/api/campaigns"],
        ["POST", "/api/campaigns", { topic: "x", publish_at: "2026-01-01 10:00" }],
        ["DELETE", `/api/campaigns/${campaign.id}`],
      ],
      "campaigns",
    );
    expect((await demo("DELETE", `/api/campaigns/${campaign.id}`)).json).toEqual({ success: true });
    expect((await demo("GET", `/api/campaigns/${campaign.id}`)).status).toBe(404);
    expect((await demo("GET", `/api/posts/${post.id}`)).json).toMatchObject({ id: post.id, campaign_id: null });
  });
});

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

describe("platforms (/platforms) and resolutions (/resolutions)", () => {
  const PLATFORM_KEYS = ["created_at", "icon", "id", "name", "updated_at"];
  const RESOLUTION_KEYS = ["created_at", "height", "id", "name", "platform_id", "updated_at", "width"];

  it("creates a platform with 201 and the bare platform; lists, reads and changes it; a name taken is a 422", async () => {
    const name = unique("Instagram");
    const reply = await demo("POST", "/api/platforms", { name, icon: "https://cdn.example/instagram.svg" });
    expect(reply.status).toBe(201);
    expect(keys(reply.json)).toEqual(PLATFORM_KEYS);
    expect(reply.json).toMatchObject({ name, icon: "https://cdn.example/instagram.svg" });
    expect(reply.json.updated_at).toMatch(ISO_MICROS);
    const list = await demo("GET", "/api/platforms");
    expect(list.json).toContainEqual(reply.json);
    expect((await acme("GET", "/api/platforms")).json.map((p: { id: number }) => p.id)).not.toContain(reply.json.id);

    const changed = await demo("PUT", `/api/platforms/${reply.json.id}`, { icon: "https://cdn.example/ig.png" });
    expect(changed.json).toEqual({ ...reply.json, icon: "https://cdn.example/ig.png", updated_at: changed.json.updated_at });
    expect((await demo("GET", `/api/platforms/${reply.json.id}`)).json).toEqual(changed.json);

    await expectRefused(() => demo("POST", "/api/platforms", { name: ` ${name.toUpperCase()} `, icon: "https://cdn.example/x.svg" }), ["name"], "platforms");
    await expectRefused(() => demo("POST", "/api/platforms", { name: "TikTok" }), ["icon"], "platforms");
    await expectRefused(() => demo("POST", "/api/platforms", { name: "", icon: "instagram" }), ["icon", "name"], "platforms");
    const other = await created("/api/platforms", { name: unique("Pinterest"), icon: "https://cdn.example/p.svg" });
    // In the order they were made.
    const ids = (await demo("GET", "/api/platforms")).json.map((p: { id: number }) => p.id);
    expect(ids.indexOf(reply.json.id)).toBeLessThan(ids.indexOf(other.id));
    await expectRefused(() => demo("PUT", `/api/platforms/${other.id}`, { name }), ["name"], "platforms");
    expect((await demo("GET", `/api/platforms/${other.id}`)).json.name).toBe(other.name);
  });

  it("creates a resolution of one of the store's platforms with 201 and the bare resolution; lists, reads and changes it", async () => {
    const platform = await created("/api/platforms", { name: unique("Facebook"), icon: "https://cdn.example/fb.svg" });
    const reply = await demo("POST", "/api/resolutions", { name: "Feed", width: 1200, height: "630", platform_id: platform.id });
    expect(reply.status).toBe(201);
    expect(keys(reply.json)).toEqual(RESOLUTION_KEYS);
    expect(reply.json).toMatchObject({ name: "Feed", width: 1200, height: 630, platform_id: platform.id });
    expect((await demo("GET", "/api/resolutions")).json).toContainEqual(reply.json);
    expect((await acme("GET", "/api/resolutions")).json.map((r: { id: number }) => r.id)).not.toContain(reply.json.id);

    const changed = await demo("PUT", `/api/resolutions/${reply.json.id}`, { height: 628 });
    expect(changed.json).toEqual({ ...reply.json, height: 628, updated_at: changed.json.updated_at });
    expect((await demo("GET", `/api/resolutions/${reply.json.id}`)).json).toEqual(changed.json);

    // Deleting the platform leaves its resolutions without one.
    expect((await demo("DELETE", `/api/platforms/${platform.id}`)).json).toEqual({ success: true });
    expect((await demo("GET", `/api/resolutions/${reply.json.id}`)).json.platform_id).toBeNull();
    expect((await demo("DELETE", `/api/resolutions/${reply.json.id}`)).json).toEqual({ success: true });
    expect((await demo("GET", `/api/resolutions/${reply.json.id}`)).status).toBe(404);
  });

  it("refuses another store's platform and sizes that are not whole numbers from 1 to 4096, as 422s", async () => {
    const acmePlatform = await created("/api/platforms", { name: unique("Acme network"), icon: "https://cdn.example/a.svg" }, owners.acme);
    const size = { name: "Square", width: 1080, height: 1080 };
    await expectRefused(() => demo("POST", "/api/resolutions", { ...size, platform_id: acmePlatform.id }), ["platform_id"], "resolutions");
    await expectRefused(() => demo("POST", "/api/resolutions", size), ["platform_id"], "resolutions");
    const platform = await created("/api/platforms", { name: unique("Snap"), icon: "https://cdn.example/s.svg" });
    for (const [width, height] of [
      [0, 1080],
      [1080, 4097],
      [-1, 10.5],
      ["wide", "1e3"],
    ]) {
      const fields = [width, height].flatMap((value, at) =>
        Number.isInteger(value) && Number(value) >= 1 && Number(value) <= 4096 ? [] : [at ? "height" : "width"],
      );
      await expectRefused(() => demo("POST", "/api/resolutions", { name: "Bad", width, height, platform_id: platform.id }), fields, "resolutions");
    }
    const resolution = await created("/api/resolutions", { ...size, platform_id: platform.id });
    await expectRefused(() => demo("PUT", `/api/resolutions/${resolution.id}`, { platform_id: acmePlatform.id }), ["platform_id"], "resolutions");
  });

  it("answer 404 to the other store's owner and 401 without a token", async () => {
    const platform = await created("/api/platforms", { name: unique("Private network"), icon: "https://cdn.example/n.svg" });
    const resolution = await created("/api/resolutions", { name: "Story", width: 1080, height: 1920, platform_id: platform.id });
    await expectOtherStoreCannotReach(`/api/platforms/${platform.id}`, { name: "Taken over" }, "platforms", platform.id);
    await expectOtherStoreCannotReach(`/api/resolutions/${resolution.id}`, { width: 1 }, "resolutions", resolution.id);
    await expectSignedInOnly(
      [
        ["GET", "/api/platforms"],
        ["POST", "/api/platforms", { name: "x", icon: "https://cdn.example/x.svg" }],
        ["GET", `/api/platforms/${platform.id}`],
      ],
      "platforms",
    );
    await expectSignedInOnly(
      [
        ["GET", "/api/resolutions"],
        ["POST", "/api/resolutions", { name: "x", width: 1, height: 1, platform_id: platform.id }],
        ["PUT", `/api/resolutions/${resolution.id}`, { width: 2 }],
        ["DELETE", `/api/resolutions/${resolution.id}`],
      ],
      "resolutions",
    );
  });
});

describe("templates, template categories, platforms and resolutions, paged when asked", () => {
  beforeAll(async () => {
    const category = await created("/api/categories", { name: unique("Paged") });
    await created("/api/categories", { name: unique("Paged") });
    for (const name of ["One", "Two"]) await created("/api/templates", { name: unique(name), category_id: category.id });
    const platform = await created("/api/platforms", { name: unique("Paged"), icon: "https://cdn.example/p.svg" });
    await created("/api/platforms", { name: unique("Paged"), icon: "https://cdn.example/p.svg" });
    for (const name of ["Square", "Story"]) await created("/api/resolutions", { name, width: 1080, height: 1080, platform_id: platform.id });
  });

  /** The list as documented without paging, its pages slices of it with the total counted, and 422s for bad numbers. */
  async function expectPagedWhenAsked(path: string, body: "wrapped" | "bare") {
    const items = (reply: Reply): unknown[] => (body === "wrapped" ? reply.json.data : reply.json);
    const whole = await demo("GET", path);
    expect(whole.status).toBe(200);
    const all = items(whole);
    expect(all.length).toBeGreaterThanOrEqual(2);
    expect(whole.headers["x-total-count"]).toBe(String(all.length));
    const second = await demo("GET", `${path}?page=2&per_page=1`);
    expect(second.json).toEqual(body === "wrapped" ? { success: true, data: all.slice(1, 2) } : all.slice(1, 2));
    expect(second.headers["x-total-count"]).toBe(String(all.length));
    expect(items(await demo("GET", `${path}?per_page=1`))).toEqual(all.slice(0, 1));
    expect(items(await demo("GET", `${path}?page=${all.length + 1}&per_page=1`))).toEqual([]);
    const acmeTotal = Number((await acme("GET", `${path}?per_page=1`)).headers["x-total-count"]);
    expect(acmeTotal).toBe(items(await acme("GET", path)).length);
    for (const bad of ["page=0", "per_page=101", "page=1e3", "per_page=x"]) expect((await demo("GET", `${path}?${bad}`)).status, `${path}?${bad}`).toBe(422);
  }

  it("pages the template categories and templates: the same {success, data}, the total in X-Total-Count", async () => {
    await expectPagedWhenAsked("/api/categories", "wrapped");
    await expectPagedWhenAsked("/api/templates", "wrapped");
  });

  it("pages the platforms and resolutions: the same bare array, the total in X-Total-Count", async () => {
    await expectPagedWhenAsked("/api/platforms", "bare");
    await expectPagedWhenAsked("/api/resolutions", "bare");
  });

  it("keeps one platform's resolutions with platform_id, those of none with platform_id=none", async () => {
    const platform = await created("/api/platforms", { name: unique("Filtered"), icon: "https://cdn.example/f.svg" });
    const sizes = [];
    for (const name of ["Feed", "Cover", "Story"]) sizes.push(await created("/api/resolutions", { name, width: 1200, height: 630, platform_id: platform.id }));
    const mine = await demo("GET", `/api/resolutions?platform_id=${platform.id}`);
    expect(mine.json).toEqual(sizes);
    expect(mine.headers["x-total-count"]).toBe("3");
    const page = await demo("GET", `/api/resolutions?platform_id=${platform.id}&page=2&per_page=2`);
    expect(page.json).toEqual(sizes.slice(2));
    expect(page.headers["x-total-count"]).toBe("3");

    const orphan = await created("/api/resolutions", { name: "Banner", width: 1500, height: 500, platform_id: platform.id });
    await demo("DELETE", `/api/platforms/${platform.id}`);
    const none = (await demo("GET", "/api/resolutions?platform_id=none")).json as { id: number; platform_id: number | null }[];
    expect(none.map((r) => r.id)).toEqual(expect.arrayContaining([orphan.id, ...sizes.map((r) => r.id)]));
    expect(none.every((r) => r.platform_id === null)).toBe(true);
    const acmePlatform = await created("/api/platforms", { name: unique("Acme's"), icon: "https://cdn.example/a.svg" }, owners.acme);
    expect((await demo("GET", `/api/resolutions?platform_id=${acmePlatform.id}`)).json).toEqual([]);
    for (const bad of ["platform_id=0", "platform_id=null", "platform_id=x"]) expect((await demo("GET", `/api/resolutions?${bad}`)).status, bad).toBe(422);
  });
});

describe("the audit log of marketing writes", () => {
  it("records a campaign's creation and deletion with the record's id", async () => {
    const campaign = await created("/api/campaigns", { topic: "Audited", publish_at: "2026-01-01 10:00" });
    await demo("DELETE", `/api/campaigns/${campaign.id}`);
    const rows = await sql<{ action: string; entity: string; entity_id: number }>(
      "SELECT action, entity, entity_id FROM audit_log WHERE store_id = $1 AND entity_id = $2 AND entity = 'campaigns' ORDER BY id",
      [demoId, campaign.id],
    );
    expect(rows).toEqual([
      { action: "POST /api/campaigns", entity: "campaigns", entity_id: campaign.id },
      { action: "DELETE /api/campaigns/{id}", entity: "campaigns", entity_id: campaign.id },
    ]);
  });
});
