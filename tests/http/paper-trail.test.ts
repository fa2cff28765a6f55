import { existsSync } from "node:fs";
import { afterEach, describe, expect, it, onTestFinished } from "vitest";
import { sql } from "../support/database";
import { get } from "../support/http";
import { ORDER_NOT_FOUND, orderOf, placeOrder, plainSpaces, shopperOf, writtenAmount } from "../support/orders";
import { asOwner, signInOwners } from "../support/owner-calls";
import { pdfPages, pdfPicture, pdfText } from "../support/pdf";

// The paper trail of issue 26: numbered invoices as PDFs for the owner and the shopper, packing
// slips alone or several at once, and the shipped step's carrier and tracking number.

const INVOICE_CODE = /^INV-\d{4}-\d{6}$/;

/** The demo store in `language` with a tax id, for the test; as it was afterwards. */
async function demoStoreAs(language: string, taxId = "ICE 001234567000089") {
  const [before] = await sql<{ language: string; tax_id: string }>("SELECT language, tax_id FROM stores WHERE subdomain = 'demo'");
  await sql("UPDATE stores SET language = $1, tax_id = $2 WHERE subdomain = 'demo'", [language, taxId]);
  onTestFinished(async () => {
    await sql("UPDATE stores SET language = $1, tax_id = $2 WHERE subdomain = 'demo'", [before!.language, before!.tax_id]);
  });
}

const invoiceOf = async (orderId: number) =>
  (await sql<{ code: string; number: number }>("SELECT code, number FROM invoices WHERE order_id = $1 AND series = 'INV'", [orderId]))[0];

