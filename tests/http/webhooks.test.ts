import { createHmac } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buyers, methodOf, PICKUP, plainPriceRow } from "../support/checkout";
import { post } from "../support/http";
import { asOwner, signInOwners } from "../support/owner-calls";
import { dropStores, signUp, type SignedUp } from "../support/stores";

// Webhooks of a store made by /register, delivered to a receiver this file starts on loopback
// (WEBHOOK_ALLOW_PRIVATE in the test server): signed, retried after failures with the same event id,
// logged, redelivered on demand; another store's endpoint is a 404.

type Received = { topic: string; store: string; id: string; hmac: string; body: string; answered: number };
const received: Received[] = [];
/** How many times each event id is refused with a 500 before it is taken. */
let failFirst = 0;
const tries = new Map<string, number>();
let receiver: http.Server;
let url: string;
let store: SignedUp;

beforeAll(async () => {
  receiver = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      const id = String(request.headers["x-commerce-webhook-id"]);
      const seen = (tries.get(id) ?? 0) + 1;
      tries.set(id, seen);
      const answered = seen <= failFirst ? 500 : 200;
      received.push({
        topic: String(request.headers["x-commerce-topic"]),
        store: String(request.headers["x-commerce-store"]),
        id,
        hmac: String(request.headers["x-commerce-hmac-sha256"]),
        body,
        answered,
      });
      response.writeHead(answered).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  store = await signUp({ country: "MA", language: "fr" });
});
afterAll(async () => {
  await dropStores();
  await new Promise((resolve) => receiver.close(resolve));
});

