import { expect, type Page } from "@playwright/test";
import type { Language } from "../../lib/i18n/messages";
import { accountMessages } from "../../lib/storefront/messages/account";
import { checkoutMessages } from "../../lib/storefront/messages/checkout";
import { LANGUAGE_COOKIE } from "../../lib/i18n/language";
import { CURRENCY_COOKIE } from "../../lib/storefront/preferences";
import { screenshots as takeScreenshots } from "./screens";

export { expectAccessible } from "./screens";

// A shopper's walk through the storefront's session and checkout pages, in the words the shopper
// reads (the catalogs), so that one walk serves every language.

export type Walk = { language: Language; currency?: string };

export const texts = (language: Language) => ({
  account: (key: Parameters<typeof accountMessages>[1], params?: Record<string, string | number>) => accountMessages(language, key, params),
  checkout: (key: Parameters<typeof checkoutMessages>[1], params?: Record<string, string | number>) => checkoutMessages(language, key, params),
});

/** The shopper's remembered language and currency, as the storefront's controls keep them. */
export async function remember(page: Page, baseURL: string, { language, currency }: Walk) {
  const url = new URL(baseURL);
  const cookie = (name: string, value: string) => ({ name, value, domain: url.hostname, path: "/" });
  await page.context().addCookies([cookie(LANGUAGE_COOKIE, language), ...(currency ? [cookie(CURRENCY_COOKIE, currency)] : [])]);
}

/**
 * Two lines in the browser's cart before signing in (a product with a variant, one without), by the
 * API's own answers: the variant with the most stock, since paid orders keep theirs.
 */
export async function fillGuestCart(page: Page) {
  await page.goto("/sign-in");
  await page.evaluate(async () => {
    const details = async (slug: string) => (await fetch(`/shop-api/product-details/${slug}`)).json();
    const slippers = await details("babouche-leather-slippers");
    const wallet = await details("leather-card-wallet");
    type Price = { variant_key: string; color_id: number | null; quantity: number };
    const stocked = (slippers.variantsDataPrice as Price[]).reduce((most, price) => (price.quantity > most.quantity ? price : most));
    const variant = (slippers.variantsDataNew as { variant_key: string; variant: unknown }[]).find((v) => v.variant_key === stocked.variant_key)!.variant;
    const lines = [
      { id: slippers.product.id, quantity: 1, color: stocked.color_id, variant },
      { id: wallet.product.id, quantity: 2 },
    ];
    localStorage.setItem("guest-cart", JSON.stringify(lines));
  });
}

/** A new account, signed in, registered by the browser through the forwarder as the register page does. */
export async function registerInBrowser(page: Page, name: string) {
  const registered = await page.evaluate(
    async ({ name, email }) => {
      const response = await fetch("/shop-api/register-customer", {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ name, email, phone: "0611223344", password: "Password-123", password_confirmation: "Password-123" }),
      });
      return response.status;
    },
    { name, email: `shopper-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com` },
  );
  expect(registered).toBe(200);
}

/** A new account, registered from the checkout's invitation, back on the checkout; `shop`: another store's origin than the demo's. */
export async function registerAtCheckout(page: Page, language: Language, shop = "") {
  const t = texts(language);
  await page.goto(`${shop}/checkout`);
  await expect(page.getByRole("heading", { name: t.checkout("signInTitle") })).toBeVisible();
  await page.getByRole("link", { name: t.checkout("register") }).click();
  await expect(page).toHaveURL(/\/register\?next=%2Fcheckout/);
  const email = `shopper-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await page.getByLabel(t.account("name")).fill("Salma Bennani");
  await page.getByLabel(t.account("email")).fill(email);
  await page.getByLabel(t.account("phone")).fill("+212600112233");
  await page.getByLabel(t.account("password"), { exact: true }).fill("atlas-mint-tea-2026");
  await page.getByLabel(t.account("passwordConfirmation")).fill("atlas-mint-tea-2026");
  await page.getByRole("button", { name: t.account("register") }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  return email;
}

/** Home delivery to Casablanca (a town of the region Casablanca-Settat), the cheapest option chosen for the shopper. */
export async function deliverHome(page: Page, language: Language) {
  const t = texts(language).checkout;
  await page.getByRole("radio", { name: t("homeDelivery") }).check();
  await page.getByLabel(t("country")).selectOption({ label: "Morocco" });
  await page.getByLabel(t("city")).selectOption({ label: "Casablanca-Settat" });
  await page.getByLabel(t("state")).selectOption({ label: "Casablanca" });
  await page.getByLabel(t("address")).fill("27 Rue Ibnou Mounir");
  await expect(page.getByRole("radio", { name: "Standard delivery" })).toBeVisible();
}

export async function applyCoupon(page: Page, language: Language, code: string) {
  const t = texts(language).checkout;
  await page.getByLabel(t("coupon")).fill(code);
  await page.getByRole("button", { name: t("apply") }).click();
  await expect(page.getByRole("status").filter({ hasText: code })).toBeVisible();
}

export async function placeOrderWith(page: Page, language: Language, method: string) {
  const t = texts(language).checkout;
  await page.getByRole("radio", { name: method }).check();
  await page.getByRole("button", { name: t("placeOrder") }).click();
}

/** The page on a phone and on a desktop, saved for people to look at (support/screens.ts). */
export const screenshots = (page: Page, name: string) => takeScreenshots(page, "storefront", name);
