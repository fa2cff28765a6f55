import { afterAll, describe, expect, it } from "vitest";
import { pictures, video } from "../support/admin-catalog";
import { sql } from "../support/database";
import { asOwner, storeId } from "../support/owner-calls";
import { dropStores, signUp } from "../support/stores";

// The owner's own record: what /user shows of them, changed through /profile. A store signed up
// for the file, so that the seeded owners stay as the other files read them.

afterAll(dropStores);

const ownerRow = async (id: number) =>
  (
    await sql<{ name: string; phone: string | null; address: string | null; image_upload_id: number | null }>(
      "SELECT name, phone, address, image_upload_id FROM owners WHERE id = $1",
      [id],
    )
  )[0]!;

async function pictureOf(store: number): Promise<{ id: number; path: string }> {
  const [row] = await sql<{ id: number; path: string }>(
    "INSERT INTO uploads (store_id, kind, path, mime_type, size, width, height) VALUES ($1, 'IMAGE', $2, 'image/png', 1, 1, 1) RETURNING id, path",
    [store, `stores/${store}/images/owner-${Date.now()}.png`],
  );
  return row!;
}

describe("PUT /profile", () => {
  it("changes the fields sent, and /user shows them in the documented record", async () => {
    const owner = await signUp();
    const picture = await pictureOf(owner.storeId);
    const reply = await asOwner(owner.token, "PUT", "/api/profile", {
      phone: "+212 600 000 000",
      address: "12 rue des Lilas, Rabat",
      image_upload_id: picture.id,
    });
    expect(reply.status).toBe(200);
    const me = await asOwner(owner.token, "GET", "/api/user");
    expect(reply.json).toEqual(me.json);
    expect(me.json.user).toMatchObject({ name: "Nadia Test", phone: "+212 600 000 000", adress: "12 rue des Lilas, Rabat" });
    expect(me.json.user.image).toBe(`${me.json.store.url}/uploads/${picture.path}`);
    expect(me.json.avatar).toBe(me.json.user.image);
    expect(await ownerRow(owner.ownerId)).toEqual({
      name: "Nadia Test",
      phone: "+212 600 000 000",
      address: "12 rue des Lilas, Rabat",
      image_upload_id: picture.id,
    });

    // null takes a field off; a field not sent stays.
    expect((await asOwner(owner.token, "PUT", "/api/profile", { image_upload_id: null, name: "Nadia T." })).status).toBe(200);
    expect(await ownerRow(owner.ownerId)).toEqual({ name: "Nadia T.", phone: "+212 600 000 000", address: "12 rue des Lilas, Rabat", image_upload_id: null });
    expect((await asOwner(owner.token, "GET", "/api/profile")).json.user.image).toBeNull();
  });

  it("refuses another store's picture, a video, an unknown upload and an empty name with 422, writing nothing", async () => {
    const owner = await signUp();
    const before = await ownerRow(owner.ownerId);
    const [demoPicture] = await pictures(await storeId("demo"), 1);
    const clip = await video(owner.storeId);
    for (const body of [{ image_upload_id: demoPicture!.id }, { image_upload_id: clip }, { image_upload_id: 2_000_000_000 }, { name: " " }, { phone: 5 }]) {
      const reply = await asOwner(owner.token, "PUT", "/api/profile", { address: "changed", ...body });
      expect(reply.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(reply.json.errors)).toEqual(Object.keys(body));
    }
    expect(await ownerRow(owner.ownerId)).toEqual(before);
  });

  it("needs a token", async () => {
    expect((await asOwner(undefined, "PUT", "/api/profile", { name: "X" })).status).toBe(401);
    expect((await asOwner(undefined, "GET", "/api/profile")).status).toBe(401);
  });
});
