import { expect, test } from "@playwright/test";
import { ACME_OWNER, expectAccessible, inFrenchAndArabic, platformUrl, screenshots, signIn } from "./dashboard-support";

test("customers: the list, one with their orders, disabled and enabled again", async ({ page, baseURL }) => {
  await signIn(page, baseURL);
  await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Customers" }).click();
  await page.getByLabel("Search customers").fill("Sara");
  const row = page.getByRole("link", { name: "Sara Benali" });
  await expect(row).toBeVisible();
  await screenshots(page, "customers");
  await expectAccessible(page);
  await row.click();
  await expect(page.getByRole("heading", { level: 1, name: "Sara Benali" })).toBeVisible();
  await expect(page.getByRole("link", { name: /^ORD-/ }).first()).toBeVisible();

  const saved = page.waitForResponse((r) => r.url().endsWith("/status") && r.ok());
  await page.getByRole("button", { name: "Disable customer" }).click();
  // Optimistic: the page says it at once, before the API has answered.
  await expect(page.getByRole("button", { name: "Enable customer" })).toBeVisible();
  await saved;
  await page.reload();
  await expect(page.getByRole("main").getByText("Disabled", { exact: true })).toBeVisible();
  await screenshots(page, "customer-detail");
  await expectAccessible(page);
  await page.getByRole("button", { name: "Enable customer" }).click();
  await expect(page.getByRole("button", { name: "Disable customer" })).toBeVisible();
});

test("a customer's page shows the latest orders and links to all of them, paged on the orders screen", async ({ page, baseURL }) => {
  await signIn(page, baseURL);
  await page.goto(platformUrl(baseURL, "/dashboard/customers"));
  await page.getByLabel("Search customers").fill("Yasmine");
  await page.getByRole("link", { name: "Yasmine El Amrani" }).click();
  await expect(page.getByRole("link", { name: /^ORD-/ })).toHaveCount(10);
  await inFrenchAndArabic(page, baseURL, "customer-all-orders", (language) =>
    expect(page.getByRole("link", { name: language === "fr" ? /^Les \S+ commandes$/ : /^كل الطلبات/ })).toBeVisible(),
  );
  await page.getByRole("link", { name: /^All \d+ orders$/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/orders\?customer_id=\d+$/);
  await expect(page.getByText("Orders of Yasmine El Amrani")).toBeVisible();
  const table = page.getByRole("table");
  await expect(table.getByRole("link", { name: /^ORD-/ }).first()).toBeVisible();
  await expect(table.getByText("Sara Benali")).toHaveCount(0);
  await screenshots(page, "orders-of-customer");
  await inFrenchAndArabic(page, baseURL, "orders-of-customer", (language) =>
    expect(page.getByText(language === "fr" ? "Commandes de Yasmine El Amrani" : "طلبات Yasmine El Amrani")).toBeVisible(),
  );
  await page.getByRole("button", { name: "Show every customer’s orders" }).click();
  await expect(page).toHaveURL(/\/dashboard\/orders$/);
  await expect(page.getByText("Orders of Yasmine El Amrani")).toHaveCount(0);
  await page.getByLabel("Search orders").fill("Sara");
  await expect(table.getByText("Sara Benali").first()).toBeVisible();
});

test("the acme owner does not find demo's customers", async ({ page, baseURL }) => {
  await signIn(page, baseURL, ACME_OWNER);
  await page.goto(platformUrl(baseURL, "/dashboard/customers"));
  await page.getByLabel("Search customers").fill("Yasmine");
  await expect(page.getByText("Nothing here yet.")).toBeVisible();
});
