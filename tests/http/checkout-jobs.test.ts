import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { PgBoss } from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buyers, methodOf, PICKUP, plainPriceRow, stockOf } from "../support/checkout";
import { sqlAt } from "../support/database";
import { post, type Reply } from "../support/http";
import { startFakeSmtp, type FakeSmtp } from "../support/fake-smtp";
import { servingProcess } from "../support/processes";
import { ownDatabase, startServer, until, type RunningServer } from "../support/server";

// What checkout sets going in the background, on a server of this file's own (its own database,
// a local SMTP server, workers that poll every half second): the order e-mails, the payment hold
// that cancels an unpaid order once, and orders that survive the app process being killed in
// the middle of a burst of checkouts.

const SERVER_ENV = { RATE_LIMIT_PER_MINUTE: "100000", JOB_POLLING_SECONDS: "0.5" };

/** A plain product of the demo store with `stock` units. */
async function plainProduct(url: string, stock: number) {
  const row = await plainPriceRow("demo", url);
  await sqlAt(url, "UPDATE product_prices SET quantity = $2 WHERE id = $1", [row.id, stock]);
  return row;
}

describe("checkout's jobs", () => {
  let smtp: FakeSmtp;
  let database: Awaited<ReturnType<typeof ownDatabase>>;
  let server: RunningServer;
  let url: string;

  beforeAll(async () => {
    smtp = await startFakeSmtp();
    database = await ownDatabase("checkout");
    server = await startServer({
      databaseUrl: database.url,
      env: { ...SERVER_ENV, SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: "orders@shop.example" },
    });
    url = server.databaseUrl;
  });
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
    await smtp?.close();
  });

  it("e-mails the customer's confirmation and the owners' new order of a Cash On Delivery order, in the store's language", async () => {
    await sqlAt(url, "UPDATE stores SET language = 'fr' WHERE subdomain = 'demo'");
    const product = await plainProduct(url, 10);
    const [buyer] = await buyers("demo", 1, url);
    const [customer] = await sqlAt<{ email: string }>(url, "SELECT email FROM customers WHERE id = $1", [buyer!.id]);
    const reply = await post(
      "/api/make-payment",
      { ...PICKUP, payment_method_id: await methodOf("demo", "COD", url), items: [{ id: product.product_id, quantity: 2 }] },
      { port: server.port, token: buyer!.token },
    );
    expect(reply.status).toBe(200);
    const code = reply.json.order_code as string;
    expect(reply.json.message).toBe(`Votre commande ${code} est passée. Vous payez en espèces à la livraison.`);

    const mails = await until(() => {
      const about = smtp.received.filter((m) => m.subject.includes(code));
      return about.length >= 2 ? about : undefined;
    });
    const toCustomer = mails.find((m) => m.to.includes(customer!.email))!;
    expect(toCustomer.subject).toBe(`Votre commande ${code} chez Atlas Home & Style`);
    expect(toCustomer.text).toContain(`Merci pour votre commande ${code} chez Atlas Home & Style.`);
    expect(toCustomer.text).toContain(`2 × ${product.name}`);
    const toOwner = mails.find((m) => m.to.includes("owner@example.com"))!;
    expect(toOwner.subject).toBe(`Nouvelle commande ${code}`);
    expect(toOwner.text).toContain("pas encore payée");
    expect(mails).toHaveLength(2);
  });

  it("names the colour, the size and the options with their text in the e-mails, in the store's language", async () => {
    await sqlAt(url, "UPDATE stores SET language = 'fr' WHERE subdomain = 'demo'");
    const [slippers] = await sqlAt<{ product: number; color: number; value: number; attribute: number }>(
      url,
      `SELECT p.id AS product, c.id AS color, av.id AS value, a.id AS attribute
       FROM products p JOIN stores s ON s.id = p.store_id AND s.subdomain = 'demo'
       JOIN product_colors c ON c.product_id = p.id AND c.name = 'Fez Red'
       JOIN attributes a ON a.store_id = s.id AND a.name = 'Size'
       JOIN attribute_values av ON av.attribute_id = a.id AND av.name = 'L'
       WHERE p.slug = 'babouche-leather-slippers'`,
    );
    const [box] = await sqlAt<{ id: number; large: number; message: number }>(
      url,
      `SELECT p.id, (SELECT o.id FROM options o JOIN option_groups g ON g.id = o.group_id WHERE g.product_id = p.id AND o.name LIKE 'Large%') AS large,
              (SELECT o.id FROM options o JOIN option_groups g ON g.id = o.group_id WHERE g.product_id = p.id AND o.name = 'Personal message') AS message
       FROM products p JOIN stores s ON s.id = p.store_id WHERE s.subdomain = 'demo' AND p.slug = 'custom-engraved-cedar-gift-box'`,
    );
    const [buyer] = await buyers("demo", 1, url);
    const items = [
      { id: slippers!.product, quantity: 1, color: slippers!.color, variant: { Size: { parent_id: slippers!.attribute, child_id: slippers!.value } } },
      { id: box!.id, quantity: 1, options: [box!.large, box!.message], option_texts: { [box!.message]: "Pour Amina" } },
    ];
    const reply = await post(
      "/api/make-payment",
      { ...PICKUP, payment_method_id: await methodOf("demo", "COD", url), items },
      { port: server.port, token: buyer!.token },
    );
    expect(reply.status, reply.text).toBe(200);
    const code = reply.json.order_code as string;
    const mails = await until(() => {
      const about = smtp.received.filter((m) => m.subject.includes(code));
      return about.length >= 2 ? about : undefined;
    });
    for (const mail of mails) {
      expect(mail.text).toContain("Babouche Leather Slippers (Couleur: Fez Red, Size: L)");
      expect(mail.text).toContain('Custom Engraved Cedar Gift Box (Large (40 × 30 cm), Personal message: "Pour Amina")');
    }
  });

  it("cancels an order still unpaid when its payment hold expires, once, and gives its stock back; a paid one is kept", async () => {
    await sqlAt(url, "UPDATE stores SET language = 'en' WHERE subdomain = 'demo'");
    const product = await plainProduct(url, 10);
    const [unpaid, paid] = await buyers("demo", 2, url);
    const place = async (token: string) =>
      (
        await post(
          "/api/make-payment",
          { ...PICKUP, payment_method_id: await methodOf("demo", "COD", url), items: [{ id: product.product_id, quantity: 3 }] },
          { port: server.port, token },
        )
      ).json.order_id as number;
    const unpaidOrder = await place(unpaid!.token);
    const paidOrder = await place(paid!.token);
    await sqlAt(url, "UPDATE orders SET payment_status = 1 WHERE id = $1", [paidOrder]);
    expect(await stockOf(product.id, url)).toBe(4);

    // The holds as make-payment writes them for an online order, due now, the first one twice.
    const [store] = await sqlAt<{ id: number }>(url, "SELECT id FROM stores WHERE subdomain = 'demo'");
    const queue = new PgBoss({ connectionString: url, schema: "pgboss", max: 1, supervise: false, schedule: false, migrate: false, registerInstance: false });
    await queue.start();
    try {
      for (const orderId of [unpaidOrder, unpaidOrder, paidOrder]) await queue.send("payment-hold-expiry", { storeId: store!.id, orderId });
    } finally {
      await queue.stop({ graceful: false });
    }

    const state = (id: number) =>
      sqlAt<{ delivery_status: number; messages: string[] }>(
        url,
        "SELECT delivery_status, array(SELECT message FROM tracking_events t WHERE t.order_id = o.id ORDER BY t.id) AS messages FROM orders o WHERE id = $1",
        [id],
      );
    const cancelled = await until(async () => {
      const [row] = await state(unpaidOrder);
      return row!.delivery_status === 4 ? row : undefined;
    });
    // The second hold of the same order and the paid order's have had their turns too.
    await new Promise((r) => setTimeout(r, 3000));
    expect(cancelled!.messages).toEqual(["Order placed", "Order cancelled: the payment was not completed in time."]);
    expect(await stockOf(product.id, url)).toBe(7);
    expect((await state(paidOrder))[0]!.delivery_status).toBe(1);
    expect(await sqlAt(url, "SELECT status FROM payments WHERE order_id = $1", [unpaidOrder])).toEqual([{ status: "CANCELLED" }]);
  });
});

