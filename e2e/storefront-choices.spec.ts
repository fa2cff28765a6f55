import { expect, test, type Page } from "@playwright/test";
import { formatMoney } from "../lib/dashboard/format";
import { formatPrice } from "../lib/money/price-format";
import { shopMessages } from "../lib/storefront/messages/shop";
import { platformUrl, signIn } from "./dashboard-support";
import { VIEWPORTS } from "./support/screens";
import { applyCoupon, deliverHome, placeOrderWith, registerInBrowser, remember, screenshots } from "./support/storefront";

// Every choice a shopper makes, from the product page to the owner's order screen: a French
// shopper on a phone, paying in euros (0.092 to the dirham), buys the cedar gift box in Large
// (+150 DH) with a personal message to engrave (+90 DH), and the babouches in Fez Red, size L
// (280 DH), with WELCOME10 taken in the cart. 490 DH is 45.08 €, 280 DH is 25.76 €; 10 % of 770 DH is
// 77 DH, 7.08 €; delivery is free above 500 DH: 693 DH, 63.76 €. The owner reads the same lines,
// options, colour and euro amounts.

const t = (key: Parameters<typeof shopMessages>[1], params?: Record<string, string | number>) => shopMessages("fr", key, params);
const euros = (amount: number) => formatPrice(amount, { code: "EUR", symbol: "€" }, "fr");
const BOX = 'Large (40 × 30 cm), Personal message: "Pour Amina"';
const SLIPPERS = "Color: Fez Red, Size: L";

test.use({ viewport: VIEWPORTS.phone });
test.describe.configure({ timeout: 180_000 });

/** Clicks before React has hydrated the page would be lost: wait for Next's router and the page's requests. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  await page.waitForFunction(() => (window as unknown as { next?: { router?: unknown } }).next?.router !== undefined);
}

test("options, colour and coupon from the product page to the order in euros, and on the owner's order screen", async ({ page, baseURL, browser }) => {
  await remember(page, baseURL!, { language: "fr", currency: "EUR" });
  await page.goto("/sign-in");
  await registerInBrowser(page, "Amina Choix");

  await open(page, "/product/custom-engraved-cedar-gift-box");
  const main = page.getByRole("main");
  await page.getByRole("radio", { name: /Large/ }).check();
  await page
    .getByRole("group", { name: /Engraving/ })
    .getByRole("checkbox", { name: /Personal message/ })
    .check();
  await page.getByRole("textbox", { name: "Your message" }).fill("Pour Amina");
  await expect(main).toContainText(euros(45.08));
  await page.getByRole("button", { name: t("addToCart") }).click();
  await expect(page.getByRole("status")).toContainText(t("added"));

  await open(page, "/product/babouche-leather-slippers");
  await page.getByRole("button", { name: "Fez Red" }).click();
  await page.getByRole("group", { name: "Size" }).getByRole("button", { name: /^L/ }).click();
  await expect(main).toContainText(euros(25.76));
  await page.getByRole("button", { name: t("addToCart") }).click();
  await expect(page.getByRole("link", { name: t("cartCount", { count: 2 }) })).toBeVisible();

  await open(page, "/cart");
  const lines = page.getByRole("region", { name: t("yourCart") }).getByRole("listitem");
  await expect(lines).toHaveCount(2, { timeout: 15_000 });
  await expect(lines.filter({ hasText: "Cedar Gift Box" })).toContainText(BOX);
  await expect(lines.filter({ hasText: "Babouche" })).toContainText(SLIPPERS);
  await page.getByLabel(t("coupon")).fill("WELCOME10");
  await page.getByRole("button", { name: t("apply") }).click();
  await expect(page.getByRole("status").filter({ hasText: t("couponApplied", { code: "WELCOME10" }) })).toBeVisible();
  const summary = page.getByRole("region", { name: t("orderSummary") });
  await expect(summary.getByRole("definition").filter({ hasText: euros(7.08) })).toBeVisible();
  await expect(summary.getByRole("definition").filter({ hasText: euros(63.76) })).toBeVisible();
  await screenshots(page, "cart-choices");

  await open(page, "/checkout");
  await deliverHome(page, "fr");
  await applyCoupon(page, "fr", "WELCOME10");
  await expect(page.getByRole("complementary")).toContainText(euros(63.76));
  await placeOrderWith(page, "fr", "Cash On Delivery");
  await expect(page).toHaveURL(/\/checkout\/confirmation\/\d+$/, { timeout: 30_000 });
  const orderId = /confirmation\/(\d+)/.exec(page.url())![1];
  await expect(page.getByRole("main")).toContainText(euros(63.76));

  await open(page, `/account/orders/${orderId}`);
  for (const text of [BOX, SLIPPERS, euros(45.08), euros(25.76), euros(7.08), euros(63.76)]) await expect(main).toContainText(text);
  await screenshots(page, "order-choices");

  // The owner's order screen: the same lines, options, colour, and the amounts charged in euros.
  const owner = await browser.newPage({ viewport: VIEWPORTS.desktop });
  await signIn(owner, baseURL);
  await owner.goto(platformUrl(baseURL, `/dashboard/orders/${orderId}`));
  const screen = owner.getByRole("main");
  for (const text of [BOX, SLIPPERS, formatMoney(45.08, "EUR", "en"), formatMoney(25.76, "EUR", "en"), formatMoney(63.76, "EUR", "en")]) {
    await expect(screen).toContainText(text);
  }
  await owner.close();
});
