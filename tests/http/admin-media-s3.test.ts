import { existsSync, readdirSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SHOPPER_PASSWORD } from "../support/arrange";
import { startFakeS3, type FakeS3 } from "../support/fake-s3";
import { call, get, post, type CallOptions } from "../support/http";
import { ownDatabase, startServer, type RunningServer } from "../support/server";
import { jpeg, MiB, mp4, png, sendFiles } from "../support/uploads";

// The same app with its files in an S3-compatible bucket (a local fake): the demo data's pictures,
// uploads with their renditions, profile pictures, all in the bucket and served from it, and the
// refusals leaving nothing there, neither objects nor multipart parts. A server of its own, on a
// database of its own, so that its demo data is loaded into the bucket.

let s3: FakeS3;
let server: RunningServer;
let database: { url?: string; drop(): Promise<void> };
let token: string;

beforeAll(async () => {
  s3 = await startFakeS3();
  database = await ownDatabase("s3");
  server = await startServer({
    databaseUrl: database.url,
    env: {
      RATE_LIMIT_PER_MINUTE: "100000",
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    },
  });
  const login = await post("/api/login", { email: "owner@example.com", password: "password" }, { host: "localhost", port: server.port });
  token = login.json.token;
}, 300_000);

afterAll(async () => {
  await server?.stop();
  await database?.drop();
  await s3?.stop();
});

const owner = (): CallOptions => ({ host: "localhost", token, port: server.port });

function download(url: string): Promise<{ status: number; type?: string; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    const { host, pathname } = new URL(url);
    http
      .get({ host: "127.0.0.1", port: server.port, path: pathname, headers: { host } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode!, type: res.headers["content-type"], bytes: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

const mediaKeys = () => s3.keys().filter((key) => key.includes("/media/"));

describe("storage in an S3-compatible bucket", () => {
  it("holds the demo data's pictures, served at /uploads/ from the bucket; nothing is written to the local folder", async () => {
    expect(s3.keys().some((key) => /^stores\/\d+\/products\/.+\.svg$/.test(key))).toBe(true);
    const store = await get("/api/get-info-store", { host: "demo.localhost", port: server.port });
    const logo = await download(store.json.data.logo_light);
    expect(logo).toMatchObject({ status: 200, type: "image/svg+xml" });
    expect(logo.bytes.toString()).toBe(s3.object(new URL(store.json.data.logo_light).pathname.replace("/uploads/", ""))!.body.toString());
    expect(existsSync(path.join(server.dataDir, "uploads", "stores")) ? readdirSync(path.join(server.dataDir, "uploads", "stores")) : []).toEqual([]);
    expect(s3.unsigned()).toBe(0);
  });

  it("stores an uploaded picture and its renditions in the bucket, and a video larger than a part in parts", async () => {
    const before = mediaKeys();
    const picture = await sendFiles("/api/save-image", [{ data: await jpeg(), name: "vitrine.jpg" }], owner());
    expect(picture.status).toBe(200);
    // The original, the dashboard's two renditions and the storefront's ten (5 widths, AVIF and WebP).
    expect(mediaKeys().length).toBe(before.length + 13);
    expect(await download(picture.json.file_link)).toMatchObject({ status: 200, type: "image/jpeg" });

    const video = await sendFiles("/api/save-video", [{ data: mp4(12 * MiB), name: "film.mp4" }], owner());
    expect(video.status).toBe(200);
    const key = new URL(video.json.file_link).pathname.replace("/uploads/", "");
    expect(s3.object(key)!.body.length).toBe(mp4(12 * MiB).length);
    expect(s3.pendingUploads()).toBe(0);

    const deleted = await call("DELETE", `/api/media/${picture.json.id}`, owner());
    expect(deleted.status).toBe(200);
    expect(mediaKeys()).toEqual([...before, key].sort());
  });

  it("leaves nothing in the bucket on a refusal: neither objects nor the parts of an upload cut at the limit", async () => {
    const before = s3.keys();
    const picture = await jpeg();
    const head = await png();
    for (const file of [
      { data: picture.subarray(0, picture.length - 200), name: "cut.jpg" },
      { data: Buffer.concat([head, Buffer.alloc(10 * MiB + 1 - head.length)]), name: "huge.png" },
    ]) {
      const reply = await sendFiles("/api/save-image", [file], owner());
      expect(reply.status, file.name).toBeGreaterThanOrEqual(400);
    }
    expect(s3.keys()).toEqual(before);
    expect(s3.pendingUploads()).toBe(0);
  });

  it("keeps customers' profile pictures in the bucket", async () => {
    const shop = { host: "demo.localhost", port: server.port };
    const email = `s3-${Date.now()}@example.com`;
    const registered = await post(
      "/api/register-customer",
      { name: "Nadia", email, phone: "0611111111", password: SHOPPER_PASSWORD, password_confirmation: SHOPPER_PASSWORD },
      shop,
    );
    expect(registered.status).toBe(200);
    const form = new FormData();
    for (const [name, value] of Object.entries({ name: "Nadia", phone: "0611111111", email })) form.append(name, value);
    form.append("image", new Blob([new Uint8Array(await png())], { type: "image/png" }), "me.png");
    const request = new Request("http://localhost/", { method: "POST", body: form });
    const reply = await call("POST", "/api/update-profile-customer", {
      ...shop,
      token: registered.json.token,
      rawBody: Buffer.from(await request.arrayBuffer()),
      headers: { "content-type": request.headers.get("content-type")! },
    });
    expect(reply.status).toBe(200);
    const url = reply.json.customer.image as string;
    expect(s3.object(new URL(url).pathname.replace("/uploads/", ""))).toBeDefined();
    expect(await download(url)).toMatchObject({ status: 200, type: "image/png" });
  });
});
