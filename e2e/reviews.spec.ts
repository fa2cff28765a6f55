import { expect, test } from "@playwright/test";
import { reviewMessages } from "../lib/dashboard/messages/reviews";
import { shopMessages } from "../lib/storefront/messages/shop";
import { deliverOnScreen, inFrenchAndArabic, platformUrl, screenshots as dashboardScreenshots, signIn } from "./dashboard-support";
import * as shopper from "./support/storefront";

// A review from both sides, on the demo store (a /register store has no products nor delivered
// orders to review without a long setup): a shopper on a phone, in French, orders, the owner
// delivers; the shopper writes a review on the product page and is told it awaits approval; the
// owner approves and answers it on the Reviews screen; the product page shows it with the answer.

test.describe.configure({ timeout: 240_000 });

const PHONE = { width: 390, height: 844 };
const PRODUCT = "/product/leather-card-wallet";
const COMMENT = `Cuir souple, coutures nettes ${Date.now().toString(36)}`;
const fr = (key: Parameters<typeof shopMessages>[1], params?: Record<string, string | number>) => shopMessages("fr", key, params);

test("a shopper reviews a delivered product from a phone in French; the owner approves and answers it; the product page shows it", async ({
  page,
  baseURL,
}) => {
  // The shopper orders, signed up at checkout, in French on a phone.
  await page.setViewportSize(PHONE);
  await shopper.remember(page, baseURL!, { language: "fr" });
  await shopper.fillGuestCart(page);
  await shopper.registerAtCheckout(page, "fr");
  await shopper.deliverHome(page, "fr");
  await shopper.placeOrderWith(page, "fr", "Cash On Delivery");
  await expect(page).toHaveURL(/\/checkout\/confirmation\/\d+$/);
  const orderId = Number(/confirmation\/(\d+)/.exec(page.url())![1]);

  // Not delivered yet: no form on the product page.
  await page.goto(PRODUCT);
  await expect(page.getByRole("heading", { name: fr("reviews") })).toBeVisible();
  await expect(page.getByRole("heading", { name: fr("writeReview") })).toHaveCount(0);

  // The owner delivers it.
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, baseURL);
  await deliverOnScreen(page, baseURL, orderId);

  // The shopper writes the review and is told it waits for the store's approval.
  await page.setViewportSize(PHONE);
  await page.goto(PRODUCT);
  const form = page.locator("form").filter({ has: page.getByRole("heading", { name: fr("writeReview") }) });
  await form.locator("label", { has: page.getByRole("radio", { name: fr("rating", { rating: 4 }) }) }).click();
  await expect(form.getByRole("radio", { name: fr("rating", { rating: 4 }) })).toBeChecked();
  await form.getByLabel(fr("yourReview")).fill(COMMENT);
  await shopper.screenshots(page, "review-form-fr");
  await shopper.expectAccessible(page);
  await form.getByRole("button", { name: fr("sendReview") }).click();
  await expect(page.getByRole("status").filter({ hasText: fr("reviewHeld") })).toBeVisible();
  await page.reload();
  await expect(page.getByText(COMMENT)).toHaveCount(0);
  await expect(page.getByText(fr("reviewedAlready"))).toBeVisible();

  // The owner finds it waiting, answers and approves it.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(platformUrl(baseURL, "/dashboard/reviews"));
  const en = (key: Parameters<typeof reviewMessages>[1]) => reviewMessages("en", key);
  await page.getByLabel(en("status")).selectOption({ label: en("pending") });
  const item = page.getByRole("listitem").filter({ hasText: COMMENT });
  await expect(item.getByText(en("verified"))).toBeVisible();
  await dashboardScreenshots(page, "reviews-pending");
  await inFrenchAndArabic(page, baseURL, "reviews", async (language) => {
    await expect(page.getByRole("heading", { name: language === "fr" ? "Avis" : "التقييمات" })).toBeVisible();
  });
  await page.getByLabel(en("status")).selectOption({ label: en("pending") });
  await item.getByRole("button", { name: en("answer") }).click();
  await item.getByLabel(en("reply")).fill("Merci beaucoup, à bientôt !");
  await item.getByRole("button", { name: en("approve") }).click();
  await page.getByLabel(en("status")).selectOption({ label: en("approved") });
  await expect(item.getByText(en("approved"), { exact: true })).toBeVisible();

  // The product page shows it with the store's answer, in French, then English and Arabic.
  // (The dashboard's language switch above cleared every "language" cookie, the shopper's too.)
  await page.setViewportSize(PHONE);
  await shopper.remember(page, baseURL!, { language: "fr" });
  await page.goto(`${PRODUCT}#reviews`);
  const shown = page.getByRole("listitem").filter({ hasText: COMMENT });
  await expect(shown).toBeVisible();
  await expect(shown.getByText("Merci beaucoup, à bientôt !")).toBeVisible();
  await expect(shown.getByRole("img", { name: fr("rating", { rating: 4 }) })).toBeVisible();
  await shown.scrollIntoViewIfNeeded();
  await shopper.screenshots(page, "reviews-fr");
  for (const language of ["en", "ar"] as const) {
    await shopper.remember(page, baseURL!, { language });
    await page.reload();
    await expect(page.getByRole("heading", { name: shopMessages(language, "reviews") })).toBeVisible();
    await page.getByRole("heading", { name: shopMessages(language, "reviews") }).scrollIntoViewIfNeeded();
    await shopper.screenshots(page, `reviews-${language}`);
  }
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  expect(jsonLd.review.map((review: { reviewBody: string }) => review.reviewBody)).toContain(COMMENT);
});
