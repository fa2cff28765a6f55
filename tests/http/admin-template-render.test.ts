import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "../support/database";
import { asOwner, keys, NOT_FOUND, signInOwners, storeId, type Owners } from "../support/owner-calls";
import { download, jpeg, sendFiles } from "../support/uploads";

// POST /templates/{id}/render: the demo store's seeded templates drawn at its seeded resolutions
// over a product or a gallery picture, saved to its gallery. Set RENDER_PREVIEW_DIR to keep the
// pictures and look at them.

let owners: Owners;
let demoId: number;
let acmeId: number;
type Named = { id: number; name: string; width: number; height: number };
let templates: Named[];
let resolutions: Named[];
let productId: number;

const render = (id: number, body: unknown, token: string | undefined = owners.demo) => asOwner(token, "POST", renderPath(id), body);
const renderPath = (id: number) => `/api/templates/${id}/render`;
const firstId = async (query: string, values: unknown[]) => (await sql<{ id: number }>(query, values))[0]!.id;
/** The store's rendered pictures: the uploads named after its templates. */
const rendered = async (store: number) =>
  (
    await sql<{ n: number }>(
      "SELECT count(*)::int AS n FROM uploads WHERE store_id = $1 AND mime_type = 'image/jpeg' AND original_name ~ '[0-9]+x[0-9]+\\.jpg$'",
      [store],
    )
  )[0]!.n;

beforeAll(async () => {
  owners = await signInOwners();
  [demoId, acmeId] = [await storeId("demo"), await storeId("acme")];
  templates = (await asOwner(owners.demo, "GET", "/api/templates")).json.data;
  resolutions = (await asOwner(owners.demo, "GET", "/api/resolutions")).json;
  productId = await firstId("SELECT id FROM products WHERE store_id = $1 AND status = 1 AND thumbnail_upload_id IS NOT NULL ORDER BY id LIMIT 1", [demoId]);
});

const seeded = (name: string) => templates.find((t) => t.name === name)!;
const resolution = (name: string) => resolutions.find((r) => r.name === name)!;

async function expectPicture(url: string, width: number, height: number, name: string) {
  const served = await download(url);
  expect(served).toMatchObject({ status: 200, type: "image/jpeg" });
  expect(await sharp(served.bytes).metadata()).toMatchObject({ format: "jpeg", width, height });
  const dir = process.env.RENDER_PREVIEW_DIR;
  if (dir) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, `${name}.png`), await sharp(served.bytes).resize(600, 600, { fit: "inside" }).png().toBuffer());
  }
}

