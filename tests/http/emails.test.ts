import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatPrice } from "../../lib/money/price-format";
import { cmiHash } from "../../lib/payments/gateways/cmi";
import { buyers, methodOf, PICKUP, plainPriceRow } from "../support/checkout";
import { sqlAt } from "../support/database";
import { call, otherClient, post } from "../support/http";
import { startFakeSmtp, type FakeSmtp, type ReceivedMail } from "../support/fake-smtp";
import { ownDatabase, startServer, until, type RunningServer } from "../support/server";

// The e-mails of an order's whole life and of accounts, caught by a local SMTP server as a mail client reads them,
// on a server of this file's own (workers polling every half second): the shopper's confirmation or
// receipt of a card payment, shipped, delivered, refund, the return's steps (a refusal too) and a
// cancel, and the store's people's new order,
// each to one recipient, each with its HTML beside its text, in English, French and Arabic, amounts
// written as the store's language writes them.

let smtp: FakeSmtp;
let database: Awaited<ReturnType<typeof ownDatabase>>;
let server: RunningServer;
let owner: string;

beforeAll(async () => {
  smtp = await startFakeSmtp();
  database = await ownDatabase("emails");
  server = await startServer({
    databaseUrl: database.url,
    env: { RATE_LIMIT_PER_MINUTE: "100000", JOB_POLLING_SECONDS: "0.5", SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: "orders@shop.example" },
  });
  const login = await post("/api/login", { email: "owner@example.com", password: "password" }, { host: "localhost", port: server.port });
  owner = login.json.token;
});
afterAll(async () => {
  await server?.stop();
  await database?.drop();
  await smtp?.close();
});

const asOwner = async (method: string, path: string, body?: unknown) => {
  const reply = await call(method, path, { host: "localhost", port: server.port, token: owner, body });
  expect(reply.status, `${method} ${path}: ${reply.text}`).toBeLessThan(300);
  return reply.json;
};

/** An order of 2 items picked up at the store, by a new buyer, paid on delivery or by the demo's CMI. */
async function placeOrder(provider: "COD" | "CMI" = "COD") {
  const url = server.databaseUrl;
  const product = await plainPriceRow("demo", url);
  await sqlAt(url, "UPDATE product_prices SET quantity = 100 WHERE id = $1", [product.id]);
  const [buyer] = await buyers("demo", 1, url);
  const reply = await post(
    "/api/make-payment",
    { ...PICKUP, payment_method_id: await methodOf("demo", provider, url), items: [{ id: product.product_id, quantity: 2 }] },
    { port: server.port, token: buyer!.token },
  );
  expect(reply.status, reply.text).toBe(200);
  if (provider === "CMI") await approvedByCmi(reply.json.form_data);
  const [order] = await sqlAt<{ id: number; code: string; total: string; currency: string; symbol: string; line: number; email: string }>(
    url,
    `SELECT o.id, o.code, o.total_payable_amount::text AS total, o.currency_code AS currency, cu.symbol,
            (SELECT min(id) FROM order_lines WHERE order_id = o.id) AS line, c.email
     FROM orders o JOIN customers c ON c.id = o.customer_id JOIN currencies cu ON cu.store_id = o.store_id AND cu.code = o.currency_code
     WHERE o.code = $1`,
    // CMI's answer is the form to post to its page, whose order id is the order's code.
    [reply.json.order_code ?? reply.json.form_data.oid],
  );
  return { ...order!, token: buyer!.token };
}

/** CMI's signed approval of the payment its form asked for, as its server posts it back. */
async function approvedByCmi(form: Record<string, string>) {
  const result = { clientid: form.clientid!, oid: form.oid!, amount: form.amount!, currency: form.currency!, ProcReturnCode: "00", Response: "Approved" };
  const reply = await call("POST", "/api/payment/cmi/callback", {
    port: server.port,
    rawBody: new URLSearchParams({ ...result, HASH: cmiHash(result, DEMO_CMI_STORE_KEY) }).toString(),
    contentType: "application/x-www-form-urlencoded",
  });
  expect(reply.text).toBe("ACTION=POSTAUTH");
}
const DEMO_CMI_STORE_KEY = "TEST|KEY";

const mailsAbout = (code: string) => smtp.received.filter((mail) => mail.subject.includes(code));

