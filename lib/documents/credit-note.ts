import { refusal } from "../core/errors";
import { db } from "../db/client";
import type { Prisma, Store } from "../db/generated/client";
import { currencySymbols, type SymbolOf } from "../orders/order-currency";
import { documentMessages } from "./messages";
import { documentAmount, documentDate, documentPage, escapeHtml, fact, logoDataUrl, orderMoney, storeHeader, words } from "./page";
import { invoiceInclude, itemsTable } from "./invoice";
import { printPdf } from "./pdf";

// A refund's credit note (docs/decisions.md, Credit notes): numbered in the `AVR` series by the
// transaction that completes the refund, printed as the invoice is, with the items, the shipping and
// the amount the refund gave back, in the order's currency and the store's language.

export const noCreditNote = refusal("not_found", "No such refund of the order, or one not completed yet (its credit note is issued when the money is back)");

/** The credit note of the store's refund (of the customer's own order, when `customerId` is given): its code and its PDF. */
export async function creditNotePdf(
  store: Store,
  input: { refundId: number; orderId?: number; customerId?: number },
): Promise<{ code: string; pdf: Uint8Array }> {
  const note = await db().invoice.findFirst({
    where: {
      storeId: store.id,
      refundId: input.refundId,
      ...(input.orderId === undefined ? {} : { orderId: input.orderId }),
      ...(input.customerId === undefined ? {} : { order: { customerId: input.customerId } }),
    },
    include: { refund: true, order: { include: invoiceInclude } },
  });
  if (!note?.refund) throw noCreditNote.error(documentMessages(store.language, "noCreditNote"));
  const html = creditNoteHtml(store, { ...note, refund: note.refund }, { logo: await logoDataUrl(store), symbolOf: await currencySymbols(store.id) });
  return { code: note.code, pdf: await printPdf(html) };
}

type IssuedNote = Prisma.InvoiceGetPayload<{ include: { refund: true; order: { include: typeof invoiceInclude } } }>;

function creditNoteHtml(
  store: Store,
  note: IssuedNote & { refund: NonNullable<IssuedNote["refund"]> },
  { logo, symbolOf }: { logo: string | null; symbolOf: SymbolOf },
) {
  const { order, refund } = note;
  const t = (key: Parameters<typeof documentMessages>[1]) => documentMessages(store.language, key);
  const money = orderMoney(store, order, symbolOf);
  const [invoice] = order.invoices;
  const header = storeHeader(store, {
    logo,
    title: t("creditNote"),
    taxIdLabel: t("taxId"),
    facts: [
      fact(t("creditNoteNumber"), words(note.code)),
      fact(t("issuedOn"), escapeHtml(documentDate(store, note.issuedAt))),
      fact(t("order"), words(order.code)),
      ...(invoice ? [fact(t("invoiceNumber"), words(invoice.code))] : []),
    ],
  });
  const customer = [order.customer.name, order.customer.email, order.customer.phone].filter(Boolean);
  const parties = `<div class="facts"><div><h2>${escapeHtml(t("billedTo"))}</h2>${customer.map((line) => `<p>${words(line)}</p>`).join("")}</div></div>`;
  const given = refund.lines as { line_id: number; quantity: number }[];
  const items = given.flatMap(({ line_id: lineId, quantity }) => {
    const line = order.lines.find((l) => l.id === lineId);
    // A line's tax is for all its items: each item given back takes its share, as the refund counted it.
    return line ? [{ line, quantity, tax: line.tax.times(quantity).dividedBy(line.quantity) }] : [];
  });
  const table = items.length ? itemsTable(t, money, items) : "";
  const total = (label: string, value: string, grand = false) =>
    `<tr${grand ? ' class="grand"' : ""}><td>${escapeHtml(label)}</td><td class="num">${value}</td></tr>`;
  // The refund's amount is in the order's currency already (the rate is not applied twice).
  const refunded = documentAmount(store, { code: refund.currencyCode, symbol: symbolOf(refund.currencyCode) }, refund.amount);
  const totals = `<table class="totals"><tbody>${[
    refund.shipping ? total(t("shipping"), money(order.totalDeliveryCost)) : "",
    total(t("refunded"), refunded, true),
  ].join("")}</tbody></table>`;
  const reason = refund.reason ? `<div class="facts"><div>${fact(t("reason"), words(refund.reason))}</div></div>` : "";
  return documentPage(store, { title: `${t("creditNote")} ${note.code}`, sheets: [header + parties + table + totals + reason] });
}