describe("POST /templates/{id}/render", () => {
  it("seeds the common resolutions of Instagram and Facebook, and three templates", () => {
    expect(resolutions.map((r) => [r.name, r.width, r.height])).toEqual(
      expect.arrayContaining([
        ["Instagram square post", 1080, 1080],
        ["Instagram portrait post", 1080, 1350],
        ["Instagram story", 1080, 1920],
        ["Facebook feed post", 1200, 630],
      ]),
    );
    expect(templates.map((t) => t.name)).toEqual(expect.arrayContaining(["Sale", "New arrival", "Minimal"]));
  });

  for (const name of ["Sale", "New arrival", "Minimal"]) {
    it(`draws "${name}" over a product at two resolutions, each a JPEG of exactly that size in the gallery: 201 {success, data}`, async () => {
      for (const size of ["Instagram portrait post", "Facebook feed post"]) {
        const { id: resolutionId, width, height } = resolution(size);
        const reply = await render(seeded(name).id, { product_id: productId, resolution_id: resolutionId, caption: "  This weekend only  " });
        expect(reply.status, reply.text).toBe(201);
        expect(keys(reply.json)).toEqual(["data", "success"]);
        const picture = reply.json.data;
        expect(keys(picture)).toEqual(["created_at", "height", "id", "kind", "medium_url", "mime_type", "name", "size", "thumbnail_url", "url", "width"]);
        expect(picture).toMatchObject({
          kind: "image",
          mime_type: "image/jpeg",
          width,
          height,
          name: expect.stringMatching(new RegExp(`^${name} .+ ${width}x${height}\\.jpg$`)),
        });
        expect(picture.url).toMatch(/^http:\/\/localhost:\d+\/uploads\/stores\/\d+\/media\/[a-z0-9-]+\.jpg$/);
        expect(typeof picture.size).toBe("number");
        await expectPicture(picture.url, width, height, `${name}-${width}x${height}`);
        const [row] = await sql("SELECT store_id, kind FROM uploads WHERE id = $1", [picture.id]);
        expect(row).toEqual({ store_id: demoId, kind: "IMAGE" });
      }
    });
  }

  it("draws over a picture of the gallery instead, leaving out the product's name and price", async () => {
    const upload = await sendFiles("/api/save-image", [{ data: await jpeg(900, 1200), name: "terrace.jpg", type: "image/jpeg" }], { token: owners.demo });
    const { id: resolutionId, width, height } = resolution("Instagram story");
    const reply = await render(seeded("Minimal").id, { upload_id: upload.json.id, resolution_id: resolutionId });
    expect(reply.status, reply.text).toBe(201);
    expect(reply.json.data).toMatchObject({ width, height, name: `Minimal ${width}x${height}.jpg` });
    await expectPicture(reply.json.data.url, width, height, "Minimal-gallery-picture");
  });

  it("is a 404 for another store's template or none, and a 401 without a token, drawing nothing", async () => {
    const before = await rendered(demoId);
    const body = { product_id: productId, resolution_id: resolution("Instagram square post").id };
    const category = (await asOwner(owners.acme, "POST", "/api/categories", { name: `Acme posts ${Date.now()}` })).json.data;
    const acmeTemplate = (await asOwner(owners.acme, "POST", "/api/templates", { name: "Acme sale", category_id: category.id })).json.data;
    for (const id of [acmeTemplate.id, 999_999_999]) {
      const reply = await render(id, body);
      expect(reply.status).toBe(404);
      expect(reply.json).toEqual(NOT_FOUND);
    }
    const anonymous = await asOwner(undefined, "POST", renderPath(seeded("Sale").id), body);
    expect(anonymous.status).toBe(401);
    expect(anonymous.json).toEqual({ success: false, message: "Unauthenticated." });
    expect(await rendered(demoId)).toBe(before);
  });

  it("is a 422 on the field that names another store's product, resolution or picture, or bad input, drawing nothing", async () => {
    const before = [await rendered(demoId), await rendered(acmeId)];
    const resolutionId = resolution("Instagram square post").id;
    const acmeProduct = await firstId("SELECT id FROM products WHERE store_id = $1 ORDER BY id LIMIT 1", [acmeId]);
    const acmeUpload = await firstId("SELECT id FROM uploads WHERE store_id = $1 AND kind = 'IMAGE' ORDER BY id LIMIT 1", [acmeId]);
    const acmeResolution = (await asOwner(owners.acme, "POST", "/api/resolutions", await acmeResolutionInput())).json;
    for (const [body, fields] of [
      [{ product_id: acmeProduct, resolution_id: resolutionId }, ["product_id"]],
      [{ upload_id: acmeUpload, resolution_id: resolutionId }, ["upload_id"]],
      [{ product_id: productId, resolution_id: acmeResolution.id }, ["resolution_id"]],
      [{ resolution_id: resolutionId }, ["product_id"]],
      [{ product_id: productId }, ["resolution_id"]],
      [{ product_id: "bowl", resolution_id: resolutionId }, ["product_id"]],
      [{ product_id: productId, resolution_id: resolutionId, caption: "   " }, ["caption"]],
      [{ product_id: productId, resolution_id: resolutionId, caption: "x".repeat(201) }, ["caption"]],
    ] as const) {
      const reply = await render(seeded("Sale").id, body);
      expect(reply.status, JSON.stringify(body)).toBe(422);
      expect(keys(reply.json.errors), JSON.stringify(body)).toEqual([...fields]);
    }
    expect([await rendered(demoId), await rendered(acmeId)]).toEqual(before);
  });
});

/** A resolution of acme's own, on a platform of its own. */
async function acmeResolutionInput() {
  const platforms = (await asOwner(owners.acme, "GET", "/api/platforms")).json as { id: number }[];
  const platform = platforms[0] ?? (await asOwner(owners.acme, "POST", "/api/platforms", { name: "Pinterest", icon: "https://example.com/p.png" })).json;
  return { name: "Pin", width: 1000, height: 1500, platform_id: platform.id };
}
