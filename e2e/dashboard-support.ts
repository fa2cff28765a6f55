import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { screenshots as takeScreenshots } from "./support/screens";

export { expectAccessible } from "./support/screens";

// What the dashboard's browser tests share: the platform's address, signing in, screenshots at
// both sizes, and the accessibility check.

export const DEMO_OWNER = "owner@example.com";
export const ACME_OWNER = "acme@example.com";
export const PASSWORD = "password";

/** The platform host beside the store host Playwright's baseURL names (demo.localhost:PORT). */
export const platformUrl = (baseURL: string | undefined, path = "/") => `${baseURL!.replace("//demo.", "//")}${path}`;

export async function signIn(page: Page, baseURL: string | undefined, email = DEMO_OWNER, password = PASSWORD) {
  await page.goto(platformUrl(baseURL, "/sign-in"));
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** An owner's API token, for the calls a test makes to set up or clean up beside the browser. */
export async function ownerToken(request: APIRequestContext, baseURL: string | undefined, email = DEMO_OWNER) {
  const login = await request.post(platformUrl(baseURL, "/api/login"), { data: { email, password: PASSWORD } });
  return ((await login.json()) as { token: string }).token;
}

/** Signs out from the dashboard's frame; a click before React hydrated the page does nothing, so it is tried again. */
export async function signOut(page: Page) {
  await expect(async () => {
    await page.getByRole("button", { name: "Sign out", exact: true }).click();
    await expect(page).toHaveURL(/\/sign-in/, { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}

/** The owner takes the order to delivered on its screen, a step at a time as the status list offers them. */
export async function deliverOnScreen(page: Page, baseURL: string | undefined, orderId: number | string) {
  await page.goto(platformUrl(baseURL, `/dashboard/orders/${orderId}`));
  for (const step of ["Confirmed", "Shipped", "Delivered"]) {
    await page.getByLabel("New status").selectOption({ label: `Delivery: ${step}` });
    await page.getByRole("button", { name: "Update status" }).click();
    await expect(page.getByRole("listitem").filter({ hasText: `Order ${step.toLowerCase()}.` })).toBeVisible();
  }
}

/** The dashboard's screen at phone and desktop size, into e2e/screenshots/dashboard/ (support/screens.ts). */
export const screenshots = (page: Page, name: string) => takeScreenshots(page, "dashboard", name);

/**
 * The page again in French, then in Arabic (the "language" cookie; a reload, so a list is back on
 * its first page): `shown` waits for what the screenshot must hold in that language, then
 * `{name}-fr` and `{name}-ar` are saved; then the page again in English.
 */
export async function inFrenchAndArabic(page: Page, baseURL: string | undefined, name: string, shown: (language: "fr" | "ar") => Promise<void>) {
  for (const language of ["fr", "ar"] as const) {
    await page.context().addCookies([{ name: "language", value: language, url: platformUrl(baseURL) }]);
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    await shown(language);
    await screenshots(page, `${name}-${language}`);
  }
  await page.context().clearCookies({ name: "language" });
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
}

/** The demo store's customer API from the test (Node cannot resolve *.localhost: 127.0.0.1 with the store's Host). */
export function customerApi(
  request: APIRequestContext,
  baseURL: string | undefined,
  path: string,
  options: { method?: string; data?: unknown; token?: string } = {},
) {
  const url = new URL(baseURL!);
  return request.fetch(`http://127.0.0.1:${url.port}/api${path}`, {
    method: options.method ?? "GET",
    data: options.data,
    headers: { host: url.host, ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
  });
}

/** A new store made as a new merchant makes it, at /register, its owner signed in after: `{subdomain}@example.com`. */
export async function registerStore(
  page: Page,
  baseURL: string | undefined,
  { subdomain, owner, storeName }: { subdomain: string; owner: string; storeName: string },
) {
  await page.goto(platformUrl(baseURL, "/register"));
  await page.getByLabel("Store address").fill(subdomain);
  await page.getByLabel("Your name").fill(owner);
  await page.getByLabel("Email").fill(`${subdomain}@example.com`);
  await page.getByLabel("Password").fill("terracotta-glaze-2026");
  await page.getByLabel("Store name").fill(storeName);
  await page.getByRole("button", { name: "Create your store" }).click();
  await expect(page.getByRole("heading", { name: "Your store is ready" })).toBeVisible();
}