async function until<T>(check: () => T | undefined, timeoutMs = 120_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("Webhooks", () => {
  // Three tries a second or two apart, then a redelivery: on a loaded machine the job queue's polls stretch it.
  it("signs each delivery with the endpoint's secret, shown once, and retries a refused one with the same event id", { timeout: 300_000 }, async () => {
    const made = await asOwner(store.token, "POST", "/api/webhooks", { url, topics: ["products/create", "customers/create"] });
    expect(made.status, made.text).toBe(201);
    const { id, secret } = made.json.data;
    expect(secret).toMatch(/^[\w-]{40,}$/);
    expect((await asOwner(store.token, "GET", `/api/webhooks/${id}`)).json.data.secret).toBeUndefined();

    failFirst = 2;
    const product = await asOwner(store.token, "POST", "/api/products", { name: "Lanterne en cuivre", price: "300", status: 1 });
    expect(product.status).toBe(201);
    const taken = await until(() => received.find((delivery) => delivery.topic === "products/create" && delivery.answered === 200));
    const sameEvent = received.filter((delivery) => delivery.id === taken.id);
    expect(sameEvent.map((delivery) => delivery.answered)).toEqual([500, 500, 200]);
    expect(taken.store).toBe(String(store.storeId));
    expect(taken.hmac).toBe(createHmac("sha256", secret).update(taken.body).digest("base64"));
    expect(JSON.parse(taken.body)).toMatchObject({ id: product.json.data.id, name: "Lanterne en cuivre" });

    const deliveries = (await asOwner(store.token, "GET", `/api/webhooks/${id}/deliveries`)).json.data;
    expect(deliveries[0]).toMatchObject({ topic: "products/create", status: "delivered", attempts: 3, response_code: 200, webhook_id: taken.id });

    // Redelivered on the owner's word: the same event id, for the receiver to drop as already seen.
    failFirst = 0;
    const again = await asOwner(store.token, "POST", `/api/webhooks/${id}/deliveries/${deliveries[0].id}/redeliver`);
    expect(again.status, again.text).toBeLessThan(300);
    await until(() => (received.filter((delivery) => delivery.id === taken.id).length === 4 ? true : undefined));
    expect(received.filter((delivery) => delivery.id === taken.id).at(-1)!.body).toBe(taken.body);
  });

  it("is the store's own: another store's owner gets a 404", async () => {
    const made = await asOwner(store.token, "POST", "/api/webhooks", { url, topics: ["orders/create"] });
    const acme = (await signInOwners()).acme;
    for (const [method, path] of [
      ["GET", `/api/webhooks/${made.json.data.id}`],
      ["DELETE", `/api/webhooks/${made.json.data.id}`],
      ["GET", `/api/webhooks/${made.json.data.id}/deliveries`],
    ] as const)
      expect((await asOwner(acme, method, path)).status).toBe(404);
    expect((await asOwner(store.token, "DELETE", `/api/webhooks/${made.json.data.id}`)).status).toBe(200);
  });

  it("tells of a product's changes and its deletion", async () => {
    failFirst = 0;
    await asOwner(store.token, "POST", "/api/webhooks", { url, topics: ["products/update", "products/delete"] });
    const product = (await asOwner(store.token, "POST", "/api/products", { name: "Pouf en cuir", price: "400", status: 1 })).json.data;
    expect((await asOwner(store.token, "PUT", `/api/products/${product.id}`, { price: "420" })).status).toBe(200);
    expect((await asOwner(store.token, "DELETE", `/api/products/${product.id}`)).status).toBe(200);
    const updated = await until(() => received.find((delivery) => delivery.topic === "products/update" && JSON.parse(delivery.body).id === product.id));
    expect(JSON.parse(updated.body)).toMatchObject({ id: product.id, slug: product.slug, name: "Pouf en cuir" });
    expect(Number(JSON.parse(updated.body).price)).toBe(420);
    const deleted = await until(() => received.find((delivery) => delivery.topic === "products/delete" && JSON.parse(delivery.body).id === product.id));
    expect(JSON.parse(deleted.body)).toEqual({ id: product.id, slug: product.slug });
  });

  it("sends an order's events with the order as GET /orders/{id} answers it", async () => {
    failFirst = 0;
    const owner = (await signInOwners()).demo;
    const endpoint = (await asOwner(owner, "POST", "/api/webhooks", { url, topics: ["orders/create", "orders/cancelled"] })).json.data;
    try {
      const product = await plainPriceRow("demo");
      const [buyer] = await buyers("demo", 1);
      const items = [{ id: product.product_id, quantity: 1 }];
      const placed = await post("/api/make-payment", { ...PICKUP, payment_method_id: await methodOf("demo", "COD"), items }, { token: buyer!.token });
      expect(placed.status, placed.text).toBe(200);
      const orderId = placed.json.order_id as number;
      // The same order, its pictures on the store's public host (the API's answers use the asker's).
      const asAnswered = async () => {
        const order = (await asOwner(owner, "GET", `/api/orders/${orderId}`)).json.data;
        return {
          ...order,
          lines: order.lines.map((line: { image: string }) => ({ ...line, image: line.image.replace(/^http:\/\/[^/]+/, "https://demo.localhost") })),
        };
      };
      const created = await until(() => received.find((delivery) => delivery.topic === "orders/create" && JSON.parse(delivery.body).id === orderId));
      expect(JSON.parse(created.body)).toEqual(await asAnswered());
      expect(JSON.parse(created.body).lines[0]).toMatchObject({ quantity: 1 });

      expect((await asOwner(owner, "PUT", `/api/orders/${orderId}/delivery-status`, { status: 4 })).status).toBe(200);
      const cancelled = await until(() => received.find((delivery) => delivery.topic === "orders/cancelled" && JSON.parse(delivery.body).id === orderId));
      expect(JSON.parse(cancelled.body)).toEqual(await asAnswered());
    } finally {
      await asOwner(owner, "DELETE", `/api/webhooks/${endpoint.id}`);
    }
  });

  it("refuses a topic it does not know", async () => {
    const refused = await asOwner(store.token, "POST", "/api/webhooks", { url, topics: ["orders/teleported"] });
    expect(refused.status).toBe(422);
  });
});