const SUBJECTS = {
  en: (code: string) => [
    `Your order ${code} at Atlas Home & Style`,
    `New order ${code}`,
    `Your order ${code} has shipped`,
    `Your order ${code} was delivered`,
    `Refund for your order ${code}`,
    `Your return request for order ${code}`,
    `Your return for order ${code} is approved`,
    `We received your returned items for order ${code}`,
  ],
  fr: (code: string) => [
    `Votre commande ${code} chez Atlas Home & Style`,
    `Nouvelle commande ${code}`,
    `Votre commande ${code} a été expédiée`,
    `Votre commande ${code} a été livrée`,
    `Remboursement de votre commande ${code}`,
    `Votre demande de retour pour la commande ${code}`,
    `Votre retour pour la commande ${code} est accepté`,
    `Nous avons reçu vos articles retournés (commande ${code})`,
  ],
  ar: (code: string) => [
    `طلبك ${code} من Atlas Home & Style`,
    `طلب جديد ${code}`,
    `تم شحن طلبك ${code}`,
    `تم تسليم طلبك ${code}`,
    `استرداد مبلغ طلبك ${code}`,
    `طلب الإرجاع الخاص بطلبك ${code}`,
    `تم قبول إرجاع طلبك ${code}`,
    `استلمنا المنتجات المرتجعة من طلبك ${code}`,
  ],
  cancelled: { en: "Your order {code} is cancelled", fr: "Votre commande {code} est annulée", ar: "تم إلغاء طلبك {code}" },
  paid: { en: "Payment received for your order {code}", fr: "Paiement reçu pour votre commande {code}", ar: "تم استلام الدفع لطلبك {code}" },
  refused: { en: "Your return for order {code} was refused", fr: "Votre retour pour la commande {code} est refusé", ar: "تم رفض إرجاع طلبك {code}" },
};

/** The one mail about the order with this subject (`{code}` in it), to the order's shopper, its HTML in the language beside its text. */
async function mailTo(order: { code: string; email: string }, subject: string, language: "en" | "fr" | "ar") {
  const wanted = subject.replace("{code}", order.code);
  const mail = await until<ReceivedMail>(() => mailsAbout(order.code).find((m) => m.subject === wanted), 20_000);
  expect(mailsAbout(order.code).filter((m) => m.subject === wanted)).toHaveLength(1);
  expect(mail.to).toEqual([order.email]);
  expect(mail.text).toContain(order.code);
  expect(mail.html).toMatch(new RegExp(`<html[^>]* lang="${language}"`));
  expect(mail.html).toMatch(new RegExp(`<html[^>]* dir="${language === "ar" ? "rtl" : "ltr"}"`));
  expect(mail.html).toContain(order.code);
  return mail;
}

describe.each(["en", "fr", "ar"] as const)("an order's e-mails in %s", (language) => {
  it("from placed to returned, and a cancel: each to one recipient, HTML with the store's logo beside the text", async () => {
    const url = server.databaseUrl;
    await sqlAt(url, "UPDATE stores SET language = $1 WHERE subdomain = 'demo'", [language]);
    const [readers] = await sqlAt<{ count: number }>(
      url,
      "SELECT count(*)::int AS count FROM owners o JOIN stores s ON s.id = o.store_id WHERE s.subdomain = 'demo' AND o.status = 1 AND o.role IN ('owner', 'manager', 'orders', 'viewer')",
    );
    const order = await placeOrder();
    for (const status of [2, 3, 5])
      await asOwner("PUT", `/api/orders/${order.id}/delivery-status`, { status, ...(status === 3 ? { carrier: "dhl", tracking_number: "JD0146" } : {}) });
    await asOwner("PUT", `/api/orders/${order.id}/payment-status`, { status: 1 });
    await asOwner("POST", `/api/orders/${order.id}/refunds`, { lines: [{ line_id: order.line, quantity: 1 }], restock: false, refunded_outside: "cash" });
    const asked = await post(
      "/api/order/return",
      { order_id: order.id, items: [{ id: order.line, quantity: 1 }], reason: "defective" },
      { port: server.port, token: order.token },
    );
    expect(asked.status, asked.text).toBe(201);
    await asOwner("PUT", `/api/returns/${asked.json.data.id}`, { status: "approved", note: "12 Rue Atlas" });
    await asOwner("PUT", `/api/returns/${asked.json.data.id}`, { status: "received" });

    const expected = SUBJECTS[language](order.code);
    const newOrders = expected.length - 1 + readers!.count;
    const mails = await until(() => (mailsAbout(order.code).length >= newOrders ? mailsAbout(order.code) : undefined), 40_000);
    expect(mails.map((mail) => mail.subject).sort()).toEqual([...expected, ...Array(readers!.count - 1).fill(expected[1])].sort());
    for (const mail of mails) {
      expect(mail.to).toHaveLength(1);
      expect(mail.text).toContain(order.code);
      expect(mail.html).toMatch(new RegExp(`<html[^>]* lang="${language}"`));
      expect(mail.html).toMatch(new RegExp(`<html[^>]* dir="${language === "ar" ? "rtl" : "ltr"}"`));
      expect(mail.html).toContain(order.code);
      expect(mail.html).toContain('src="cid:store-logo"');
      expect(mail.attachments.map((a) => a.cid)).toEqual(["store-logo"]);
    }
    const owners = mails.filter((mail) => mail.subject === expected[1]).flatMap((mail) => mail.to);
    expect(new Set(owners).size).toBe(readers!.count);
    const toShopper = (subject: string) => mails.find((mail) => mail.subject === subject)!;
    expect(toShopper(expected[0]!).to).toEqual([order.email]);
    // The total as the store's language writes it (29,44 € in French, not 29.44 EUR).
    const total = formatPrice(Number(order.total), { code: order.currency, symbol: order.symbol }, language);
    expect(toShopper(expected[0]!).text).toContain(total);
    expect(toShopper(expected[0]!).html).toContain(total.replace(/&/g, "&amp;"));
    expect(toShopper(expected[2]!).text).toContain("tracking-id=JD0146");
    expect(toShopper(expected[2]!).html).toMatch(/<a [^>]*href="https:\/\/www\.dhl\.com\/[^"]*tracking-id=JD0146"/);
    expect(toShopper(expected[6]!).text).toContain("12 Rue Atlas");

    const cancelled = await placeOrder();
    await asOwner("PUT", `/api/orders/${cancelled.id}/delivery-status`, { status: 4 });
    await mailTo(cancelled, SUBJECTS.cancelled[language], language);
  });

  it("paid by card, then a return refused: payment received and the refusal with the store's note", async () => {
    await sqlAt(server.databaseUrl, "UPDATE stores SET language = $1 WHERE subdomain = 'demo'", [language]);
    const paid = await placeOrder("CMI");
    const receipt = await mailTo(paid, SUBJECTS.paid[language], language);
    const total = formatPrice(Number(paid.total), { code: paid.currency, symbol: paid.symbol }, language);
    expect(receipt.text).toContain(total);
    expect(receipt.html).toContain(total.replace(/&/g, "&amp;"));

    for (const status of [2, 3, 5]) await asOwner("PUT", `/api/orders/${paid.id}/delivery-status`, { status });
    const asked = await post(
      "/api/order/return",
      { order_id: paid.id, items: [{ id: paid.line, quantity: 1 }], reason: "unwanted" },
      { port: server.port, token: paid.token },
    );
    expect(asked.status, asked.text).toBe(201);
    await asOwner("PUT", `/api/returns/${asked.json.data.id}`, { status: "rejected", note: "Worn items cannot be returned" });
    const refusal = await mailTo(paid, SUBJECTS.refused[language], language);
    expect(refusal.text).toContain("Worn items cannot be returned");
    expect(refusal.html).toContain("Worn items cannot be returned");
  });
});

