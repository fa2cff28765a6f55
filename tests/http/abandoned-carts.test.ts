import { PgBoss } from "pg-boss";
import { abandonedCartMessages } from "../../lib/cart/abandoned-messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buyers, methodOf, PICKUP, plainPriceRow } from "../support/checkout";
import { sqlAt } from "../support/database";
import { startFakeSmtp, type FakeSmtp } from "../support/fake-smtp";
import { get, post } from "../support/http";
import { asOwner, signInOwners } from "../support/owner-calls";
import { ownDatabase, until, type RunningServer, startServer } from "../support/server";

// Carts left behind (issue 27), on a server of this file's own with a local SMTP server: a signed-in
// shopper's cart untouched for ABANDONED_CART_HOURS is e-mailed once. The test ages a cart by
// writing its updated_at back, and runs the scan through its own job (the schedule's every five
// minutes is too slow for a test), waiting for that run to complete.

const HOURS = 1;
const SERVER_ENV = { RATE_LIMIT_PER_MINUTE: "100000", JOB_POLLING_SECONDS: "0.5", ABANDONED_CART_HOURS: String(HOURS) };

describe("carts left behind", () => {
  let smtp: FakeSmtp;
  let database: Awaited<ReturnType<typeof ownDatabase>>;
  let server: RunningServer;
  let url: string;
  let product: Awaited<ReturnType<typeof plainPriceRow>>;
  let owner: string;

  beforeAll(async () => {
    smtp = await startFakeSmtp();
    database = await ownDatabase("carts");
    server = await startServer({
      databaseUrl: database.url,
      env: { ...SERVER_ENV, SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: "shop@shop.example" },
    });
    url = server.databaseUrl;
    product = await plainPriceRow("demo", url);
    await sqlAt(url, "UPDATE product_prices SET quantity = 1000 WHERE id = $1", [product.id]);
    owner = (await signInOwners(server.port)).demo;
  });
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
    await smtp?.close();
  });

  const emailOf = async (customerId: number) => (await sqlAt<{ email: string }>(url, "SELECT email FROM customers WHERE id = $1", [customerId]))[0]!.email;
  const addToCart = async (token: string, quantity: number) => {
    const reply = await post("/api/cart/add", { product_id: product.product_id, quantity }, { port: server.port, token });
    expect(reply.status, reply.text).toBe(200);
  };
  /** The shopper's cart as if last changed `hours` ago. */
  const age = (customerId: number, hours = HOURS + 0.5) =>
    sqlAt(url, `UPDATE carts SET updated_at = now() AT TIME ZONE 'UTC' - make_interval(secs => $2) WHERE customer_id = $1`, [customerId, hours * 3600]);
  /** One run of the scan job, to its end (a run already queued, the schedule's, is waited for first). */
  const scan = async () => {
    const queue = new PgBoss({ connectionString: url, schema: "pgboss", max: 1, supervise: false, schedule: false, migrate: false, registerInstance: false });
    await queue.start();
    try {
      const id = await until(() => queue.send("abandoned-carts", {}).then((sent) => sent ?? undefined));
      await until(async () => ((await queue.getJobById("abandoned-carts", id))?.state === "completed" ? true : undefined));
    } finally {
      await queue.stop({ graceful: false });
    }
  };
  /** The carts' e-mails to this address (an order's confirmation is no concern here). */
  const mailsTo = (email: string) => smtp.received.filter((mail) => mail.to.includes(email) && mail.headers["list-unsubscribe"]);
  const reminders = async (customerId: number) =>
    (await sqlAt<{ n: number }>(url, "SELECT count(*)::int AS n FROM cart_reminders WHERE customer_id = $1", [customerId]))[0]!.n;
  /** A shopper with a cart left behind, and the e-mail it got. */
  const leftBehind = async () => {
    const [shopper] = await buyers("demo", 1, url);
    await addToCart(shopper!.token, 1);
    await age(shopper!.id);
    return shopper!;
  };
  const order = (token: string) =>
    methodOf("demo", "COD", url).then((method) =>
      post("/api/make-payment", { ...PICKUP, payment_method_id: method, items: [{ id: product.product_id, quantity: 1 }] }, { port: server.port, token }),
    );

  it("e-mails a cart left behind once, with its lines and a link back, in the store's language; again only once it changed", async () => {
    await sqlAt(url, "UPDATE stores SET language = 'fr' WHERE subdomain = 'demo'");
    try {
      const [shopper] = await buyers("demo", 1, url);
      const email = await emailOf(shopper!.id);
      await addToCart(shopper!.token, 2);
      await scan();
      expect(await reminders(shopper!.id), "a cart changed a moment ago is not left behind").toBe(0);

      await age(shopper!.id);
      await scan();
      const [mail] = await until(() => (mailsTo(email).length ? mailsTo(email) : undefined));
      expect(mail!.subject).toBe("Vous avez oublié quelque chose dans votre panier chez Atlas Home & Style");
      expect(mail!.text).toContain(`2 × ${product.name}`);
      expect(mail!.text).toContain("DH");
      expect(mail!.text).toContain("Votre panier vous attend : https://demo.localhost/cart");
      expect(mail!.text).toMatch(/https:\/\/demo\.localhost\/unsubscribe\?token=\S+/);
      expect(mail!.headers["list-unsubscribe"]).toMatch(/^<https:\/\/demo\.localhost\/api\/unsubscribe\?token=\S+>$/);
      expect(mail!.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
      expect(mail!.html).toContain("https://demo.localhost/cart");

      await scan();
      await scan();
      expect(await reminders(shopper!.id)).toBe(1);

      // Changed again and left again: a new state of the cart, mailed once more.
      await addToCart(shopper!.token, 1);
      await age(shopper!.id);
      await scan();
      const mails = await until(() => (mailsTo(email).length >= 2 ? mailsTo(email) : undefined));
      expect(mails[1]!.text).toContain(`3 × ${product.name}`);
      await scan();
      expect(await reminders(shopper!.id)).toBe(2);
      expect(mailsTo(email)).toHaveLength(2);
    } finally {
      await sqlAt(url, "UPDATE stores SET language = 'en' WHERE subdomain = 'demo'");
    }
  });

  it.each(["en", "ar"] as const)("writes the cart's e-mail in %s too, HTML in the language's direction beside its text", async (language) => {
    await sqlAt(url, "UPDATE stores SET language = $1 WHERE subdomain = 'demo'", [language]);
    try {
      const shopper = await leftBehind();
      const email = await emailOf(shopper.id);
      await scan();
      const [mail] = await until(() => (mailsTo(email).length ? mailsTo(email) : undefined));
      expect(mail!.subject).toBe(abandonedCartMessages(language, "subject", { store: "Atlas Home & Style" }));
      expect(mail!.text).toContain(`1 × ${product.name}`);
      expect(mail!.html).toMatch(new RegExp(`<html[^>]* lang="${language}"`));
      expect(mail!.html).toMatch(new RegExp(`<html[^>]* dir="${language === "ar" ? "rtl" : "ltr"}"`));
      expect(mail!.html).toContain("https://demo.localhost/cart");
    } finally {
      await sqlAt(url, "UPDATE stores SET language = 'en' WHERE subdomain = 'demo'");
    }
  });

  it("e-mails no cart whose shopper ordered since it last changed", async () => {
    const [ordered] = await buyers("demo", 1, url);
    await addToCart(ordered!.token, 1);
    await age(ordered!.id, HOURS + 2);
    const placed = await order(ordered!.token);
    expect(placed.status, placed.text).toBe(200);
    const control = await leftBehind();
    await scan();
    await until(async () => (mailsTo(await emailOf(control.id)).length ? true : undefined));
    expect(await reminders(ordered!.id)).toBe(0);
    expect(mailsTo(await emailOf(ordered!.id))).toHaveLength(0);
  });

  it("e-mails no cart of a store that turned the e-mails off, in GET and PUT /store", async () => {
    expect((await asOwner(owner, "GET", "/api/store", undefined, server.port)).json.data.abandoned_cart_emails).toBe(true);
    const off = await asOwner(owner, "PUT", "/api/store", { abandoned_cart_emails: false }, server.port);
    expect(off.status, off.text).toBe(200);
    expect(off.json.data.abandoned_cart_emails).toBe(false);
    try {
      const shopper = await leftBehind();
      await scan();
      expect(await reminders(shopper.id)).toBe(0);
    } finally {
      await asOwner(owner, "PUT", "/api/store", { abandoned_cart_emails: true }, server.port);
    }
  });

  it("unsubscribes the shopper by the e-mail's link, refuses a forged one, and e-mails the unsubscribed no more", async () => {
    const shopper = await leftBehind();
    const email = await emailOf(shopper.id);
    await scan();
    const [mail] = await until(() => (mailsTo(email).length ? mailsTo(email) : undefined));
    const link = new URL(/https:\/\/demo\.localhost\/unsubscribe\?token=\S+/.exec(mail!.text)![0]);
    const token = link.searchParams.get("token")!;
    const page = (query: string) => get(`/unsubscribe?${query}`, { port: server.port, headers: { accept: "text/html" } });
    const unsubscribed = async () =>
      (await sqlAt<{ at: Date | null }>(url, "SELECT marketing_unsubscribed_at AS at FROM customers WHERE id = $1", [shopper.id]))[0]!.at;

    // Another customer's id under this one's signature, and a signature altered.
    const [other] = await buyers("demo", 1, url);
    const forgedId = token.replace(`-${shopper.id}.`, `-${other!.id}.`);
    const tampered = token.slice(0, -2) + (token.endsWith("AA") ? "BB" : "AA");
    for (const forged of [forgedId, tampered, "nothing"]) {
      const reply = await page(`token=${encodeURIComponent(forged)}`);
      expect(reply.text, forged).toContain("This link does not work");
    }
    expect(await unsubscribed()).toBeNull();
    const [otherRow] = await sqlAt<{ at: Date | null }>(url, "SELECT marketing_unsubscribed_at AS at FROM customers WHERE id = $1", [other!.id]);
    expect(otherRow!.at).toBeNull();

    const reply = await page(link.search.slice(1));
    expect(reply.status).toBe(200);
    expect(reply.text).toContain("You are unsubscribed");
    expect(reply.text).toContain("Atlas Home &amp; Style will send you no more marketing e-mails.");
    expect(await unsubscribed()).not.toBeNull();
    // Followed twice, still unsubscribed.
    expect((await page(link.search.slice(1))).text).toContain("You are unsubscribed");

    await addToCart(shopper.token, 1);
    await age(shopper.id);
    await scan();
    expect(await reminders(shopper.id)).toBe(1);
    expect(mailsTo(email)).toHaveLength(1);
  });

  it("unsubscribes in one click from the mail client (RFC 8058): the List-Unsubscribe address POSTed as a form, a forged token refused", async () => {
    const shopper = await leftBehind();
    const email = await emailOf(shopper.id);
    await scan();
    const [mail] = await until(() => (mailsTo(email).length ? mailsTo(email) : undefined));
    const address = new URL(/^<(.+)>$/.exec(String(mail!.headers["list-unsubscribe"]))![1]!);
    const oneClick = (search: string) =>
      post(`${address.pathname}${search}`, undefined, {
        port: server.port,
        rawBody: "List-Unsubscribe=One-Click",
        contentType: "application/x-www-form-urlencoded",
      });
    const unsubscribed = async () =>
      (await sqlAt<{ at: Date | null }>(url, "SELECT marketing_unsubscribed_at AS at FROM customers WHERE id = $1", [shopper.id]))[0]!.at;

    const forged = await oneClick(address.search.slice(0, -3));
    expect(forged.status).toBe(404);
    expect(forged.json).toEqual({ success: false, message: "This link does not work" });
    expect(await unsubscribed()).toBeNull();

    const reply = await oneClick(address.search);
    expect(reply.status, reply.text).toBe(200);
    expect(reply.json).toEqual({ success: true, message: "You are unsubscribed" });
    expect(await unsubscribed()).not.toBeNull();
    expect((await oneClick(address.search)).status).toBe(200);
  });

  it("counts on the overview the carts e-mailed, and those ordered within 7 days of their e-mail as recovered", async () => {
    const overview = async () =>
      (await asOwner(owner, "GET", "/api/overview", undefined, server.port)).json.data.abandoned_carts as { mailed: number; recovered: number };
    const before = await overview();
    const [recovered, forgotten] = [await leftBehind(), await leftBehind()];
    await scan();
    expect(await reminders(recovered.id)).toBe(1);
    expect(await reminders(forgotten.id)).toBe(1);
    expect(await overview()).toEqual({ mailed: before.mailed + 2, recovered: before.recovered });

    const placed = await order(recovered.token);
    expect(placed.status, placed.text).toBe(200);
    expect(await overview()).toEqual({ mailed: before.mailed + 2, recovered: before.recovered + 1 });
  });
});
