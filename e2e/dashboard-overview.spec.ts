import { expect, test } from "@playwright/test";
import { ACME_OWNER, expectAccessible, platformUrl, screenshots, signIn } from "./dashboard-support";

test("the overview charts sales and orders over a range, with the average order, states, top products, recent orders and low stock", async ({
  page,
  baseURL,
}) => {
  await signIn(page, baseURL);
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
  for (const name of ["Sales and orders", "Orders by status", "Top products", "Recent orders", "Low stock"]) {
    await expect(page.getByRole("heading", { name })).toBeVisible();
  }
  await expect(page.getByText("Average order value")).toBeVisible();
  await expect(page.getByText("Carts recovered")).toBeVisible();
  await expect(page.getByText(/^of \d+ left behind and e-mailed$/)).toBeVisible();
  // The demo has products with photos, shipping, payments, its logo and orders: nothing left on its checklist.
  await expect(page.getByRole("heading", { name: "Get your store ready to sell" })).toHaveCount(0);
  await expect(page.locator(".recharts-bar-rectangle").first()).toBeVisible();
  await expect(page.getByRole("link", { name: /^ORD-/ }).first()).toBeVisible();
  await screenshots(page, "overview");
  await expectAccessible(page);

  const answer = page.waitForResponse((r) => r.url().includes("/dashboard-api/overview?") && r.url().includes("from="));
  await page.getByRole("button", { name: "Last 7 days" }).click();
  const range = new URL((await answer).url()).searchParams;
  const days = (Date.parse(range.get("to")!) - Date.parse(range.get("from")!)) / 86_400_000 + 1;
  expect(days).toBe(7);
  await expect(page.getByLabel("From")).toHaveValue(range.get("from")!);
});

test("the acme owner's overview shows acme's store, none of demo's orders or products", async ({ page, baseURL }) => {
  await signIn(page, baseURL, ACME_OWNER);
  await expect(page.getByRole("banner")).not.toContainText("Atlas Home");
  await expect(page.getByRole("heading", { name: "Recent orders" })).toBeVisible();
  const overview = await page.evaluate(() => fetch("/dashboard-api/overview").then((r) => r.json()));
  expect(overview.data.currency.code).toBe("USD");
  const shown = await page.getByRole("main").textContent();
  for (const order of overview.data.recent_orders as { currency_code: string }[]) expect(order.currency_code).not.toBe("MAD");
  expect(shown).not.toContain("MAD");
  await page.goto(platformUrl(baseURL, "/dashboard"));
});

test("the bell lists what needs the owner's attention, and opening it makes the news seen", async ({ page, baseURL }) => {
  await signIn(page, baseURL, ACME_OWNER);
  const bell = page.getByRole("button", { name: /^Notifications/ });
  const panel = page.locator("#dashboard-alerts");
  // A click before React hydrated the page does nothing (CI, a loaded machine): tried again until the panel opens.
  await expect(async () => {
    if (!(await panel.isVisible())) await bell.click();
    await expect(panel).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  // Acme's demo catalogue has products at their alert level: a standing condition, listed, not counted in the badge.
  await expect(panel.getByRole("link", { name: /^Products or variants low in stock/ })).toBeVisible();
  await screenshots(page, "bell");
  await bell.click();
  await expect(panel).toBeHidden();
  await expect(page.getByRole("button", { name: "Notifications", exact: true })).toBeVisible();
});
