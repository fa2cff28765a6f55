import { beforeAll, describe, expect, it } from "vitest";
import type { Reply } from "../support/http";
import { ISO_MICROS, keys } from "../support/owner-calls";
import { acme, created, demo, marketingOwners, owners, unique } from "../support/admin-marketing";
import { expectOtherStoreCannotReach, expectRefused, expectSignedInOnly } from "../support/marketing-expectations";

// The marketing records of the administration API (admin-api.md, "Marketing records"): platforms and
// resolutions, with their documented shape, 401 without a token, 404 for the other store's record, 422
// for bad input, nothing written on a refusal; and the lists of the records paged when asked.

marketingOwners();

describe("platforms (/platforms) and resolutions (/resolutions)", () => {
  const PLATFORM_KEYS = ["created_at", "icon", "id", "name", "updated_at"];
  const RESOLUTION_KEYS = ["created_at", "height", "id", "name", "platform_id", "updated_at", "width"];

  it("takes the upstream sample's icon, a file name (icon.png), as well as an address", async () => {
    const reply = await demo("POST", "/api/platforms", { name: unique("Sample"), icon: "icon.png" });
    expect(reply.status).toBe(201);
    expect(reply.json.icon).toBe("icon.png");
    const changed = await demo("PUT", `/api/platforms/${reply.json.id}`, { icon: " Sample_Icon-2.svg " });
    expect(changed.json.icon).toBe("Sample_Icon-2.svg");
  });

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
    for (const icon of ["../icon.png", "icons/icon.png", "javascript:alert(1)", "icon png"])
      await expectRefused(() => demo("POST", "/api/platforms", { name: unique("Path"), icon }), ["icon"], "platforms");
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
