import { expect, test, type Page } from "@playwright/test";
import { shopMessages } from "../lib/storefront/messages/shop";
import { VIEWPORTS } from "./support/screens";
import { deliverHome, placeOrderWith, registerAtCheckout, screenshots } from "./support/storefront";

// A shopper on a phone customizes the demo's cedar gift box: Large (+150) and a personal message
// (+90) with the words to engrave, within the owner's 60 characters. The page adds the options to
// the price, the cart (priced by the API) shows them, and the order placed after registering keeps
// them: 250 + 150 + 90 = 490 DH.

const t = (key: Parameters<typeof shopMessages>[1], params?: Record<string, string | number>) => shopMessages("en", key, params);

/** Clicks before React has hydrated the page would be lost: wait for Next's router and the page's requests. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  await page.waitForFunction(() => (window as unknown as { next?: { router?: unknown } }).next?.router !== undefined);
}

test("on a phone: the gift box with Large and an engraved message is priced, carted and ordered with its options", async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(VIEWPORTS.phone);
  await open(page, "/product/custom-engraved-cedar-gift-box");
  const main = page.getByRole("main");
  await expect(main).toContainText("DH 250.00");

  await page.getByRole("radio", { name: /Large/ }).check();
  await expect(main).toContainText("DH 400.00");
  const engraving = page.getByRole("group", { name: /Engraving/ });
  await engraving.getByRole("checkbox", { name: /Personal message/ }).check();
  await expect(main).toContainText("DH 490.00");

  // The text is asked for once the option is chosen, and checked before adding.
  const message = page.getByRole("textbox", { name: "Your message" });
  await expect(message).toHaveAttribute("maxlength", "60");
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByRole("status")).toContainText(t("textMissing", { option: "Personal message" }));
  await message.fill("Pour Amina");
  await expect(engraving).toContainText(t("textCount", { count: 10, max: 60 }));
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByRole("status")).toContainText(t("added"));
  await screenshots(page, "product-options");

  // The guest's cart is priced by the API with the options.
  await open(page, "/cart");
  const cart = page.getByRole("region", { name: t("yourCart") });
  await expect(cart).toContainText("Box size: Large (40 × 30 cm)");
  await expect(cart).toContainText('Engraving: Personal message "Pour Amina"');
  await expect(cart).toContainText("DH 490.00");

  // Registering moves the line into the account's cart with its options; the order keeps them.
  await registerAtCheckout(page, "en");
  const summary = page.getByRole("complementary");
  await expect(summary).toContainText('Large (40 × 30 cm), Personal message: "Pour Amina"');
  await expect(summary).toContainText("DH 490.00");
  await deliverHome(page, "en");
  await placeOrderWith(page, "en", "Cash On Delivery");
  await expect(page).toHaveURL(/\/checkout\/confirmation\/\d+$/);
  const orderId = /confirmation\/(\d+)/.exec(page.url())![1];
  await open(page, `/account/orders/${orderId}`);
  await expect(page.getByRole("main")).toContainText('Large (40 × 30 cm), Personal message: "Pour Amina"');
  await expect(page.getByRole("main")).toContainText("490.00");
});
