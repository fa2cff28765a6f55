import { existsSync } from "node:fs";
import { describe, expect, it, onTestFinished } from "vitest";
import { sql } from "../support/database";
import { get } from "../support/http";
import { placeOrder, plainSpaces, shopperOf, writtenAmount } from "../support/orders";
import { asOwner, signInOwners } from "../support/owner-calls";
import { pdfPicture, pdfText } from "../support/pdf";
import { refund } from "../support/refunds";

// Issue 26's credit notes: each completed refund takes the store's next `AVR` number in the
// transaction that completes it, and prints as the invoice does, for the owner and the order's shopper.

const CREDIT_NOTE_CODE = /^AVR-\d{4}-(\d{6})$/;

async function demoStoreAs(language: string) {
  const [before] = await sql<{ language: string }>("SELECT language FROM stores WHERE subdomain = 'demo'");
  await sql("UPDATE stores SET language = $1 WHERE subdomain = 'demo'", [language]);
  onTestFinished(async () => {
    await sql("UPDATE stores SET language = $1 WHERE subdomain = 'demo'", [before!.language]);
  });
}

/** A paid Cash On Delivery order of `quantity` items of the shopper's, and its first line's id and name. */
async function paidOrder(owner: string, quantity = 3) {
  const shopper = await shopperOf();
  const order = await placeOrder(shopper, { quantity });
  expect((await asOwner(owner, "PUT", `/api/orders/${order.id}/payment-status`, { status: 1 })).status).toBe(200);
  const [line] = await sql<{ id: number; name: string }>("SELECT id, name FROM order_lines WHERE order_id = $1 ORDER BY id", [order.id]);
  return { shopper, order, line: line! };
}

const refundLine = (owner: string, orderId: number, lineId: number, quantity: number) =>
  refund(owner, orderId, { lines: [{ line_id: lineId, quantity }], restock: false, reason: "Damaged box", refunded_outside: "cash" });

describe("credit notes", () => {
  it("issues one per refund with numbers in a row, lists them on the order, and prints them for the owner and the shopper alone", async () => {
    const { demo } = await signInOwners();
    await demoStoreAs("en");
    const { shopper, order, line } = await paidOrder(demo);

    const first = await refundLine(demo, order.id, line.id, 1);
    expect(first.status, first.text).toBe(201);
    const second = await refundLine(demo, order.id, line.id, 1);
    expect(second.status, second.text).toBe(201);

    const details = (await get(`/api/order-details/${order.id}`, { token: shopper.token })).json.data;
    expect(details.credit_notes).toHaveLength(2);
    const [a, b] = details.credit_notes as { refund_id: number; code: string }[];
    expect(a!.refund_id).toBe(first.json.data.id);
    expect(b!.refund_id).toBe(second.json.data.id);
    const numberOf = (code: string) => Number(CREDIT_NOTE_CODE.exec(code)![1]);
    expect(numberOf(b!.code)).toBe(numberOf(a!.code) + 1);
    expect((await asOwner(demo, "GET", `/api/orders/${order.id}`)).json.data.credit_notes).toEqual(details.credit_notes);

    const owners = await asOwner(demo, "GET", `/api/orders/${order.id}/refunds/${a!.refund_id}/credit-note`);
    expect(owners.status).toBe(200);
    expect(owners.headers["content-type"]).toBe("application/pdf");
    expect(owners.headers["content-disposition"]).toContain(`${a!.code}.pdf`);
    const text = plainSpaces(pdfText(owners.bytes));
    for (const expected of [
      "Credit note",
      a!.code,
      order.code,
      details.invoice_code,
      line.name,
      "Refunded",
      await writtenAmount(order.id, first.json.data.amount),
      "Damaged box",
    ]) {
      expect(text, String(expected)).toContain(expected);
    }

    const shoppers = await get(`/api/order-credit-note/${b!.refund_id}`, { token: shopper.token });
    expect(shoppers.status).toBe(200);
    expect(pdfText(shoppers.bytes)).toContain(b!.code);
    const stranger = await shopperOf();
    expect((await get(`/api/order-credit-note/${b!.refund_id}`, { token: stranger.token })).status).toBe(404);
    // The refund of another order is not this order's.
    const other = await placeOrder(shopper);
    expect((await asOwner(demo, "GET", `/api/orders/${other.id}/refunds/${a!.refund_id}/credit-note`)).status).toBe(404);
  });

  it("answers another store's refund with a 404", async () => {
    const { demo, acme } = await signInOwners();
    const { order, line } = await paidOrder(demo);
    const given = await refundLine(demo, order.id, line.id, 1);
    expect((await asOwner(acme, "GET", `/api/orders/${order.id}/refunds/${given.json.data.id}/credit-note`)).status).toBe(404);
  });

  it("prints in French", async () => {
    const { demo } = await signInOwners();
    await demoStoreAs("fr");
    const { order, line } = await paidOrder(demo);
    const given = await refundLine(demo, order.id, line.id, 2);
    const text = pdfText((await asOwner(demo, "GET", `/api/orders/${order.id}/refunds/${given.json.data.id}/credit-note`)).bytes);
    for (const expected of ["Avoir", "Numéro d'avoir", "Numéro de facture", "Remboursé", "Motif"]) expect(text, expected).toContain(expected);
  });

  it("prints right to left in Arabic, as a picture to look at (.data/paper-trail/credit-note-ar-1.png)", async () => {
    const { demo } = await signInOwners();
    await demoStoreAs("ar");
    const { order, line } = await paidOrder(demo);
    const given = await refundLine(demo, order.id, line.id, 1);
    const pdf = (await asOwner(demo, "GET", `/api/orders/${order.id}/refunds/${given.json.data.id}/credit-note`)).bytes;
    expect(existsSync(pdfPicture(pdf, ".data/paper-trail/credit-note-ar"))).toBe(true);
    for (const expected of ["إشعار دائن", "المبلغ المسترد"]) expect(pdfText(pdf), expected).toContain(expected);
  });
});
