import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, inject, it } from "vitest";
import { as, demo, mediaOwners } from "../support/admin-media";
import { SHOPPER_PASSWORD } from "../support/arrange";
import { sql } from "../support/database";
import { call, post } from "../support/http";
import { phoneJpeg } from "../support/media-files";
import { sendFiles } from "../support/uploads";

// No location leaks in pictures: whatever way a picture is uploaded, its stored original is turned
// upright and keeps none of its metadata (lib/media/clean-picture.ts).

mediaOwners();

/** The file as stored, read from the data folder rather than through the server. */
const stored = (storedPath: string) => readFileSync(path.join(inject("server").dataDir, "uploads", storedPath));

/** What a picture tells of itself: its upright size, and whether it carries EXIF (GPS included). */
async function described(data: Buffer) {
  const { width, height, exif, xmp, iptc, orientation } = await sharp(data).metadata();
  return { width, height, metadata: { exif: !!exif, xmp: !!xmp, iptc: !!iptc, orientation: orientation ?? null } };
}

/** The GPS IFD's tag (0x8825), as EXIF in little-endian order writes it. */
const hasGps = (exif: Buffer | undefined) => !!exif && exif.includes(Buffer.from([0x25, 0x88]));

describe("an uploaded picture", () => {
  it("is sent with a location, as a phone takes it", async () => {
    const { exif, orientation } = await sharp(await phoneJpeg()).metadata();
    expect(hasGps(exif)).toBe(true);
    expect(orientation).toBe(6);
  });

  it("is kept upright and without metadata by /save-image", async () => {
    const reply = await sendFiles("/api/save-image", [{ data: await phoneJpeg(40, 20), name: "from-my-phone.jpg", type: "image/jpeg" }], as(demo));
    expect(reply.status, reply.text).toBe(200);
    const [row] = await sql<{ path: string; width: number; height: number; size: number }>("SELECT path, width, height, size FROM uploads WHERE id = $1", [
      reply.json.id,
    ]);
    const original = stored(row!.path);
    expect(await described(original)).toEqual({ width: 20, height: 40, metadata: { exif: false, xmp: false, iptc: false, orientation: null } });
    expect(row).toMatchObject({ width: 20, height: 40, size: original.length });
  });

  it("is kept upright and without metadata as a shopper's profile picture", async () => {
    const email = `picture-${randomUUID().slice(0, 8)}@example.com`;
    const registered = await post("/api/register-customer", {
      name: "Nadia",
      email,
      phone: "0611111111",
      password: SHOPPER_PASSWORD,
      password_confirmation: SHOPPER_PASSWORD,
    });
    const form = new FormData();
    for (const [name, value] of Object.entries({ name: "Nadia", phone: "0611111111", email })) form.append(name, value);
    form.append("image", new Blob([await phoneJpeg(40, 20)], { type: "image/jpeg" }), "me.jpg");
    const request = new Request("http://x/", { method: "POST", body: form });
    const reply = await call("POST", "/api/update-profile-customer", {
      token: registered.json.token,
      rawBody: Buffer.from(await request.arrayBuffer()),
      headers: { "content-type": request.headers.get("content-type")! },
    });
    expect(reply.status, reply.text).toBe(200);
    const [customer] = await sql<{ image: string }>("SELECT image FROM customers WHERE email = $1", [email]);
    expect(await described(stored(customer!.image))).toEqual({ width: 20, height: 40, metadata: { exif: false, xmp: false, iptc: false, orientation: null } });
  });
});
