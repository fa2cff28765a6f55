import { expect, test } from "@playwright/test";
import { fakeControl, type FakeGateway } from "../tests/support/fake-gateway";
import { inFrenchAndArabic, platformUrl, screenshots, signIn } from "./dashboard-support";
import { startStripe } from "./support/gateways";
import { mailsTo } from "./support/mailbox";
import { paidByCard } from "./support/stripe-payment";

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
  const { orderId, email } = await paidByCard(page, baseURL!, stripe.url);

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
