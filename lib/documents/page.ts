import type { Prisma, Store } from "../db/generated/client";
import { deliveryAddressLines, pickupPointLines } from "../dashboard/delivery-address";
import { amountNumber, convertAmount, type AmountInput } from "../money/money";
import { formatPrice, type PriceCurrency } from "../money/price-format";
import type { SymbolOf } from "../orders/order-currency";
import { asObject } from "../orders/serialize";
import { storeLogo } from "../stores/logo";

// What the invoice and the packing slip share: the A4 page in the store's language and direction,
// the store's header, the delivery address, and the words of a line. Everything the order's
// customer or the owner wrote is escaped and isolated (<bdi>), so that a Latin name reads right on
// an Arabic page; the page names no font file, Chromium takes the system's (DejaVu Sans has Arabic).

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** Someone's words, escaped and isolated from the page's direction. */
export const words = (text: string) => `<bdi>${escapeHtml(text)}</bdi>`;

/** One labelled fact of a document's header (its number, its date); `value` is HTML already. */
export const fact = (label: string, value: string) => `<p>${escapeHtml(label)}: <strong>${value}</strong></p>`;

/** An amount as the store's language writes it with the store's symbol (29,44 € on a French page), as its e-mails and pages do. */
export const documentAmount = (store: Store, currency: PriceCurrency, value: AmountInput) =>
  `<bdi>${escapeHtml(formatPrice(amountNumber(value), currency, store.language))}</bdi>`;

/** An amount of the store's currency as the order was charged: converted at the order's rate, written in the order's currency. */
export const orderMoney = (store: Store, order: { conversionRate: Prisma.Decimal; currencyCode: string }, symbolOf: SymbolOf) => (value: Prisma.Decimal) =>
  documentAmount(store, { code: order.currencyCode, symbol: symbolOf(order.currencyCode) }, convertAmount(value, order.conversionRate));

/** A date as the store's language writes it, in the store's time zone, with Latin digits as the amounts have. */
export const documentDate = (store: Store, date: Date) =>
  new Intl.DateTimeFormat(`${store.language}-u-nu-latn`, { dateStyle: "long", timeZone: store.timezone }).format(date);

const STYLE = `
  * { box-sizing: border-box; }
  body { font-family: "DejaVu Sans", "Noto Sans", "Noto Sans Arabic", sans-serif; font-size: 10.5pt; color: #111827; margin: 0; }
  header { display: flex; justify-content: space-between; align-items: flex-start; gap: 24px; border-bottom: 2px solid #111827; padding-bottom: 12px; }
  header img { max-height: 60px; max-width: 180px; }
  h1 { font-size: 20pt; margin: 0 0 4px; }
  h2 { font-size: 11pt; margin: 0 0 4px; color: #4b5563; }
  .store { font-size: 9.5pt; color: #374151; white-space: pre-line; }
  .facts { margin: 16px 0; display: grid; grid-template-columns: 1fr 1fr; gap: 16px; }
  .facts p { margin: 0; }
  table { width: 100%; border-collapse: collapse; margin-top: 12px; }
  th { text-align: start; font-size: 9pt; color: #4b5563; border-bottom: 1px solid #9ca3af; padding: 6px 4px; }
  td { border-bottom: 1px solid #e5e7eb; padding: 6px 4px; vertical-align: top; }
  .num { text-align: end; white-space: nowrap; }
  .detail { color: #4b5563; font-size: 9pt; }
  .totals { margin-top: 12px; margin-inline-start: auto; width: 45%; }
  .totals td { border: 0; padding: 3px 4px; }
  .totals .grand td { border-top: 2px solid #111827; font-weight: bold; font-size: 12pt; }
  .sheet + .sheet { break-before: page; }
`;

/** The whole HTML document: one sheet per part (several orders' packing slips print as one PDF). */
export function documentPage(store: Store, input: { title: string; sheets: string[] }) {
  const dir = store.language === "ar" ? "rtl" : "ltr";
  return `<!doctype html><html lang="${escapeHtml(store.language)}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(input.title)}</title><style>${STYLE}</style></head><body>${input.sheets.map((sheet) => `<section class="sheet">${sheet}</section>`).join("")}</body></html>`;
}

/** The store's logo inlined as a data URL, so that printing fetches nothing; null without one. */
export async function logoDataUrl(store: Store): Promise<string | null> {
  const logo = await storeLogo(store);
  return logo ? `data:${logo.mimeType};base64,${logo.bytes.toString("base64")}` : null;
}

/** The sheet's header: the document's title and numbers on one side, the store (logo, name, address, tax id) on the other. */
export function storeHeader(store: Store, input: { logo: string | null; title: string; facts: string[]; taxIdLabel: string }) {
  const storeLines = [store.address, store.taxId ? `${input.taxIdLabel}: ${store.taxId}` : ""].filter(Boolean);
  return `<header><div><h1>${escapeHtml(input.title)}</h1>${input.facts.map((fact) => `<div>${fact}</div>`).join("")}</div><div>${
    input.logo ? `<img src="${input.logo}" alt="">` : ""
  }<h2>${words(store.name)}</h2><div class="store">${storeLines.map(words).join("\n")}</div></div></header>`;
}

type AddressedOrder = {
  shippingDetails: Prisma.JsonValue | null;
  billingDetails: Prisma.JsonValue | null;
  pickupPoint: { name: string; address: string; phone: string | null } | null;
};

/**
 * Where the order goes, under its heading (`pickupAt` or `shipTo`): the pickup point, or the delivery
 * address (the billing one when there is no other); nothing at all for an order with neither.
 */
export function deliveryBlock(store: Store, order: AddressedOrder, headings: { pickupAt: string; shipTo: string }): string {
  const lines = order.pickupPoint
    ? pickupPointLines(order.pickupPoint)
    : deliveryAddressLines(asObject(order.shippingDetails) ?? asObject(order.billingDetails), store.language);
  if (lines.length === 0) return "";
  const heading = order.pickupPoint ? headings.pickupAt : headings.shipTo;
  return `<div><h2>${escapeHtml(heading)}</h2>${lines.map((line) => `<p>${words(line.text)}</p>`).join("")}</div>`;
}

/** The options bought with a line, as stored ([{name, text}]), each with the text the shopper gave (an engraving). */
export function lineOptions(options: Prisma.JsonValue | null, textLabel: string): string[] {
  if (!Array.isArray(options)) return [];
  return options.flatMap((option) => {
    const o = asObject(option as Prisma.JsonValue);
    if (!o || typeof o.name !== "string") return [];
    return [typeof o.text === "string" && o.text ? `${o.name} — ${textLabel}: “${o.text}”` : o.name];
  });
}

/** A line's product, variant and options, the options under it. */
export const lineDescription = (line: { name: string; variant: string | null; options: Prisma.JsonValue | null }, textLabel: string) =>
  `${words(line.name)}${line.variant ? `<div class="detail">${words(line.variant)}</div>` : ""}${lineOptions(line.options, textLabel)
    .map((option) => `<div class="detail">${words(option)}</div>`)
    .join("")}`;