describe("invoices", () => {
  it("numbers an order's invoice when the owner marks it paid, and prints it for the owner and its shopper alone", async () => {
    const { demo } = await signInOwners();
    await demoStoreAs("en");
    const shopper = await shopperOf();
    const order = await placeOrder(shopper, { quantity: 3 });

    const before = await asOwner(demo, "GET", `/api/orders/${order.id}/invoice`);
    expect(before.status).toBe(404);
    expect((await get(`/api/order-invoice/${order.id}`, { token: shopper.token })).status).toBe(404);

    const paid = await asOwner(demo, "PUT", `/api/orders/${order.id}/payment-status`, { status: 1 });
    expect(paid.json.data.invoice_code).toMatch(INVOICE_CODE);
    const code = paid.json.data.invoice_code as string;
    expect((await get(`/api/order-details/${order.id}`, { token: shopper.token })).json.data.invoice_code).toBe(code);

    const owners = await asOwner(demo, "GET", `/api/orders/${order.id}/invoice`);
    expect(owners.status).toBe(200);
    expect(owners.headers["content-type"]).toBe("application/pdf");
    expect(owners.headers["content-disposition"]).toContain(`${code}.pdf`);
    const text = pdfText(owners.bytes);
    const [line] = await sql<{ name: string }>("SELECT name FROM order_lines WHERE order_id = $1", [order.id]);
    for (const expected of ["Invoice", code, order.code, "Atlas", "ICE 001234567000089", line!.name, "Cash On Delivery", "Paid", "Subtotal", "Total"]) {
      expect(text, expected).toContain(expected);
    }
    expect(plainSpaces(text)).toContain(await writtenAmount(order.id, order.total));

    const shoppers = await get(`/api/order-invoice/${order.id}`, { token: shopper.token });
    expect(shoppers.status).toBe(200);
    expect(pdfText(shoppers.bytes)).toContain(code);
    const stranger = await shopperOf();
    expect(await get(`/api/order-invoice/${order.id}`, { token: stranger.token })).toMatchObject({ status: 404, json: ORDER_NOT_FOUND });
  });

  it("prints the invoice in French for a French store", async () => {
    const { demo } = await signInOwners();
    await demoStoreAs("fr");
    const order = await placeOrder(await shopperOf());
    await asOwner(demo, "POST", `/api/orders/${order.id}/invoice`);
    const text = pdfText((await asOwner(demo, "GET", `/api/orders/${order.id}/invoice`)).bytes);
    for (const expected of ["Facture", "Numéro de facture", "Identifiant fiscal", "Sous-total", "Pas encore payée", "Moyen de paiement"]) {
      expect(text, expected).toContain(expected);
    }
    // The amounts as French writes them, as the store's e-mails do (1 234,50 DH), not 1234.50 MAD.
    expect(plainSpaces(text)).toContain(await writtenAmount(order.id, order.total, "fr"));
  });

  it("issues one invoice by the owner's hand (Cash On Delivery before delivery), keeps its number when asked again, and invoices a delivered order", async () => {
    const { demo } = await signInOwners();
    const shopper = await shopperOf();
    const order = await placeOrder(shopper, { deliveryStatus: 3 });
    const first = await asOwner(demo, "POST", `/api/orders/${order.id}/invoice`);
    expect(first.status).toBe(200);
    const again = await asOwner(demo, "POST", `/api/orders/${order.id}/invoice`);
    expect(again.json.data.invoice_code).toBe(first.json.data.invoice_code);
    expect((await sql("SELECT id FROM invoices WHERE order_id = $1", [order.id])).length).toBe(1);

    const shipped = await placeOrder(shopper, { deliveryStatus: 3 });
    await asOwner(demo, "PUT", `/api/orders/${shipped.id}/delivery-status`, { status: 5 });
    expect((await invoiceOf(shipped.id))?.code).toMatch(INVOICE_CODE);

    const cancelled = await placeOrder(shopper, { deliveryStatus: 4 });
    const refused = await asOwner(demo, "POST", `/api/orders/${cancelled.id}/invoice`);
    expect(refused).toMatchObject({ status: 409, json: { success: false, message: "A cancelled order is not invoiced." } });
    expect(await invoiceOf(cancelled.id)).toBeUndefined();
  });

  it("gives 20 orders paid at once 20 numbers in a row: no gap, none twice", async () => {
    const { demo } = await signInOwners();
    const shopper = await shopperOf();
    const orders = await Promise.all(Array.from({ length: 20 }, () => placeOrder(shopper)));
    const answers = await Promise.all(orders.map((order) => asOwner(demo, "PUT", `/api/orders/${order.id}/payment-status`, { status: 1 })));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const numbers = (await Promise.all(orders.map((order) => invoiceOf(order.id)))).map((invoice) => invoice!.number).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => numbers[0]! + i));
    const [counter] = await sql<{ last_number: number }>(
      "SELECT last_number FROM document_counters WHERE series = 'INV' AND store_id = (SELECT id FROM stores WHERE subdomain = 'demo')",
    );
    expect(counter!.last_number).toBe(numbers[19]);
  });

  it("answers another store's order with a 404, before anything is issued or printed", async () => {
    const { demo } = await signInOwners();
    const acmeOrder = await orderOf("acme");
    for (const [method, path] of [
      ["GET", `/api/orders/${acmeOrder}/invoice`],
      ["POST", `/api/orders/${acmeOrder}/invoice`],
      ["GET", `/api/orders/${acmeOrder}/packing-slip`],
    ] as const) {
      expect(await asOwner(demo, method, path), `${method} ${path}`).toMatchObject({ status: 404, json: ORDER_NOT_FOUND });
    }
    expect(await asOwner(demo, "POST", "/api/orders/packing-slips", { ids: [acmeOrder] })).toMatchObject({ status: 404, json: ORDER_NOT_FOUND });
    expect(await invoiceOf(acmeOrder)).toBeUndefined();
  });
});

