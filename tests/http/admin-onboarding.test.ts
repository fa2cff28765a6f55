import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshShopper } from "../support/arrange";
import { call, get } from "../support/http";
import { dropStores, signUp, type SignedUp } from "../support/stores";
import { jpeg, sendFiles } from "../support/uploads";

// A store made by POST /register sells at once: Cash On Delivery is on, it delivers to its country,
// and the overview's checklist
// shows what it still lacks, each step read from the store's own records.

let store: SignedUp;
const owner = () => ({ host: "localhost", token: store.token });
const checklist = async () => {
  const reply = await call("GET", "/api/overview", owner());
  expect(reply.status, reply.text).toBe(200);
  return reply.json.data.onboarding as { complete: boolean; steps: { key: string; done: boolean }[] };
};
const stepsDone = async () => Object.fromEntries((await checklist()).steps.map((step) => [step.key, step.done]));

beforeAll(async () => {
  store = await signUp({ country: "MA", language: "fr" });
});

afterAll(dropStores);

describe("a new store", () => {
  it("offers Cash On Delivery to its shoppers at once (/active-payment-methods), named in the store's language", async () => {
    const shopper = await freshShopper(store.host);
    const reply = await get("/api/active-payment-methods", { host: store.host, token: shopper.token });
    expect(reply.status, reply.text).toBe(200);
    expect(reply.json.data.data).toEqual([
      { id: expect.any(Number), name: "Paiement à la livraison", logo: expect.any(String), instruction: expect.anything() },
    ]);
  });

  it("has a checklist in the owner's order, all open but payments (Cash On Delivery is on) and shipping (its country, one rate)", async () => {
    const list = await checklist();
    expect(list.complete).toBe(false);
    expect(list.steps).toEqual([
      { key: "product", done: false },
      { key: "shipping", done: true },
      { key: "payments", done: true },
      { key: "branding", done: false },
      { key: "test_order", done: false },
    ]);
  });

  it("ticks the product once a product has a photo, not before; branding once the theme changes", async () => {
    const bare = await call("POST", "/api/products", { ...owner(), body: { name: "Théière", price: 120, status: 1 } });
    expect(bare.status, bare.text).toBe(201);
    expect((await stepsDone()).product).toBe(false);

    const upload = await sendFiles("/api/save-image", [{ data: await jpeg(1200, 800), name: "theiere.jpg", type: "image/jpeg" }], owner());
    expect(upload.status, upload.text).toBe(200);
    const pictured = await call("PUT", `/api/products/${bare.json.data.id}`, { ...owner(), body: { image_ids: [upload.json.id] } });
    expect(pictured.status, pictured.text).toBe(200);
    expect((await stepsDone()).product).toBe(true);

    const themed = await call("PUT", "/api/store", { ...owner(), body: { theme: { button: { light_bg: "#0f766e" } } } });
    expect(themed.status, themed.text).toBe(200);
    expect(await stepsDone()).toMatchObject({ product: true, payments: true, branding: true, test_order: false });

    const switchedOff = await call("GET", "/api/payment-methods", owner());
    const cod = switchedOff.json.data[0];
    expect((await call("PUT", `/api/payment-methods/${cod.id}`, { ...owner(), body: { is_active: false } })).status).toBe(200);
    expect((await stepsDone()).payments).toBe(false);
  });

  it("delivers to its country from the sign-up: one zone, one flat rate the owner edits; none without a country", async () => {
    const zones = await call("GET", "/api/shipping-zones", owner());
    expect(zones.status, zones.text).toBe(200);
    expect(zones.json.data).toHaveLength(1);
    expect(zones.json.data[0]).toMatchObject({ name: "Maroc", country_code: "MA", rates: [expect.objectContaining({ type: "flat", amount: "0.00" })] });
    const bare = await signUp();
    const none = await call("GET", "/api/shipping-zones", { host: "localhost", token: bare.token });
    expect(none.json.data).toEqual([]);
    expect((await call("GET", "/api/overview", { host: "localhost", token: bare.token })).json.data.onboarding.steps[1]).toEqual({
      key: "shipping",
      done: false,
    });
  });
});
