import { expect, test } from "@playwright/test";

test("a store's subdomain shows that store, with its logo", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Atlas Home & Style");
  const logo = page.locator("header img");
  await expect(logo).toBeVisible();
  expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test("another subdomain shows another store", async ({ page, baseURL }) => {
  await page.goto(baseURL!.replace("demo.", "acme."));
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Atlas Home & Style");
});

test("an unknown store shows the not-found page", async ({ page, baseURL }) => {
  const response = await page.goto(baseURL!.replace("demo.", "no-such-store."));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
});
