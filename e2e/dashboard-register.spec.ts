import { expect, test } from "@playwright/test";
import { expectAccessible, platformUrl, screenshots } from "./dashboard-support";

test("a new owner creates a store, its subdomain made from its name and checked as typed, its country setting its currency and time zone, and opens its storefront", async ({
  page,
  baseURL,
}) => {
  const subdomain = `shop${Date.now() % 1_000_000}`;
  await page.goto(platformUrl(baseURL));
  await page.getByRole("link", { name: "Create your store" }).click();
  await expect(page.getByRole("heading", { name: "Create your store" })).toBeVisible();

  // The address follows the store's name as it is typed, until the owner types one.
  await page.getByLabel("Store name").fill("Nadia's Céramiques");
  await expect(page.getByLabel("Store address")).toHaveValue("nadia-s-ceramiques");
  // Morocco first, its currency and time zone with it; another country brings its own.
  await expect(page.getByLabel("Country")).toHaveValue("MA");
  await expect(page.getByLabel("Currency")).toHaveValue("MAD");
  await expect(page.getByLabel("Time zone")).toHaveValue("Africa/Casablanca");
  await page.getByLabel("Country").selectOption({ label: "Spain" });
  await expect(page.getByLabel("Currency")).toHaveValue("EUR");
  await expect(page.getByLabel("Time zone")).toHaveValue("Africa/Ceuta");
  await page.getByLabel("Time zone").selectOption("Europe/Madrid");

  await page.getByLabel("Store address").fill("demo");
  await expect(page.getByText("Another store has this address.")).toBeVisible();
  await page.getByLabel("Store address").fill(subdomain);
  await expect(page.getByText(`${subdomain}.localhost is available.`)).toBeVisible();

  await page.getByLabel("Your name").fill("Nadia Tazi");
  await page.getByLabel("Email").fill(`${subdomain}@example.com`);
  await page.getByLabel("Password").fill("short");
  await page.getByLabel("Store name").fill("Nadia's Ceramics");
  await expect(page.getByLabel("Store address")).toHaveValue(subdomain);
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
