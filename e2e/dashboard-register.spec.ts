import { expect, test } from "@playwright/test";
import { expectAccessible, platformUrl, screenshots } from "./dashboard-support";

test("a new owner creates a store, its subdomain checked as typed, and opens its storefront", async ({ page, baseURL }) => {
  const subdomain = `shop${Date.now() % 1_000_000}`;
  await page.goto(platformUrl(baseURL));
  await page.getByRole("link", { name: "Create your store" }).click();
  await expect(page.getByRole("heading", { name: "Create your store" })).toBeVisible();

  await page.getByLabel("Store address").fill("demo");
  await expect(page.getByText("Another store has this address.")).toBeVisible();
  await page.getByLabel("Store address").fill(subdomain);
  await expect(page.getByText(`${subdomain}.localhost is available.`)).toBeVisible();

  await page.getByLabel("Your name").fill("Nadia Tazi");
  await page.getByLabel("Email").fill(`${subdomain}@example.com`);
  await page.getByLabel("Password").fill("short");
  await page.getByLabel("Store name").fill("Nadia's Ceramics");
  await page.getByRole("button", { name: "Create your store" }).click();
  await expect(page.getByLabel("Password")).toHaveAttribute("aria-invalid", "true");
  await screenshots(page, "register");
  await expectAccessible(page);

  await page.getByLabel("Password").fill("terracotta-glaze-2026");
  await page.getByRole("button", { name: "Create your store" }).click();
  await expect(page.getByRole("heading", { name: "Your store is ready" })).toBeVisible();
  await screenshots(page, "register-ready");

  await page.getByRole("link", { name: "Open your storefront" }).click();
  await expect(page).toHaveURL(new RegExp(`//${subdomain}\\.localhost:\\d+/?$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nadia's Ceramics");

  await page.goto(platformUrl(baseURL, "/dashboard"));
  await expect(page.getByRole("banner")).toContainText("Nadia's Ceramics");
});