/**
 * A webhook receiver on loopback: the order of each `orders/create` delivery it is sent, by the
 * delivery's event id. The first delivery is held unanswered, so the process killed later dies
 * with that job in its hands.
 */
async function orderHooks() {
  const orders = new Map<string, number>();
  let held = false;
  const receiver = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      if (!held) {
        held = true;
        return;
      }
      orders.set(String(request.headers["x-commerce-webhook-id"]), (JSON.parse(body) as { id: number }).id);
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`,
    orders,
    holding: () => held,
    close: () => new Promise((r) => receiver.close(r)),
  };
}

describe("checkout when the app process is killed in the middle of a burst", () => {
  it(
    "keeps every order answered 200 exactly once with its stock taken and its webhook sent, and none that was not answered",
    { timeout: 600_000 },
    async () => {
      const database = await ownDatabase("checkout");
      const dataDir = mkdtempSync(path.join(tmpdir(), "commerce-kill-"));
      const hooks = await orderHooks();
      const env = { ...SERVER_ENV, WEBHOOK_ALLOW_PRIVATE: "true", WEBHOOK_RETRY_DELAY_SECONDS: "1" };
      let server = await startServer({ databaseUrl: database.url, dataDir, env });
      try {
        const url = server.databaseUrl;
        await sqlAt(
          url,
          "INSERT INTO webhook_endpoints (store_id, url, topics, secret, updated_at) SELECT id, $1, '{orders/create}', 'kill-test', now() FROM stores WHERE subdomain = 'demo'",
          [hooks.url],
        );
        const product = await plainProduct(url, 500);
        const cod = await methodOf("demo", "COD", url);
        const [early, ...crowd] = await buyers("demo", 61, url);
        const requests = crowd.map((b) => ({
          buyer: b,
          key: randomUUID(),
          body: { ...PICKUP, payment_method_id: cod, items: [{ id: product.product_id, quantity: 2 }] },
        }));
        const send = (r: (typeof requests)[number], port: number) =>
          post("/api/make-payment", r.body, { port, token: r.buyer.token, headers: { "idempotency-key": r.key } }).catch(() => undefined);

        // An order placed first, its delivery held by the receiver: the process dies with that job in its hands.
        const earlyOrder = await post("/api/make-payment", requests[0]!.body, { port: server.port, token: early!.token });
        expect(earlyOrder.status).toBe(200);
        await until(() => (hooks.holding() ? true : undefined), 60_000);

        // The burst, and the serving process killed once a few answers are in.
        let answered = 0;
        const burst = requests.map((r) => send(r, server.port).then((reply) => (reply?.status === 200 && answered++, reply)));
        await until(() => (answered >= 5 ? true : undefined), 60_000);
        const launcher = server.pid;
        process.kill(servingProcess(launcher), "SIGKILL");
        const first: (Reply | undefined)[] = await Promise.all(burst);
        await until(() => (isRunning(launcher) ? undefined : true), 60_000);
        expect(first.some((r) => r?.status !== 200)).toBe(true);

        // Restarted on the same data, each client retries what was not answered, with its key.
        server = await startServer({ databaseUrl: database.url, dataDir, env });
        const final = await Promise.all(requests.map(async (r, i) => (first[i]?.status === 200 ? first[i]! : (await send(r, server.port))!)));
        for (const reply of final) expect(reply.status).toBe(200);
        for (const [i, reply] of first.entries()) if (reply?.status === 200) expect(final[i]!.json).toEqual(reply.json);

        const orders = await sqlAt<{ id: number; customer_id: number }>(
          server.databaseUrl,
          "SELECT id, customer_id FROM orders WHERE customer_id = ANY($1::int[])",
          [crowd.map((b) => b.id)],
        );
        expect(orders.map((o) => o.id).sort()).toEqual(final.map((r) => r.json.order_id as number).sort());
        expect(new Set(orders.map((o) => o.customer_id)).size).toBe(crowd.length);
        expect(await stockOf(product.id, server.databaseUrl)).toBe(500 - 2 * (crowd.length + 1));
        // Each order's event was written with it: sent once the workers are back, whatever the kill
        // interrupted; the delivery the dead worker held is retried once its heartbeat is missed
        // (pg-boss would otherwise wait out its 15-minute expiry).
        const expected = [...orders.map((o) => o.id), earlyOrder.json.order_id as number].sort();
        const sent = await until(() => (new Set(hooks.orders.values()).size >= expected.length ? [...new Set(hooks.orders.values())] : undefined), 150_000);
        expect(sent.sort()).toEqual(expected);
        expect(hooks.orders.size).toBe(expected.length);
      } finally {
        await hooks.close();
        await server.stop();
        rmSync(dataDir, { recursive: true, force: true });
        await database.drop();
      }
    },
  );
});

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
