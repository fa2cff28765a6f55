import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "../support/database";
import { origin } from "../support/http";
import { ISO_MICROS, keys } from "../support/owner-calls";
import { acme, acmeId, created, demo, demoId, marketingOwners, owners, unique } from "../support/admin-marketing";
import { expectOtherStoreCannotReach, expectRefused, expectSignedInOnly } from "../support/marketing-expectations";

// The marketing records of the administration API (admin-api.md, "Marketing records"): template
// categories and templates, with their documented shape, 401 without a token, 404 for the other store's
// record, 422 for bad input, and nothing written on a refusal.

marketingOwners();

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
