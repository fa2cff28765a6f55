import { expect, test, type Download } from "@playwright/test";
import { fakeControl, type FakeGateway } from "../tests/support/fake-gateway";
import { deliverOnScreen, inFrenchAndArabic, platformUrl, screenshots as dashboardScreenshots, signIn } from "./dashboard-support";
import { startStripe } from "./support/gateways";
import { mailsTo } from "./support/mailbox";
import { paidByCard } from "./support/stripe-payment";
import * as shopper from "./support/storefront";

// A return from both sides: a card-paid order delivered by its owner; the shopper, on a phone and
// in French, asks to return one of its items; the owner approves it with a word on where to send
// it, then receives the parcel with restock and a refund through Stripe (the fake); the shopper
// sees the line returned, and downloads the invoice and the refund's credit note.

test.describe.configure({ timeout: 240_000 });

let stripe: FakeGateway;
test.beforeAll(async () => {
  stripe = await startStripe();
});
test.afterAll(async () => {
  await stripe?.close();
});

const PHONE = { width: 390, height: 844 };

async function pdfOf(download: Download) {
  const chunks = await (await download.createReadStream()).toArray();
  return Buffer.concat(chunks);
}

test("a shopper returns an item of a card-paid order from a phone; the owner receives it with restock and a Stripe refund", async ({ page, baseURL }) => {
  const { orderId, email } = await paidByCard(page, baseURL!, stripe.url);

  // The owner sends it and it arrives.
  await signIn(page, baseURL);
  await deliverOnScreen(page, baseURL, orderId);
  const order = (await (await page.request.get(platformUrl(baseURL, `/dashboard-api/orders/${orderId}`))).json()).data;

  // The shopper, on a phone and in French, asks to send the slippers back.
  await page.setViewportSize(PHONE);
  await shopper.remember(page, baseURL!, { language: "fr" });
  await page.goto(`/account/orders/${orderId}`);
  await page.getByRole("button", { name: "Retourner des articles" }).click();
  const form = page.getByRole("form", { name: "Retourner des articles" });
  const slippers = form.locator("label").filter({ hasText: "Babouche" });
  await slippers.getByRole("checkbox").check();
  await form.getByLabel("Motif").selectOption({ label: "Taille trop petite" });
  await form.getByLabel("Une note pour la boutique (facultatif)").fill("Une pointure au-dessus, s'il vous plaît.");
  await shopper.screenshots(page, "return-form-fr");
  await shopper.expectAccessible(page);
  await form.getByRole("button", { name: "Demander le retour" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Votre demande de retour est envoyée." })).toBeVisible();
  await expect(page.getByText("Retour demandé", { exact: true })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: /^Return requested: 1 × Babouche/ })).toBeVisible();

  // The owner finds it among the returns waiting, approves it, then receives the parcel.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(platformUrl(baseURL, "/dashboard/returns"));
  await page.getByLabel("Status").selectOption({ label: "Requested" });
  await page.getByRole("link", { name: order.order_code }).click();
  await expect(page.getByText("Size too small")).toBeVisible();
  await expect(page.getByText("Une pointure au-dessus, s'il vous plaît.")).toBeVisible();
  await dashboardScreenshots(page, "return-requested");
  await inFrenchAndArabic(page, baseURL, "return-requested", async (language) => {
    await expect(page.getByRole("button", { name: language === "fr" ? "Accepter" : "قبول" })).toBeVisible();
  });
  await page.getByLabel("Your note to the customer").fill("Send it to 12 Rue Atlas, Casablanca.");
  await page.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByRole("main").getByText("Approved", { exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Items received" }).click();
  const receive = page.getByRole("form", { name: "The parcel arrived" });
  await expect(receive.getByRole("switch", { name: "Put the items back in stock" })).toBeChecked();
  await expect(receive.getByRole("switch", { name: /^Refund the items/ })).toBeChecked();
  await dashboardScreenshots(page, "return-receive");
  await receive.getByRole("button", { name: "Mark received" }).click();
  await expect(page.getByRole("main").getByText("Received", { exact: true })).toBeVisible();
  await expect(page.getByText("Refunded", { exact: true })).toBeVisible();
  await expect(page.getByText("Back in stock", { exact: true })).toBeVisible();
  const refunds = (await fakeControl(stripe.url).requests()).filter((r) => r.path === "/v1/refunds");
  expect(refunds).toHaveLength(1);

  // The shopper sees it returned, and takes the invoice and the credit note.
  await page.setViewportSize(PHONE);
  await shopper.remember(page, baseURL!, { language: "fr" });
  await page.goto(`/account/orders/${orderId}`);
  await expect(page.getByText("Retourné", { exact: true })).toBeVisible();
  await expect(page.getByText("Partiellement remboursée", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Retourner des articles" })).toBeVisible();
  await shopper.screenshots(page, "order-returned-fr");
  const [invoice] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Facture" }).click()]);
  expect(invoice.suggestedFilename()).toMatch(/^INV-\d{4}-\d{6}\.pdf$/);
  expect((await pdfOf(invoice)).subarray(0, 5).toString()).toBe("%PDF-");
  const [note] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: /^Avoir AVR-/ }).click()]);
  expect(note.suggestedFilename()).toMatch(/^AVR-\d{4}-\d{6}\.pdf$/);
  expect((await pdfOf(note)).subarray(0, 5).toString()).toBe("%PDF-");

  await expect
    .poll(() => mailsTo(email).map((mail) => mail.subject), { timeout: 30_000 })
    .toEqual(
      expect.arrayContaining([
        `Your return request for order ${order.order_code}`,
        `Your return for order ${order.order_code} is approved`,
        `We received your returned items for order ${order.order_code}`,
        `Refund for your order ${order.order_code}`,
      ]),
    );
  const approved = mailsTo(email).find((mail) => mail.subject.endsWith("is approved"))!;
  expect(approved.text).toContain("Send it to 12 Rue Atlas, Casablanca.");
  expect(approved.text).toContain("The return shipping is yours to pay.");
});
