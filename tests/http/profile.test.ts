import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { SHOPPER_PASSWORD } from "../support/arrange";
import { call, get, post } from "../support/http";

const keys = (o: object) => Object.keys(o).sort();
// A whole 1×1 PNG: the type is read from the file's structure, not its first bytes alone.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

async function newCustomer() {
  const email = `profile-${randomUUID().slice(0, 8)}@example.com`;
  const reply = await post("/api/register-customer", {
    name: "Nadia",
    email,
    phone: "0611111111",
    password: SHOPPER_PASSWORD,
    password_confirmation: SHOPPER_PASSWORD,
  });
  return { email, token: reply.json.token as string };
}

async function multipart(fields: Record<string, string | Blob>, token: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === "string") form.append(name, value);
    else form.append(name, value, "upload.bin");
  }
  const request = new Request("http://x/", { method: "POST", body: form });
  const rawBody = Buffer.from(await request.arrayBuffer());
  return call("POST", "/api/update-profile-customer", { token, rawBody, headers: { "content-type": request.headers.get("content-type")! } });
}

describe("/update-profile-customer", () => {
  it("updates name, phone and e-mail from JSON", async () => {
    const { token } = await newCustomer();
    const email = `renamed-${randomUUID().slice(0, 8)}@example.com`;
    const reply = await post("/api/update-profile-customer", { name: "Nadia B.", phone: "0622222222", email }, { token });
    expect(reply.status).toBe(200);
    expect(keys(reply.json)).toEqual(["customer", "success"]);
    expect(keys(reply.json.customer)).toEqual(["email", "id", "image", "name", "phone", "phone_code", "phone_with_code", "uid", "verified_at"]);
    expect(reply.json.customer).toMatchObject({ name: "Nadia B.", phone: "0622222222", email });
    expect((await get("/api/user-customer", { token })).json.user.email).toBe(email);
  });

  it("stores a picture sent as multipart and serves it back", async () => {
    const { token, email } = await newCustomer();
    const reply = await multipart({ name: "Nadia", phone: "0611111111", email, image: new Blob([PNG], { type: "image/png" }) }, token);
    expect(reply.status).toBe(200);
    const url = reply.json.customer.image as string;
    expect(url).toMatch(/^http:\/\/demo\.localhost:\d+\/uploads\/stores\/\d+\/customers\/.+\.png$/);
    const file = await get(new URL(url).pathname);
    expect(file.status).toBe(200);
    expect(file.headers["content-type"]).toBe("image/png");
  });

  it("refuses what is not a picture, or too large a one, and a taken e-mail", async () => {
    const { token, email } = await newCustomer();
    const svg = await multipart(
      { name: "N", phone: "0611111111", email, image: new Blob(["<svg xmlns='http://www.w3.org/2000/svg'/>"], { type: "image/png" }) },
      token,
    );
    expect(svg.status).toBe(422);
    expect(keys(svg.json.errors)).toEqual(["image"]);
    const big = await multipart({ name: "N", phone: "0611111111", email, image: new Blob([PNG, Buffer.alloc(2 * 1024 * 1024)], { type: "image/png" }) }, token);
    expect(big.status).toBe(422);
    expect(keys(big.json.errors)).toEqual(["image"]);
    const taken = await post("/api/update-profile-customer", { name: "N", phone: "0611111111", email: "sara@example.com" }, { token });
    expect(taken.status).toBe(422);
    expect(keys(taken.json.errors)).toEqual(["email"]);
    const missing = await post("/api/update-profile-customer", {}, { token });
    expect(missing.status).toBe(422);
    expect(keys(missing.json.errors)).toEqual(["email", "name", "phone"]);
    expect((await get("/api/user-customer", { token })).json.user).toMatchObject({ email, image: null });
  });

  it("needs a token", async () => {
    expect((await post("/api/update-profile-customer", { name: "N", phone: "0611111111", email: "x@example.com" })).status).toBe(401);
  });
});