describe.each(["en", "fr", "ar"] as const)("account e-mails in %s", (language) => {
  it("a shopper's reset code, an owner's reset link and a staff invitation: each HTML in the store's language beside its text", async () => {
    const url = server.databaseUrl;
    await sqlAt(url, "UPDATE stores SET language = $1 WHERE subdomain = 'demo'", [language]);
    const [buyer] = await buyers("demo", 1, url);
    const [shopper] = await sqlAt<{ email: string }>(url, "SELECT email FROM customers WHERE id = $1", [buyer!.id]);
    const invited = `staff-${language}-${Date.now()}@example.com`;
    const since = smtp.received.length;
    const from = otherClient();
    expect((await post("/api/forgot-password-customer", { email: shopper!.email }, { port: server.port, from })).status).toBe(200);
    expect((await post("/api/forgot-password", { email: "owner@example.com" }, { host: "localhost", port: server.port, from })).status).toBe(200);
    await asOwner("POST", "/api/staff", { email: invited, name: "Samira", role: "orders" });

    const to = (address: string) => smtp.received.slice(since).find((mail) => mail.to.includes(address));
    const mails = await until(() => {
      const found = [to(shopper!.email), to("owner@example.com"), to(invited)];
      return found.every(Boolean) ? (found as ReceivedMail[]) : undefined;
    }, 40_000);
    const [code, link, invitation] = mails;
    expect(code!.text).toMatch(/\b\d{6}\b/);
    expect(code!.html).toContain(/\b(\d{6})\b/.exec(code!.text)![1]);
    expect(link!.text).toMatch(/\/reset-password\?token=\S+/);
    expect(link!.html).toMatch(/<a [^>]*href="[^"]*\/reset-password\?token=[^"]+"/);
    expect(invitation!.text).toMatch(/\/accept-invitation\?token=\S+/);
    expect(invitation!.html).toMatch(/<a [^>]*href="[^"]*\/accept-invitation\?token=[^"]+"/);
    for (const mail of mails) {
      expect(mail!.to).toHaveLength(1);
      expect(mail!.html).toMatch(new RegExp(`<html[^>]* lang="${language}"`));
      expect(mail!.html).toMatch(new RegExp(`<html[^>]* dir="${language === "ar" ? "rtl" : "ltr"}"`));
      expect(mail!.html).toContain('src="cid:store-logo"');
    }
    // Each in the store's language: the words of its subject are those of its language.
    const script = language === "ar" ? /[\u0600-\u06FF]/ : /^[^\u0600-\u06FF]*$/;
    for (const mail of mails) expect(mail!.subject).toMatch(script);
    if (language === "fr") expect(code!.subject).toContain("Votre code");
  });
});
