import { readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { sql } from "../support/database";
import { call } from "../support/http";
import { ownerProduct, SIZED_SLIPPERS } from "../support/catalogue";
import { asOwner, PLATFORM_HOST, signInOwners } from "../support/owner-calls";
import { until } from "../support/server";
import { dropStores, signUp, type SignedUp } from "../support/stores";
import { phoneJpeg } from "../support/media-files";
import { sendFiles } from "../support/uploads";

// POST /imports/products and GET /imports/{id}: a French store made by /register imports files
// as an owner would (its own export, a file with mistakes, a WooCommerce export), each run by the
// job queue, and polled until done.

let store: SignedUp;
let acmeToken: string;
let plainId: number;
let sizedId: number;

const OUR_HEADER = "product_id,slug,name,status,summary,categories,sku,variant,price,purchase_price,currency,quantity,low_stock_alert";

async function startImport(csv: string, query = "") {
  const reply = await sendFiles(`/api/imports/products${query}`, [{ data: Buffer.from(csv), name: "products.csv", type: "text/csv" }], { token: store.token });
  expect(reply.status, reply.text).toBe(202);
  expect(reply.json).toEqual({ success: true, data: { job_id: expect.any(Number) } });
  return reply.json.data.job_id as number;
}

/** The import once its job is done, its progress seen along the way never past its total. */
async function finished(id: number) {
  return until(async () => {
    const reply = await asOwner(store.token, "GET", `/api/imports/${id}`);
    expect(reply.status, reply.text).toBe(200);
    const job = reply.json.data;
    expect(job.processed).toBeLessThanOrEqual(Math.max(job.total, 0));
    return job.status === "done" || job.status === "failed" ? job : undefined;
  }, 60_000);
}

/** A shop's picture host on loopback (the test server allows it: IMPORT_ALLOW_PRIVATE): a phone photo, a text file, a moved photo; every request counted. */
async function pictureHost() {
  const photo = await phoneJpeg(1200, 800);
  const hits: string[] = [];
  const server = http.createServer((request, response) => {
    hits.push(request.url!);
    if (request.url === "/wp-content/lanterne.jpg") response.writeHead(200, { "content-type": "image/jpeg" }).end(photo);
    else if (request.url === "/old/lanterne.jpg") response.writeHead(301, { location: "/wp-content/lanterne.jpg" }).end();
    else if (request.url === "/notes.jpg") response.writeHead(200, { "content-type": "image/jpeg" }).end("not a picture at all");
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, hits, close: () => new Promise((resolve) => server.close(resolve)) };
}

const productOf = async (id: number) => (await asOwner(store.token, "GET", `/api/products/${id}`)).json.data;
const productCount = async () => Number((await sql<{ count: string }>("SELECT count(*) FROM products WHERE store_id = $1", [store.storeId]))[0]!.count);

beforeAll(async () => {
  store = await signUp({ country: "MA", language: "fr" });
  acmeToken = (await signInOwners()).acme;
  const create = (body: Record<string, unknown>) => ownerProduct(store.token, body);
  const category = await asOwner(store.token, "POST", "/api/product-categories", { name: "Cuisine" });
  expect(category.status, category.text).toBe(201);
  plainId = await create({ name: "Théière en laiton", price: "120", sku: "TH-1", stock: 40, summary: "=1+1, dit-on", category_ids: [category.json.data.id] });
  sizedId = await create(SIZED_SLIPPERS);
});
afterAll(dropStores);

describe("POST /imports/products", () => {
  it("imports the store's own export unchanged: every product matched, none changed", async () => {
    const before = await Promise.all([productOf(plainId), productOf(sizedId)]);
    const exported = await call("GET", "/api/exports/products.csv", { host: PLATFORM_HOST, token: store.token });
    expect(exported.status).toBe(200);
    const job = await finished(await startImport(exported.text));
    expect(job).toMatchObject({ status: "done", dry_run: false, total: 3, processed: 3, created: 0, updated: 2, errors: [] });
    expect(await Promise.all([productOf(plainId), productOf(sizedId)])).toEqual(before);
  });

  it("changes what the file changes, a variant found by its SKU", async () => {
    const csv = [OUR_HEADER, `,babouches,Babouches,published,,,BAB-L,L,275.00,0,MAD,9,5`].join("\n");
    const job = await finished(await startImport(csv));
    expect(job).toMatchObject({ status: "done", created: 0, updated: 1, errors: [] });
    const sized = await productOf(sizedId);
    expect(sized.variants.find((variant: { sku: string }) => variant.sku === "BAB-L")).toMatchObject({ price: "275.00", stock: 9 });
    expect(sized.variants.find((variant: { sku: string }) => variant.sku === "BAB-M")).toMatchObject({ price: "250.00", stock: 3 });
  });

  it("adds the variants a matched product lacks, a new size included; a colour it lacks is said on its row and changes nothing", async () => {
    const caftanId = await ownerProduct(store.token, {
      name: "Caftan",
      price: "300",
      colors: [{ name: "Rouge", code: "#b91c1c" }],
      attributes: [{ name: "Taille", values: ["S"] }],
      variants: [{ color: "Rouge", values: { Taille: "S" }, sku: "CAF-R-S", price: "300", stock: 2 }],
    });
    const csv = [OUR_HEADER, ",babouches,Babouches,published,,,BAB-XL,XL,280,0,MAD,7,5", ",caftan,Caftan,published,,,CAF-R-M,Rouge / M,320,0,MAD,4,5"].join(
      "\n",
    );
    expect(await finished(await startImport(csv))).toMatchObject({ status: "done", updated: 2, errors: [] });
    const sized = await productOf(sizedId);
    expect(sized.attributes[0].values.map((value: { name: string }) => value.name)).toEqual(["M", "L", "XL"]);
    expect(sized.variants.find((variant: { sku: string }) => variant.sku === "BAB-XL")).toMatchObject({ price: "280.00", stock: 7, values: { Taille: "XL" } });
    expect(sized.variants.find((variant: { sku: string }) => variant.sku === "BAB-M")).toMatchObject({ price: "250.00", stock: 3 });
    const caftan = await productOf(caftanId);
    expect(caftan.variants.map(({ sku, color, values }: Record<string, unknown>) => ({ sku, color, values }))).toEqual([
      { sku: "CAF-R-S", color: "Rouge", values: { Taille: "S" } },
      { sku: "CAF-R-M", color: "Rouge", values: { Taille: "M" } },
    ]);

    const blue = [OUR_HEADER, ",caftan,Caftan,published,,,CAF-B-S,Bleu / S,300,0,MAD,4,5", ",caftan,Caftan,published,,,CAF-R-L,L,300,0,MAD,4,5"].join("\n");
    expect((await finished(await startImport(blue))).errors).toEqual([
      { row: 2, column: "variant", message: "Le produit n'a pas la couleur Bleu : une nouvelle couleur s'ajoute dans la page du produit, avec son code." },
      { row: 3, column: "variant", message: 'Nommez la variante par : couleur / Taille, séparés par " / ".' },
    ]);
    expect((await productOf(caftanId)).variants).toEqual(caftan.variants);
  });

  it("reports each of 10 bad rows by its row and column, in the store's language, and imports the good one", async () => {
    const rows = [
      ",bad-1,Un,published,,,B1,,abc,0,MAD,1,5",
      ",bad-2,Deux,published,,,B2,,10,0,MAD,-1,5",
      ",bad-3,Trois,maybe,,,B3,,10,0,MAD,1,5",
      ",bad-4,,published,,,B4,,10,0,MAD,1,5",
      ",bad-5,Cinq,published,,,B5,,10,0,USD,1,5",
      ",bad-6,Six,published,,,B6,,10,x,MAD,1,5",
      ",bad-7,Sept,published,,,B7,,10,0,MAD,1,1.5",
      ",bad-8,Huit,published,,,B8,,,0,MAD,1,5",
      ",bad-9,Neuf,published,,,B9,,10,0,MAD,many,5",
      ",bad-10,Dix,published,,,B10,,12.345,0,MAD,1,5",
      ",good-one,Bon produit,draft,,Cuisine,G1,,15.50,3,MAD,2,5",
    ];
    const job = await finished(await startImport([OUR_HEADER, ...rows].join("\n")));
    expect(job).toMatchObject({ status: "done", total: 11, processed: 11, created: 1, updated: 0 });
    expect(job.errors.map(({ row, column }: { row: number; column: string }) => [row, column])).toEqual([
      [2, "price"],
      [3, "quantity"],
      [4, "status"],
      [5, "name"],
      [6, "currency"],
      [7, "purchase_price"],
      [8, "low_stock_alert"],
      [9, "price"],
      [10, "quantity"],
      [11, "price"],
    ]);
    expect(job.errors[0].message).toBe("Écrivez un montant, comme 19.99.");
    expect(job.errors[4].message).toBe("La boutique vend en MAD : des prix en USD ne peuvent pas être importés.");
    const [created] = await sql<{ name: string }>("SELECT name FROM products WHERE store_id = $1 AND slug = 'good-one'", [store.storeId]);
    expect(created?.name).toBe("Bon produit");
  });

  it("on a dry run counts what it would do and writes nothing", async () => {
    const count = await productCount();
    const csv = [OUR_HEADER, ",dry-new,Nouveau,published,,Neuve,DRY-1,,10,0,MAD,1,5", ",,Théière en laiton,published,,,TH-1,,999,0,MAD,1,5"].join("\n");
    const job = await finished(await startImport(csv, "?dry_run=1"));
    expect(job).toMatchObject({ status: "done", dry_run: true, created: 1, updated: 1, errors: [] });
    expect(await productCount()).toBe(count);
    expect((await productOf(plainId)).price).toBe("120.00");
    expect(await sql("SELECT id FROM categories WHERE store_id = $1 AND name = 'Neuve'", [store.storeId])).toEqual([]);
  });

  it("imports a WooCommerce export by its documented column mapping", async () => {
    const woo = [
      "ID,Type,SKU,Name,Published,Short description,Description,Regular price,Sale price,Stock,Categories,Images,Parent,Attribute 1 name,Attribute 1 value(s)",
      '101,simple,WOO-MUG,Mug,1,Un mug,<p>Grand</p>,80,60,12,"Maison > Tasses, Cadeaux",,,,',
      '102,variable,WOO-TEE,T-shirt,1,,,,,,Vêtements,,,Taille,"S, M"',
      "103,variation,WOO-TEE-S,T-shirt - S,1,,,100,,5,,,id:102,Taille,S",
      "104,variation,WOO-TEE-M,T-shirt - M,1,,,110,90,6,,,WOO-TEE,Taille,M",
    ].join("\n");
    const job = await finished(await startImport(woo));
    expect(job).toMatchObject({ status: "done", total: 4, processed: 4, created: 2, updated: 0, errors: [] });
    const [mug] = await sql<{ id: number }>(
      "SELECT p.id FROM products p JOIN product_prices pr ON pr.product_id = p.id WHERE p.store_id = $1 AND pr.sku = 'WOO-MUG'",
      [store.storeId],
    );
    expect(await productOf(mug!.id)).toMatchObject({
      name: "Mug",
      status: 1,
      summary: "Un mug",
      description: "<p>Grand</p>",
      price: "80.00",
      discount_type: 1,
      discount_amount: "20.00",
      stock: 12,
      categories: [expect.objectContaining({ name: "Tasses" }), expect.objectContaining({ name: "Cadeaux" })],
    });
    const [tee] = await sql<{ id: number }>("SELECT id FROM products WHERE store_id = $1 AND name = 'T-shirt'", [store.storeId]);
    const shirt = await productOf(tee!.id);
    expect(shirt.attributes.map((attribute: { name: string }) => attribute.name)).toEqual(["Taille"]);
    expect(shirt.variants.map(({ sku, price, stock, values }: Record<string, unknown>) => ({ sku, price, stock, values }))).toEqual([
      { sku: "WOO-TEE-S", price: "100.00", stock: 5, values: { Taille: "S" } },
      { sku: "WOO-TEE-M", price: "90.00", stock: 6, values: { Taille: "M" } },
    ]);
  });

  it("fetches the pictures a row names once, stored as uploads without their metadata; a file that is no picture and a missing one are said on the row", async () => {
    const host = await pictureHost();
    try {
      const pictures = [`${host.url}/old/lanterne.jpg`, `${host.url}/notes.jpg`, `${host.url}/missing.jpg`].join(" | ");
      const csv = [`${OUR_HEADER},images`, `,lanterne,Lanterne,published,,,LAN-1,,90,0,MAD,5,2,${pictures}`].join("\n");
      const job = await finished(await startImport(csv));
      expect(job).toMatchObject({ status: "done", created: 1, updated: 0 });
      expect(job.errors).toEqual([
        {
          row: 2,
          column: "images",
          message: `L'image ${host.url}/notes.jpg n'a pas été importée : Le fichier n'est pas une image JPEG, PNG, WebP, GIF ou AVIF.`,
        },
        { row: 2, column: "images", message: `L'image ${host.url}/missing.jpg n'a pas été importée : HTTP 404` },
      ]);
      const [lantern] = await sql<{ id: number }>("SELECT id FROM products WHERE store_id = $1 AND slug = 'lanterne'", [store.storeId]);
      const created = await productOf(lantern!.id);
      expect(created.images).toHaveLength(1);
      const [upload] = await sql<{ path: string; source_url: string }>("SELECT path, source_url FROM uploads WHERE id = $1 AND store_id = $2", [
        created.images[0].id,
        store.storeId,
      ]);
      expect(upload!.source_url).toBe(`${host.url}/old/lanterne.jpg`);
      const original = await sharp(readFileSync(path.join(inject("server").dataDir, "uploads", upload!.path))).metadata();
      expect({ width: original.width, height: original.height, exif: !!original.exif }).toEqual({ width: 800, height: 1200, exif: false });
      expect(created.thumbnail_id).toBe(created.images[0].id);

      // The same file again, and the store's export of it: the photo is known, not fetched again
      // (the two that failed are tried again by the file that names them).
      const photoHits = () => host.hits.filter((hit) => hit.includes("lanterne"));
      expect(photoHits()).toEqual(["/old/lanterne.jpg", "/wp-content/lanterne.jpg"]);
      expect((await finished(await startImport(csv))).updated).toBe(1);
      const exported = await call("GET", "/api/exports/products.csv", { host: PLATFORM_HOST, token: store.token });
      const row = exported.text.split("\n").find((line) => line.includes("LAN-1"))!;
      expect(row.endsWith(`,${created.images[0].url}`)).toBe(true);
      expect(await finished(await startImport(exported.text))).toMatchObject({ status: "done", errors: [] });
      expect(photoHits()).toHaveLength(2);
      expect((await productOf(lantern!.id)).images).toEqual(created.images);
    } finally {
      await host.close();
    }
  });

  it("refuses a picture address that is no web address before anything is written, on a dry run too", async () => {
    const csv = [`${OUR_HEADER},images`, `,bougie,Bougie,published,,,BOU-1,,30,0,MAD,5,2,file:///etc/passwd`].join("\n");
    for (const query of ["?dry_run=1", ""]) {
      const job = await finished(await startImport(csv, query));
      expect(job).toMatchObject({ status: "done", created: 0, errors: [{ row: 2, column: "images", message: expect.stringContaining("file:///etc/passwd") }] });
    }
    expect(await sql("SELECT id FROM products WHERE store_id = $1 AND slug = 'bougie'", [store.storeId])).toEqual([]);
  });

  it("refuses a form without its file", async () => {
    const reply = await sendFiles("/api/imports/products", [], { token: store.token, fields: { note: "x" } });
    expect(reply.status).toBe(422);
    expect(reply.json.errors.file).toEqual(["Choisissez un fichier CSV."]);
  });
});

describe("GET /imports/{id}", () => {
  it("is a 404 for another store's owner", async () => {
    const id = await startImport([OUR_HEADER, ",x,X,draft,,,,,1,0,MAD,1,5"].join("\n"), "?dry_run=1");
    await finished(id);
    const reply = await asOwner(acmeToken, "GET", `/api/imports/${id}`);
    expect(reply.status).toBe(404);
    expect(reply.json.success).toBe(false);
  });
});