describe("packing slips", () => {
  afterEach(async () => {
    await sql("UPDATE orders SET note = NULL WHERE note = 'Leave it with the neighbour'");
  });

  it("lists the lines with their options and texts, the address and the note, and no price", async () => {
    const { demo } = await signInOwners();
    await demoStoreAs("en");
    const shopper = await shopperOf();
    const order = await placeOrder(shopper, { quantity: 4 });
    const other = await placeOrder(shopper, { quantity: 1 });
    await sql(
      `UPDATE orders SET note = 'Leave it with the neighbour', shipping_details = '{"name":"Salma Idrissi","address":"12 Rue Atlas","city":"Rabat","phone":"+212600000000"}' WHERE id = $1`,
      [order.id],
    );
    await sql(
      `UPDATE order_lines SET variant = 'Camel / L', options = '[{"id":1,"name":"Engraving","price":"20.00","text":"For Amine"}]' WHERE order_id = $1`,
      [order.id],
    );

    const slip = await asOwner(demo, "GET", `/api/orders/${order.id}/packing-slip`);
    expect(slip.status).toBe(200);
    expect(slip.headers["content-type"]).toBe("application/pdf");
    const text = pdfText(slip.bytes);
    for (const expected of [
      "Packing slip",
      order.code,
      "Camel / L",
      "Engraving",
      "For Amine",
      "Salma Idrissi",
      "12 Rue Atlas",
      "Rabat",
      "Leave it with the neighbour",
      "4 items",
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain(Number(order.total).toFixed(2));

    const both = await asOwner(demo, "POST", "/api/orders/packing-slips", { ids: [order.id, other.id] });
    expect(both.status).toBe(200);
    expect(pdfPages(both.bytes)).toBe(2);
    const bothText = pdfText(both.bytes);
    expect(bothText.indexOf(order.code)).toBeLessThan(bothText.indexOf(other.code));
    expect((await asOwner(demo, "POST", "/api/orders/packing-slips", { ids: [] })).status).toBe(422);
  });

  it("prints in French", async () => {
    const { demo } = await signInOwners();
    await demoStoreAs("fr");
    const order = await placeOrder(await shopperOf(), { quantity: 2 });
    const text = pdfText((await asOwner(demo, "GET", `/api/orders/${order.id}/packing-slip`)).bytes);
    for (const expected of ["Bon de livraison", "Commande", "2 articles", "Produit", "Quantité"]) expect(text, expected).toContain(expected);
  });
});

describe("shipping with a tracking number", () => {
  it("keeps the carrier and number, and links the shopper's message and order to the carrier's tracking page", async () => {
    const { demo } = await signInOwners();
    await demoStoreAs("en");
    const shopper = await shopperOf();
    const order = await placeOrder(shopper, { deliveryStatus: 2 });
    const shipped = await asOwner(demo, "PUT", `/api/orders/${order.id}/delivery-status`, { status: 3, carrier: "dhl", tracking_number: "JD0146 0000 1234" });
    expect(shipped.status).toBe(200);
    const url = "https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id=JD0146%200000%201234";
    expect(shipped.json.data).toMatchObject({ carrier: "dhl", tracking_number: "JD0146 0000 1234", tracking_url: url });
    const details = (await get(`/api/order-details/${order.id}`, { token: shopper.token })).json.data;
    expect(details).toMatchObject({ carrier: "dhl", tracking_number: "JD0146 0000 1234", tracking_url: url });
    expect(details.products.data[0].tracking_list.at(-1).message).toBe(`Order shipped with DHL, tracking number JD0146 0000 1234: ${url}`);
  });

  it("takes a carrier only with the shipped step and with its number, and 'other' without a tracking page", async () => {
    const { demo } = await signInOwners();
    const shopper = await shopperOf();
    const order = await placeOrder(shopper, { deliveryStatus: 1 });
    const early = await asOwner(demo, "PUT", `/api/orders/${order.id}/delivery-status`, { status: 2, carrier: "amana", tracking_number: "X1" });
    expect(early.status).toBe(422);
    await asOwner(demo, "PUT", `/api/orders/${order.id}/delivery-status`, { status: 2 });
    expect((await asOwner(demo, "PUT", `/api/orders/${order.id}/delivery-status`, { status: 3, carrier: "amana" })).status).toBe(422);
    expect((await asOwner(demo, "PUT", `/api/orders/${order.id}/delivery-status`, { status: 3, carrier: "fedex", tracking_number: "1" })).status).toBe(422);
    const other = await asOwner(demo, "PUT", `/api/orders/${order.id}/delivery-status`, { status: 3, carrier: "other", tracking_number: "LOCAL-77" });
    expect(other.json.data).toMatchObject({ carrier: "other", tracking_number: "LOCAL-77", tracking_url: null });
  });
});

describe("Arabic", () => {
  it("prints the invoice right to left, its Arabic shaped, as a picture to look at (.data/paper-trail/invoice-ar-1.png)", async () => {
    const { demo } = await signInOwners();
    await demoStoreAs("ar", "ICE 001234567000089");
    const order = await placeOrder(await shopperOf());
    await asOwner(demo, "POST", `/api/orders/${order.id}/invoice`);
    const pdf = (await asOwner(demo, "GET", `/api/orders/${order.id}/invoice`)).bytes;
    const picture = pdfPicture(pdf, ".data/paper-trail/invoice-ar");
    expect(existsSync(picture)).toBe(true);
    const text = pdfText(pdf);
    for (const expected of ["فاتورة", "رقم الفاتورة", "المجموع"]) expect(text, expected).toContain(expected);
  });
});
