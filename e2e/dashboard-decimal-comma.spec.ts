import { expect, test } from "@playwright/test";
import { platformUrl, signIn } from "./dashboard-support";

// A French or Arabic owner types amounts with a decimal comma; the dashboard sends the API its strict form.

test.describe.configure({ timeout: 120_000 });

test("a price typed '300,50' is saved as 300.50, and '1,234', which reads two ways, is refused beside the field", async ({ page, baseURL }) => {
  await signIn(page, baseURL);
  await page.goto(platformUrl(baseURL, "/dashboard/products/new"));
  await page.getByLabel("Name").fill(`Comma Vase ${Date.now()}`);
  await page.getByLabel("Price").fill("1,234");
  await expect(page.getByText("“1,234” could be thousands or decimals")).toBeVisible();
  await expect(page.getByLabel("Price")).toHaveAttribute("aria-invalid", "true");
  await page.getByLabel("Price").fill("300,50");
  await expect(page.getByLabel("Price")).toHaveAttribute("aria-invalid", "false");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/dashboard\/products\/\d+$/);
  await expect(page.getByRole("textbox", { name: "Price", exact: true })).toHaveValue(/^300\.50?$/);
});
