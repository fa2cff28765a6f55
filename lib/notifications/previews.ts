import type { Store } from "../db/generated/client";
import { db } from "../db/client";
import { defineMessages } from "../i18n/messages";
import { Decimal } from "../money/money";
import { currencySymbols } from "../orders/order-currency";
import { orderCode } from "../orders/order-codes";
import { PAYMENT_STATUS } from "../orders/status";
import { passwordResetMessages } from "../passwords/messages";
import { roleMessages, staffMessages } from "../staff/messages";
import { emailHtml } from "./email-layout";
import { orderEmail, type EmailOrder } from "./order-emails";
import type { EmailPreviewKind } from "./schemas";

// Each e-mail as the store's customers and people will get it, written by the same functions as
// the real ones, from a sample order of the store's own products (the first two it sells), in its
// currency and language: what the owner checks before going live (Shopify's notification previews).

const sample = defineMessages({
  en: { customer: "Amina El Idrissi", product: "Sample product", method: "Cash On Delivery", person: "Youssef", note: "Send the parcel to our shop." },
  fr: {
    customer: "Amina El Idrissi",
    product: "Produit d'exemple",
    method: "Paiement à la livraison",
    person: "Youssef",
    note: "Envoyez le colis à notre boutique.",
  },
  ar: { customer: "أمينة الإدريسي", product: "منتج تجريبي", method: "الدفع عند الاستلام", person: "يوسف", note: "أرسل الطرد إلى متجرنا." },
});

async function sampleOrder(store: Store): Promise<EmailOrder> {
  const s = (key: Parameters<typeof sample>[1]) => sample(store.language, key);
  const products = await db().product.findMany({
    where: { storeId: store.id, status: 1 },
    orderBy: { id: "asc" },
    take: 2,
    select: { name: true, prices: { take: 1, orderBy: { id: "asc" }, select: { unitPrice: true } } },
  });
  const lines = (products.length ? products : [{ name: s("product"), prices: [{ unitPrice: new Decimal(100) }] }]).map((product, index) => ({
    id: index + 1,
    name: product.name,
    variant: null,
    quantity: index + 1,
    unitPrice: product.prices[0]?.unitPrice ?? new Decimal(0),
  }));
  return {
    code: orderCode(new Date(), 1001),
    currencyCode: store.currencyCode,
    conversionRate: new Decimal(1),
    totalPayable: lines.reduce((sum, line) => sum.plus(line.unitPrice.times(line.quantity)), new Decimal(0)),
    paymentMethodName: s("method"),
    paymentStatus: PAYMENT_STATUS.PAID,
    carrier: "dhl",
    trackingNumber: "JD014600001234",
    customer: { name: s("customer"), email: "amina@example.com" },
    lines,
  };
}

/** The e-mail's subject and text as it would be sent now. */
async function sampleMail(store: Store, template: EmailPreviewKind): Promise<{ subject: string; text: string }> {
  const s = (key: Parameters<typeof sample>[1]) => sample(store.language, key);
  const words = { store: store.name, name: s("customer"), code: "482913", link: "https://example.com/reset-password?token=…" };
  if (template === "customerResetCode")
    return { subject: passwordResetMessages(store.language, "codeSubject", words), text: passwordResetMessages(store.language, "codeBody", words) };
  if (template === "ownerResetLink")
    return { subject: passwordResetMessages(store.language, "linkSubject", words), text: passwordResetMessages(store.language, "linkBody", words) };
  if (template === "staffInvitation") {
    const invited = {
      ...words,
      owner: store.name,
      name: s("person"),
      role: roleMessages(store.language, "orders"),
      link: "https://example.com/accept-invitation?token=…",
    };
    return { subject: staffMessages(store.language, "invitationSubject", invited), text: staffMessages(store.language, "invitationBody", invited) };
  }
  const order = await sampleOrder(store);
  const symbol = (await currencySymbols(store.id))(order.currencyCode);
  const asked = { items: [{ line_id: 1, quantity: 1 }], reason: "size_too_large", freeReturn: store.freeReturns };
  return orderEmail(store, {
    template,
    order,
    step: { symbol, refund: { amount: order.lines[0]!.unitPrice }, asked, note: template.startsWith("return") ? s("note") : undefined },
  });
}

/** GET /email-previews/{template}: the e-mail's subject, text and HTML (its logo inlined, for a page to show). */
export async function emailPreview(store: Store, input: { template: EmailPreviewKind }) {
  const mail = await sampleMail(store, input.template);
  const { html } = await emailHtml(store, { ...mail, inlineLogo: true });
  return { template: input.template, ...mail, html };
}
