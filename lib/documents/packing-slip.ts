import { db } from "../db/client";
import type { Prisma, Store } from "../db/generated/client";
import { noSuchOrder } from "../orders/refusals";
import { documentMessages } from "./messages";
import { deliveryBlock, documentDate, documentPage, escapeHtml, fact, lineDescription, logoDataUrl, storeHeader, words } from "./page";
import { printPdf } from "./pdf";

// Packing slips: what goes into each parcel and where it goes, without prices, one page per
// order; several orders print as one PDF, in the order they were asked for.

const slipInclude = {
  lines: { orderBy: { id: "asc" }, select: { name: true, variant: true, options: true, quantity: true } },
  pickupPoint: { select: { name: true, address: true, phone: true } },
} satisfies Prisma.OrderInclude;
type SlipOrder = Prisma.OrderGetPayload<{ include: typeof slipInclude }>;

/**
 * The packing slips of the store's orders named by `orderIds`, as one PDF; a list naming an order
 * that is not the store's is its 404, and nothing is printed.
 */
export async function packingSlipsPdf(store: Store, input: { orderIds: number[] }): Promise<Uint8Array> {
  const ids = [...new Set(input.orderIds)];
  const orders = await db().order.findMany({ where: { id: { in: ids }, storeId: store.id }, include: slipInclude });
  if (orders.length !== ids.length) throw noSuchOrder(store.language);
  const logo = await logoDataUrl(store);
  const byId = new Map(orders.map((order) => [order.id, order]));
  const title = documentMessages(store.language, "packingSlip");
  return printPdf(documentPage(store, { title, sheets: ids.map((id) => slipSheet(store, byId.get(id)!, logo)) }));
}

function slipSheet(store: Store, order: SlipOrder, logo: string | null) {
  const t = (key: Parameters<typeof documentMessages>[1], params?: Record<string, string | number>) => documentMessages(store.language, key, params);
  const header = storeHeader(store, {
    logo,
    title: t("packingSlip"),
    taxIdLabel: t("taxId"),
    facts: [
      fact(t("order"), words(order.code)),
      fact(t("orderDate"), escapeHtml(documentDate(store, order.placedAt))),
      `<p>${escapeHtml(t("items", { count: order.lines.reduce((n, line) => n + line.quantity, 0) }))}</p>`,
    ],
  });
  const delivery = deliveryBlock(store, order, { pickupAt: t("pickupAt"), shipTo: t("shipTo") });
  const address = `<div class="facts">${delivery}${order.note ? `<div><h2>${escapeHtml(t("note"))}</h2><p>${words(order.note)}</p></div>` : ""}</div>`;
  const rows = order.lines.map((line) => `<tr><td>${lineDescription(line, t("engraving"))}</td><td class="num">${line.quantity}</td></tr>`).join("");
  const table = `<table><thead><tr><th>${escapeHtml(t("product"))}</th><th class="num">${escapeHtml(t("quantity"))}</th></tr></thead><tbody>${rows}</tbody></table>`;
  return header + address + table;
}
