import { expect, test, type Page } from "@playwright/test";
import { isolate } from "../lib/i18n/language";
import {
  applyCoupon,
  deliverHome,
  expectAccessible,
  fillGuestCart,
  placeOrderWith,
  registerAtCheckout,
  remember,
  screenshots,
  texts,
  type Walk,
} from "./support/storefront";

// A shopper's order from the cart kept in the browser to its cancellation: registering from the
// checkout (the cart follows), home delivery or pickup, WELCOME10, Cash On Delivery, the
// confirmation, the account with the order and its tracking, "Cancel order"; in English, French,
// and Arabic (right to left) priced in USD.

const ONE_PIXEL_PNG = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

async function orderedId(page: Page) {
  await expect(page).toHaveURL(/\/checkout\/confirmation\/\d+$/);
  return Number(/confirmation\/(\d+)/.exec(page.url())![1]);
}

test("a guest signs in, is sent back where they were, and signs out", async ({ page }) => {
  await page.goto("/account");
  await expect(page).toHaveURL(/\/sign-in\?next=%2Faccount$/);
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await screenshots(page, "sign-in");
  await expectAccessible(page);

  await page.getByLabel("Email").fill("customer@example.com");
  await page.getByLabel("Password").fill("wrong password");
  await page.getByRole("button", { name: "Sign in" }).click();
  // Next's route announcer is an alert too: the refusal is the one that says something.
  await expect(page.getByRole("alert").filter({ hasText: "These credentials do not match our records." })).toBeVisible();
  await page.getByLabel("Password").fill("password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole("heading", { name: "Your account" })).toBeVisible();
  // Customer of the demo: 16+ orders, so the list is paged as /order pages it (15 a page).
  await expect(page.getByRole("link", { name: /^View order / })).toHaveCount(15);
  await page.getByRole("navigation", { name: "Pages of your orders" }).getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/account\?page=2$/);
  await expect(page.getByRole("link", { name: /^View order / }).first()).toBeVisible();

  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/account");
  await expect(page).toHaveURL(/\/sign-in/);
});

test("a shopper's profile keeps a new name and picture", async ({ page, baseURL }) => {
  await remember(page, baseURL!, { language: "en" });
  await fillGuestCart(page);
  await page.goto("/register");
  await screenshots(page, "register");
  await expectAccessible(page);
  await registerAtCheckout(page, "en");
  await page.goto("/account");
  await page.getByLabel("Full name").fill("Salma B.");
  await page.locator('input[type="file"]').setInputFiles({ name: "me.png", mimeType: "image/png", buffer: Buffer.from(ONE_PIXEL_PNG, "base64") });
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your profile is saved." })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Full name")).toHaveValue("Salma B.");
  await expect(page.getByRole("img", { name: "Profile picture" })).toHaveAttribute("src", /\/uploads\//);
});

for (const walk of [{ language: "en" }, { language: "fr" }, { language: "ar", currency: "USD" }] satisfies Walk[]) {
  test(`registers at checkout, orders with WELCOME10 and Cash On Delivery, follows and cancels the order (${walk.language}${walk.currency ? `, ${walk.currency}` : ""})`, async ({
    page,
    baseURL,
  }) => {
    const t = texts(walk.language);
    await remember(page, baseURL!, walk);
    await fillGuestCart(page);
    await registerAtCheckout(page, walk.language);
    await expect(page.locator("html")).toHaveAttribute("dir", walk.language === "ar" ? "rtl" : "ltr");

    // The cart kept in the browser is the account's now.
    const summary = page.getByRole("complementary");
    await expect(summary.getByText("Babouche Leather Slippers")).toBeVisible();
    await expect(summary.getByText("Leather Card Wallet")).toBeVisible();
    if (walk.currency) await expect(summary.getByText("$").first()).toBeVisible();

    if (walk.language === "fr") {
      await page.getByRole("radio", { name: t.checkout("pickup") }).check();
      await page.getByRole("radio", { name: "Atlas Home Corner Gueliz" }).check();
    } else await deliverHome(page, walk.language);
    await applyCoupon(page, walk.language, "WELCOME10");
    if (walk.language === "en") {
      await screenshots(page, "checkout");
      await expectAccessible(page);
    }
    await placeOrderWith(page, walk.language, "Cash On Delivery");

    const id = await orderedId(page);
    await expect(page.getByRole("heading", { name: t.checkout("confirmationTitle") })).toBeVisible();
    await expect(page.getByText(t.account("unpaid"), { exact: true })).toBeVisible();
    // Amounts in the currency the order was placed in, with the store's symbol for it.
    const symbol = walk.currency ? "$" : "DH";
    await expect(page.locator("dd").filter({ hasText: symbol }).first()).toBeVisible();
    await screenshots(page, `confirmation-${walk.language}`);
    await expectAccessible(page);

    await page.goto("/account");
    const code = (await page.getByRole("link", { name: /ORD-/ }).first().getAttribute("aria-label"))!.match(/ORD-\S+/)![0];
    await expect(page.getByRole("link", { name: /ORD-/ }).first()).toContainText(symbol);
    await screenshots(page, `account-${walk.language}`);
    await expectAccessible(page);
    await page.getByRole("link", { name: t.account("viewOrder", { code }) }).click();
    await expect(page).toHaveURL(new RegExp(`/account/orders/${id}$`));
    await expect(page.getByRole("heading", { name: t.account("orderTitle", { code: isolate(code) }) })).toBeVisible();
    const tracking = page.getByRole("region", { name: t.account("tracking") }).getByRole("listitem");
    await expect(tracking).toHaveCount(1);
    if (walk.language === "fr") await expect(page.getByText("Atlas Home Corner Gueliz")).toBeVisible();
    await screenshots(page, `order-${walk.language}`);
    await expectAccessible(page);

    page.once("dialog", (dialog) => void dialog.accept());
    await page.getByRole("button", { name: t.account("cancelOrder") }).click();
    await expect(page.getByText(t.account("status_cancelled"), { exact: true })).toBeVisible();
    await expect(tracking).toHaveCount(2);
    await expect(page.getByRole("button", { name: t.account("cancelOrder") })).toHaveCount(0);
  });
}
