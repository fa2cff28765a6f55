import { expect, test, type Locator, type Page } from "@playwright/test";
import { inFrenchAndArabic, platformUrl, screenshots, signIn } from "./dashboard-support";

// The dashboard on a phone, in Arabic: the lists are cards whose status and total are in view
// without scrolling sideways, and the product editor says "تم الحفظ" after a save until the
// next change, its publishing switch named by its state.

test.describe.configure({ timeout: 120_000 });

const PHONE = { width: 390, height: 844 };

async function inArabic(page: Page, baseURL: string | undefined) {
  await page.context().addCookies([{ name: "language", value: "ar", url: platformUrl(baseURL) }]);
}

/** Nothing on the page is wider than the screen: it does not scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

/** `cell` is shown inside the screen, not cut off at either side. */
async function expectInView(cell: Locator) {
  await expect(cell).toBeVisible();
  const box = (await cell.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
}

/** A list's first row, laid out as a card (a box, not a table row) that fits the screen. */
async function firstCard(page: Page): Promise<Locator> {
  const row = page.locator("tbody tr").first();
  await expect(row).toBeVisible();
  expect(await row.evaluate((element) => getComputedStyle(element).display)).toBe("flex");
  await expectInView(row);
  return row;
}

test("on a phone in Arabic, the orders and products lists are cards with their status and total in view", async ({ page, baseURL }) => {
  await page.setViewportSize(PHONE);
  await signIn(page, baseURL);
  await inArabic(page, baseURL);

  await page.goto(platformUrl(baseURL, "/dashboard/orders"));
  await expect(page.getByRole("heading", { level: 1, name: "الطلبات" })).toBeVisible();
  const order = await firstCard(page);
  const cells = order.locator("td");
  // The delivery status (a badge) and the total, the row's last cell.
  await expectInView(order.locator("td span.rounded-full").first());
  await expectInView(cells.last());
  await expect(cells.last()).toHaveText(/\d/);
  await expectNoSidewaysScroll(page);
  await screenshots(page, "phone-orders-ar");

  await page.goto(platformUrl(baseURL, "/dashboard/products"));
  await expect(page.getByRole("heading", { level: 1, name: "المنتجات" })).toBeVisible();
  const product = await firstCard(page);
  await expectInView(product.locator("td span.rounded-full").first());
  await expectInView(product.locator("td").last());
  // The stock says what it is, since the cards have no column heads.
  await expect(product.locator("td").nth(2)).toContainText("المخزون");
  await expectNoSidewaysScroll(page);
  await screenshots(page, "phone-products-ar");
});

test("on a phone in Arabic, a saved product says so until the next change, its switch named by its state", async ({ page, baseURL }) => {
  await page.setViewportSize(PHONE);
  await signIn(page, baseURL);
  await inArabic(page, baseURL);
  await page.goto(platformUrl(baseURL, "/dashboard/products"));
  await page.locator("tbody tr a").first().click();
  await expect(page).toHaveURL(/\/dashboard\/products\/\d+$/);

  const toggle = page.getByRole("switch");
  const published = (await toggle.getAttribute("aria-checked")) === "true";
  await expect(toggle).toHaveAccessibleName(published ? "منشور" : "مسودة");
  await toggle.click();
  await expect(toggle).toHaveAccessibleName(published ? "مسودة" : "منشور");
  await toggle.click();
  await expect(toggle).toHaveAccessibleName(published ? "منشور" : "مسودة");

  const saved = page.getByText("تم الحفظ");
  await expect(saved).toHaveCount(0);
  await page.getByRole("button", { name: "حفظ", exact: true }).click();
  await expect(saved).toBeVisible();
  // It stays while nothing changes (the form starts again from the saved product)...
  await page.waitForTimeout(1_000);
  await expect(saved).toBeVisible();
  await expectNoSidewaysScroll(page);
  await screenshots(page, "phone-product-saved-ar");
  // ...and goes at the first change.
  await page.getByLabel("رمز المنتج (SKU)").press("End");
  await page.getByLabel("رمز المنتج (SKU)").pressSequentially("-1");
  await expect(saved).toHaveCount(0);
});

test("the lists and the product editor, at both sizes, in English, French and Arabic", async ({ page, baseURL }) => {
  await signIn(page, baseURL);
  for (const [path, name] of [
    ["/dashboard/orders", "lists-orders"],
    ["/dashboard/products", "lists-products"],
    ["/dashboard/customers", "lists-customers"],
  ] as const) {
    await page.goto(platformUrl(baseURL, path));
    await expect(page.locator("tbody tr").first()).toBeVisible();
    await screenshots(page, name);
    await inFrenchAndArabic(page, baseURL, name, () => expect(page.locator("tbody tr").first()).toBeVisible());
  }
  await page.goto(platformUrl(baseURL, "/dashboard/products"));
  await page.locator("tbody tr a").first().click();
  await expect(page.getByRole("switch")).toBeVisible();
  await screenshots(page, "product-editor-parts");
  await inFrenchAndArabic(page, baseURL, "product-editor-parts", () => expect(page.getByRole("switch")).toBeVisible());
});
