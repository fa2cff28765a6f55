import { expect, test } from "@playwright/test";
import { ACME_OWNER, customerApi, expectAccessible, platformUrl, screenshots, signIn, signOut } from "./dashboard-support";

// Walks of several screens on a machine shared with other builds: more than the default 30 s.
test.describe.configure({ timeout: 120_000 });

test("a pending demo order goes to shipped one step at a time, and the customer reads the message", async ({ page, baseURL, request }) => {
  await signIn(page, baseURL);
  await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Orders" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible();
  await page.getByLabel("Delivery status").selectOption({ label: "Pending" });
  const firstOrder = page.getByRole("table").getByRole("link").first();
  await expect(firstOrder).toBeVisible();
  await screenshots(page, "orders");
  await expectAccessible(page);
  await firstOrder.click();
  await expect(page).toHaveURL(/\/dashboard\/orders\/\d+$/);
  const orderId = page.url().split("/").pop()!;

  await page.getByLabel("New status").selectOption({ label: "Delivery: Confirmed" });
  await page.getByLabel("Message").fill("We have your order and are packing it.");
  await page.getByRole("button", { name: "Update status" }).click();
  await expect(page.getByText("Status updated")).toBeVisible();
  await page.getByLabel("New status").selectOption({ label: "Delivery: Shipped" });
  await page.getByLabel("Message").fill("Your parcel left Marrakech today.");
  await page.getByRole("button", { name: "Update status" }).click();
  await expect(page.getByRole("listitem").filter({ hasText: "Your parcel left Marrakech today." })).toBeVisible();
  await expect(page.getByRole("button", { name: "Cancel order" })).toHaveCount(0);
  await screenshots(page, "order-detail");
  await expectAccessible(page);

  const login = await customerApi(request, baseURL, "/login-customer", { method: "POST", data: { email: "customer@example.com", password: "password" } });
  const { token } = await login.json();
  const details = await customerApi(request, baseURL, `/order-details/${orderId}`, { token });
  const { data } = await details.json();
  expect(data.delivery_status).toBe(3);
  const messages = data.products.data.flatMap((line: { tracking_list: { message: string }[] }) => line.tracking_list.map((entry) => entry.message));
  expect(messages).toContain("Your parcel left Marrakech today.");
});

test("an owner cancels an unpaid order that has not shipped", async ({ page, baseURL }) => {
  await signIn(page, baseURL);
  await page.goto(platformUrl(baseURL, "/dashboard/orders"));
  await page.getByLabel("Delivery status").selectOption({ label: "Pending" });
  // A paid one is cancelled with its refund (dashboard-refunds.spec.ts).
  await page.getByLabel("Payment status").selectOption({ label: "Unpaid" });
  // The list is read again for the filters: until then it still shows the order the test above shipped, and paid ones.
  await expect(page.getByRole("table").getByText("Shipped", { exact: true })).toHaveCount(0);
  await expect(page.getByRole("table").getByText("Paid", { exact: true })).toHaveCount(0);
  await page.getByRole("table").getByRole("link").first().click();
  page.once("dialog", (dialog) => dialog.accept());
  await page.getByRole("button", { name: "Cancel order" }).click();
  await expect(page.getByRole("main").getByText("Cancelled", { exact: true }).first()).toBeVisible();
  await expect(page.getByText("This order has reached its last state.")).toBeVisible();
});

test("the acme owner sees no demo order, by list, search or address", async ({ page, baseURL }) => {
  await signIn(page, baseURL);
  await page.goto(platformUrl(baseURL, "/dashboard/orders"));
  await page.getByRole("table").getByRole("link").first().click();
  await expect(page).toHaveURL(/\/dashboard\/orders\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("ORD-");
  const demoOrder = new URL(page.url()).pathname;
  const code = (await page.getByRole("heading", { level: 1 }).textContent())!.replace("Order ", "");
  await signOut(page);

  await signIn(page, baseURL, ACME_OWNER);
  await page.goto(platformUrl(baseURL, "/dashboard/orders"));
  await page.getByLabel("Search orders").fill(code);
  await expect(page.getByText("Nothing here yet.")).toBeVisible();
  await page.goto(platformUrl(baseURL, demoOrder));
  await expect(page.getByRole("alert").filter({ hasText: "not found" })).toBeVisible();
  await page.goto(platformUrl(baseURL, "/dashboard"));
  await expect(page.getByRole("heading", { name: "Overview" })).toBeVisible();
  await expect(page.getByText(code)).toHaveCount(0);
});

test("the Orders screen exports what its filter selects as a CSV the accountant's spreadsheet opens", async ({ page, baseURL }) => {
  await signIn(page, baseURL);
  await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Orders" }).click();
  await page.getByLabel("Delivery status").selectOption({ label: "Delivered" });
  // The filtered list is in once no order row but the header's lacks "Delivered".
  await expect(page.getByRole("table").getByRole("row").filter({ hasNotText: "Delivered" })).toHaveCount(1);
  const shownCodes = await page.getByRole("table").getByRole("link").allInnerTexts();

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export CSV" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^demo-orders-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await (await download.createReadStream()).toArray();
  const text = Buffer.concat(bytes).toString("utf8");
  expect(text.startsWith("\uFEFForder_code,placed_at,delivery_status,payment_status,payment_method")).toBe(true);
  const rows = text.trim().split(/\r?\n/).slice(1);
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) expect(row).toContain(",Delivered,");
  for (const code of shownCodes.slice(0, 3)) expect(text).toContain(code.trim());
});
