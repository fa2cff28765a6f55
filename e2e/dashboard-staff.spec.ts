import { expect, test } from "@playwright/test";
import { expectAccessible, inFrenchAndArabic, platformUrl, screenshots, signIn, signOut } from "./dashboard-support";
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
