import { expect, test } from "@playwright/test";
import type { APIRequestContext, Page } from "@playwright/test";
import { expectAccessible, inFrenchAndArabic, ownerToken, platformUrl, screenshots, signIn, signOut } from "./dashboard-support";
import { mailsTo } from "./support/mailbox";

const PASSWORD = "terracotta-glaze-2026";

test("an owner invites a staff member with the orders role, who accepts from the e-mail, signs in, sees orders and no Payments screen", async ({
  page,
  request,
  baseURL,
}) => {
  const subdomain = `staff${Date.now() % 1_000_000}`;
  const registered = await request.post(platformUrl(baseURL, "/api/register"), {
    data: { name: "Nadia Owner", email: `${subdomain}@example.com`, password: PASSWORD, store_name: "Staffed Shop", subdomain },
  });
  expect(registered.status()).toBe(201);

  await signIn(page, baseURL, `${subdomain}@example.com`, PASSWORD);
  await page.getByRole("link", { name: "Staff" }).click();
  await expect(page.getByRole("heading", { name: "Staff" })).toBeVisible();
  const clerk = `clerk-${subdomain}@example.com`;
  await page.getByRole("button", { name: "Invite someone" }).click();
  await page.getByLabel("E-mail").fill(clerk);
  await page.getByLabel("Name").fill("Omar Clerk");
  await page.getByLabel("Role").selectOption("orders");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(clerk)).toBeVisible();
  await expect(page.getByText("Invited", { exact: true })).toBeVisible();
  await screenshots(page, "staff");
  await expectAccessible(page);
  await inFrenchAndArabic(page, baseURL, "staff", async (language) => {
    await expect(page.getByRole("heading", { name: language === "fr" ? "Équipe" : "الفريق" })).toBeVisible();
  });

  await page.getByRole("link", { name: "Audit log" }).click();
  await expect(page.getByText("POST /api/staff")).toBeVisible();
  await screenshots(page, "audit-log");
  await inFrenchAndArabic(page, baseURL, "audit-log", async () => {
    await expect(page.getByText("POST /api/staff")).toBeVisible();
  });
  await signOut(page);

  // The invitation e-mail, sent through the job queue, carries the accept page's link.
  await expect.poll(() => mailsTo(clerk).length, { timeout: 30_000 }).toBeGreaterThan(0);
  const link = /https?:\/\/\S+\/accept-invitation\?token=\S+/.exec(mailsTo(clerk)[0]!.text)![0];
  await page.goto(link);
  await page.getByLabel("Name").fill("Omar Clerk");
  await page.getByLabel("Password", { exact: true }).fill("ledger-parcel-harbour");
  await page.getByLabel("Password again").fill("ledger-parcel-harbour");
  await page.getByRole("button", { name: "Join the store" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await signOut(page);

  await signIn(page, baseURL, clerk, "ledger-parcel-harbour");
  const menu = page.getByRole("navigation", { name: "Main navigation" });
  await expect(menu.getByRole("link", { name: "Orders" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Payments" })).toHaveCount(0);
  await expect(menu.getByRole("link", { name: "Staff" })).toHaveCount(0);
  await menu.getByRole("link", { name: "Orders" }).click();
  await expect(page).toHaveURL(/\/dashboard\/orders$/);
  await expect(page.getByRole("heading", { name: "Orders", exact: true })).toBeVisible();
  // Products are theirs to read, not to add.
  await menu.getByRole("link", { name: "Products" }).click();
  await expect(page).toHaveURL(/\/dashboard\/products$/);
  await expect(page.getByRole("heading", { name: "Products", exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "New product" })).toHaveCount(0);
  // The link used once works no more.
  await signOut(page);
  await page.goto(link);
  await page.getByLabel("Name").fill("Again");
  await page.getByLabel("Password", { exact: true }).fill("ledger-parcel-harbour");
  await page.getByLabel("Password again").fill("ledger-parcel-harbour");
  await page.getByRole("button", { name: "Join the store" }).click();
  await expect(page.getByText("This invitation is no longer valid")).toBeVisible();
});

/** Invites `role` to the demo store through the API, then joins from the e-mail's link; the browser is left signed in as them. */
async function joinDemoStore(page: Page, request: APIRequestContext, baseURL: string | undefined, role: string) {
  const email = `${role}-${Date.now() % 1_000_000}@example.com`;
  const token = await ownerToken(request, baseURL);
  const invited = await request.post(platformUrl(baseURL, "/api/staff"), {
    headers: { Authorization: `Bearer ${token}` },
    data: { email, name: `A ${role}`, role },
  });
  expect(invited.status()).toBe(201);
  await expect.poll(() => mailsTo(email).length, { timeout: 30_000 }).toBeGreaterThan(0);
  await page.goto(/https?:\/\/\S+\/accept-invitation\?token=\S+/.exec(mailsTo(email)[0]!.text)![0]);
  await page.getByLabel("Name").fill(`A ${role}`);
  await page.getByLabel("Password", { exact: true }).fill("ledger-parcel-harbour");
  await page.getByLabel("Password again").fill("ledger-parcel-harbour");
  await page.getByRole("button", { name: "Join the store" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return page.getByRole("navigation", { name: "Main navigation" });
}

test.describe("screens follow the role", () => {
  test.describe.configure({ timeout: 120_000 });

  test("the orders role changes an order's status and reads products without a control to change them", async ({ page, request, baseURL }) => {
    const menu = await joinDemoStore(page, request, baseURL, "orders");
    await expect(menu.getByRole("link", { name: "Payments" })).toHaveCount(0);
    await menu.getByRole("link", { name: "Orders" }).click();
    // A pending order: other walks ship, cancel and refund the demo's newest ones.
    await page.getByLabel("Delivery status").selectOption({ value: "1" });
    await expect(page.getByRole("table").getByRole("row").nth(1)).toContainText("Pending");
    await page.getByRole("table").getByRole("link").first().click();
    await expect(page).toHaveURL(/\/dashboard\/orders\/\d+$/);
    await page.getByLabel("Message").fill("Packed by the orders desk.");
    const status = page.getByLabel("New status");
    await status.selectOption({ label: "Delivery: Confirmed" });
    await page.getByRole("button", { name: "Update status" }).click();
    await expect(page.getByText("Status updated")).toBeVisible();
    await screenshots(page, "orders-role-order");
    await inFrenchAndArabic(page, baseURL, "orders-role-order", async () => {});

    await menu.getByRole("link", { name: "Products" }).click();
    await expect(page.getByRole("heading", { name: "Products", exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "New product" })).toHaveCount(0);
    await page.getByRole("table").getByRole("link").first().click();
    await expect(page).toHaveURL(/\/dashboard\/products\/\d+$/);
    await expect(page.getByRole("button", { name: /^(Save|Delete|Edit)/ })).toHaveCount(0);
    await expect(page.getByRole("switch")).toHaveCount(0);
    await screenshots(page, "orders-role-product");
    await inFrenchAndArabic(page, baseURL, "orders-role-product", async () => {});
  });

  test("a viewer sees no control to change orders, products or settings", async ({ page, request, baseURL }) => {
    const menu = await joinDemoStore(page, request, baseURL, "viewer");
    for (const screen of ["Orders", "Products", "Settings"]) {
      await menu.getByRole("link", { name: screen, exact: true }).click();
      await expect(page.getByRole("heading", { level: 1, name: screen })).toBeVisible();
      await expect(page.getByRole("button", { name: /^(Save|Delete|Edit|New|Add|Update)/ })).toHaveCount(0);
    }
    await menu.getByRole("link", { name: "Orders" }).click();
    await page.getByRole("table").getByRole("link").first().click();
    await expect(page.getByRole("button", { name: "Update status" })).toHaveCount(0);
  });
});
