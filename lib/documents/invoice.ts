import { db } from "../db/client";
import type { Prisma, Store } from "../db/generated/client";
import { currencySymbols, type SymbolOf } from "../orders/order-currency";
import { noSuchOrder } from "../orders/refusals";
import { PAYMENT_STATUS } from "../orders/status";
import { SERIES } from "./document-numbers";
import { noInvoice } from "./issue-invoice";
import { documentMessages } from "./messages";
import { deliveryBlock, documentDate, documentPage, escapeHtml, fact, lineDescription, logoDataUrl, orderMoney, storeHeader, words } from "./page";
import { printPdf } from "./pdf";

// An order's invoice as an A4 PDF, drawn from the order as it was bought (its lines keep their
// names and prices) in the order's currency at the rate it was placed at, in the store's language.

export const invoiceInclude = {
  lines: { orderBy: { id: "asc" } },
  customer: { select: { name: true, email: true, phone: true } },
  pickupPoint: { select: { name: true, address: true, phone: true } },
  invoices: { where: { series: SERIES.invoice }, take: 1 },
} satisfies Prisma.OrderInclude;
export type InvoicedOrder = Prisma.OrderGetPayload<{ include: typeof invoiceInclude }>;

/** The invoice of the store's order (the customer's own, when `customerId` is given): its code and its PDF. */
export async function invoicePdf(store: Store, input: { orderId: number; customerId?: number }): Promise<{ code: string; pdf: Uint8Array }> {
  const order = await db().order.findFirst({
    where: { id: input.orderId, storeId: store.id, ...(input.customerId === undefined ? {} : { customerId: input.customerId }) },
    include: invoiceInclude,
  });
  if (!order) throw noSuchOrder(store.language);
  const [invoice] = order.invoices;
  if (!invoice) throw noInvoice.error(documentMessages(store.language, "noInvoice"));
  const html = invoiceHtml(store, order, {
    code: invoice.code,
    issuedAt: invoice.issuedAt,
    logo: await logoDataUrl(store),
    symbolOf: await currencySymbols(store.id),
  });
  return { code: invoice.code, pdf: await printPdf(html) };
}

type Words = (key: Parameters<typeof documentMessages>[1]) => string;
type ItemLine = InvoicedOrder["lines"][number];

/** The table of items of an invoice or a credit note: each line with the quantity, and the tax, the document is for. */
export function itemsTable(t: Words, money: (value: Prisma.Decimal) => string, items: { line: ItemLine; quantity: number; tax: Prisma.Decimal }[]) {
  const rows = items
    .map(
      ({ line, quantity, tax }) =>
        `<tr><td>${lineDescription(line, t("engraving"))}</td><td class="num">${quantity}</td><td class="num">${money(line.unitPrice)}</td><td class="num">${money(
          tax,
        )}</td><td class="num">${money(line.unitPrice.times(quantity))}</td></tr>`,
    )
    .join("");
  return `<table><thead><tr><th>${escapeHtml(t("product"))}</th><th class="num">${escapeHtml(t("quantity"))}</th><th class="num">${escapeHtml(
    t("unitPrice"),
  )}</th><th class="num">${escapeHtml(t("tax"))}</th><th class="num">${escapeHtml(t("amount"))}</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function invoiceHtml(store: Store, order: InvoicedOrder, invoice: { code: string; issuedAt: Date; logo: string | null; symbolOf: SymbolOf }) {
  const t: Words = (key) => documentMessages(store.language, key);
  const money = orderMoney(store, order, invoice.symbolOf);
  const header = storeHeader(store, {
    logo: invoice.logo,
    title: t("invoice"),
    taxIdLabel: t("taxId"),
    facts: [
      fact(t("invoiceNumber"), words(invoice.code)),
      fact(t("issuedOn"), escapeHtml(documentDate(store, invoice.issuedAt))),
      fact(t("order"), words(order.code)),
      fact(t("orderDate"), escapeHtml(documentDate(store, order.placedAt))),
    ],
  });
  const customer = [order.customer.name, order.customer.email, order.customer.phone].filter(Boolean);
  const billedTo = `<div><h2>${escapeHtml(t("billedTo"))}</h2>${customer.map((line) => `<p>${words(line)}</p>`).join("")}</div>`;
  const parties = `<div class="facts">${billedTo}${deliveryBlock(store, order, { pickupAt: t("pickupAt"), shipTo: t("shipTo") })}</div>`;
  const table = itemsTable(
    t,
    money,
    order.lines.map((line) => ({ line, quantity: line.quantity, tax: line.tax })),
  );
  const total = (label: string, value: string, grand = false) =>
    `<tr${grand ? ' class="grand"' : ""}><td>${escapeHtml(label)}</td><td class="num">${value}</td></tr>`;
  const totals = `<table class="totals"><tbody>${[
    total(t("subTotal"), money(order.subTotal)),
    order.totalTax.isZero() ? "" : total(t("tax"), money(order.totalTax)),
    total(t("shipping"), money(order.totalDeliveryCost)),
    order.totalDiscount.isZero() ? "" : total(t("discount"), `−${money(order.totalDiscount)}`),
    total(t("total"), money(order.totalPayable), true),
  ].join("")}</tbody></table>`;
  const payment = `<div class="facts"><div>${fact(t("paymentMethod"), words(order.paymentMethodName))}${fact(
    t("paymentStatus"),
    escapeHtml(t(order.paymentStatus === PAYMENT_STATUS.PAID ? "paid" : "unpaid")),
  )}</div></div>`;
  return documentPage(store, { title: `${t("invoice")} ${invoice.code}`, sheets: [header + parties + table + totals + payment] });
}
