import { expect, test } from "@playwright/test";
import { shopMessages } from "../lib/storefront/messages/shop";
import { VIEWPORTS } from "./support/screens";
import { registerInBrowser } from "./support/storefront";

// On a phone, signed in: the babouches' colours and sizes are variants of their own, so a size sold
// out in one colour shows so before the tap and not in another; the cart's line names its colour,
// its stepper changes the account's line, and WELCOME10 applies in the cart to the coloured line.

const t = (key: Parameters<typeof shopMessages>[1], params?: Record<string, string | number>) => shopMessages("en", key, params);
const NAME = "Babouche Leather Slippers";

test.use({ viewport: VIEWPORTS.phone });

test("a coloured size sold out shows before the tap; the cart's coloured line steps and takes a coupon", async ({ page }) => {
  await page.goto("/sign-in");
  await registerInBrowser(page, "Variant Test");

  await page.goto("/product/babouche-leather-slippers");
  const sizes = page.getByRole("group", { name: "Size" });
  // The demo's Mustard L has no stock: disabled and labelled; in Fez Red, L is sold.
  await page.getByRole("button", { name: "Mustard" }).click();
  const large = sizes.getByRole("button", { name: /^L/ });
  await expect(large).toBeDisabled();
  await expect(large).toContainText(t("outOfStock"));
  await page.getByRole("button", { name: "Fez Red" }).click();
  await expect(large).toBeEnabled();
  await expect(large).not.toContainText(t("outOfStock"));
  await large.click();
  await page.getByRole("button", { name: t("addToCart") }).click();
  await expect(page.getByRole("link", { name: t("cartCount", { count: 1 }) })).toBeVisible();

  await page.goto("/cart");
  const line = page.getByRole("region", { name: t("yourCart") }).getByRole("listitem");
  await expect(line).toHaveCount(1, { timeout: 15_000 });
  await expect(line).toContainText("Color: Fez Red, Size: L");
  await page.getByRole("button", { name: t("increase", { name: NAME }) }).click();
  await expect(page.getByLabel(t("quantityOf", { name: NAME }))).toHaveValue("2");
  await expect(page.getByRole("link", { name: t("cartCount", { count: 2 }) })).toBeVisible();
  // Fez Red L at 280.00, twice.
  await expect(line).toContainText("560.00");

  await page.getByLabel(t("coupon")).fill("WELCOME10");
  await page.getByRole("button", { name: t("apply") }).click();
  await expect(page.getByRole("status").filter({ hasText: t("couponApplied", { code: "WELCOME10" }) })).toBeVisible();
  const summary = page.getByRole("region", { name: t("orderSummary") });
  await expect(summary.getByRole("definition").filter({ hasText: "56.00" })).toBeVisible();
  await expect(summary.getByRole("definition").filter({ hasText: "504.00" })).toBeVisible();

  // Reloaded, the account's line kept its quantity.
  await page.reload();
  await expect(page.getByLabel(t("quantityOf", { name: NAME }))).toHaveValue("2");
});
