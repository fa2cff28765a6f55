import { expect, test } from "@playwright/test";
import { fakeControl, type FakeGateway } from "../tests/support/fake-gateway";
import { inFrenchAndArabic, platformUrl, screenshots, signIn } from "./dashboard-support";
import { startStripe } from "./support/gateways";
import { mailsTo } from "./support/mailbox";
import { routePaymentSdks } from "./support/payment-stand-ins";
import { paidByStripeWebhook, policyViolations } from "./support/stripe-payment";
import * as shopper from "./support/storefront";

// A card-paid order cancelled by its owner with its refund in the same step: the money back
// through Stripe (the fake), the order cancelled and refunded, the shopper e-mailed.

test.describe.configure({ timeout: 180_000 });

let stripe: FakeGateway;
test.beforeAll(async () => {
  stripe = await startStripe();
});
test.afterAll(async () => {
  await stripe?.close();
});

test("the owner cancels a Stripe-paid order and refunds it in the same step", async ({ page, baseURL }) => {
  const refused = policyViolations(page);
  await routePaymentSdks(page);
  await shopper.remember(page, baseURL!, { language: "en" });
  await shopper.fillGuestCart(page);
  const email = await shopper.registerAtCheckout(page, "en");
  await shopper.deliverHome(page, "en");
  await shopper.placeOrderWith(page, "en", "Credit / Debit Card (Stripe)");
  await page.getByRole("button", { name: "Pay now" }).click();
  await paidByStripeWebhook(page, refused, stripe.url);
  const orderId = /confirmation\/(\d+)/.exec(page.url())![1]!;

  await signIn(page, baseURL);
  await page.goto(platformUrl(baseURL, `/dashboard/orders/${orderId}`));
  // A paid order is not cancelled alone: its money goes back with it.
  await expect(page.getByRole("button", { name: "Cancel order" })).toHaveCount(0);
  await page.getByRole("button", { name: "Cancel and refund" }).click();
  const form = page.getByRole("form", { name: "Cancel and refund" });
  await expect(form.getByLabel(/^Amount/)).toBeVisible();
  await screenshots(page, "refund-dialog");
  await inFrenchAndArabic(page, baseURL, "refund-dialog", async (language) => {
    await page.getByRole("button", { name: language === "fr" ? "Annuler et rembourser" : "إلغاء واسترداد" }).click();
    await expect(page.getByRole("form")).toBeVisible();
  });

  await page.getByRole("button", { name: "Cancel and refund" }).click();
  await form.getByLabel("Reason").fill("Out of stock at the warehouse");
  await form.getByRole("button", { name: "Cancel and refund" }).click();
  await expect(page.getByRole("main").getByText("Refunded", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("main").getByText("Cancelled", { exact: true }).first()).toBeVisible();
  await expect(
    page
      .getByRole("listitem")
      .filter({ hasText: /Refund of \d/ })
      .first(),
  ).toBeVisible();
  const refunds = (await fakeControl(stripe.url).requests()).filter((r) => r.path === "/v1/refunds");
  expect(refunds).toHaveLength(1);
  await expect.poll(() => mailsTo(email).map((mail) => mail.subject), { timeout: 30_000 }).toContainEqual(expect.stringMatching(/^Refund for your order /));
});
