import { expect, test } from "@playwright/test";
import { platformUrl, registerStore } from "./dashboard-support";
import { createOperator, totpCode } from "./support/operator";
import { expectAccessible, screenshots } from "./support/screens";

test("the platform's operator signs in with an authenticator, finds a new store, suspends it (its storefront closes) and reactivates it", async ({
  page,
  browser,
  baseURL,
}) => {
  const subdomain = `susp${Date.now() % 1_000_000}`;
  await registerStore(page, baseURL, { subdomain, owner: "Idris Alami", storeName: "Idris Leather" });
  const storefront = platformUrl(baseURL).replace("//", `//${subdomain}.`);

  const operator = await createOperator(`operator-${subdomain}@example.com`);
  const console_ = await (await browser.newContext()).newPage();
  await console_.goto(platformUrl(baseURL, "/operator"));
  await console_.getByLabel("E-mail").fill(operator.email);
  await console_.getByLabel("Password").fill(operator.password);
  await console_.getByRole("button", { name: "Continue" }).click();

  // First sign-in: the authenticator is enrolled from the QR code (its key is shown beside it).
  await expect(console_.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const secret = (await console_.getByTestId("totp-secret").textContent())!;
  await screenshots(console_, "dashboard", "operator-enrol");
  await console_.getByLabel("Code").fill("000000");
  await console_.getByRole("button", { name: "Verify" }).click();
  await expect(console_.getByText(/^The code is not valid/)).toBeVisible();
  await console_.getByLabel("Code").fill(await totpCode(secret));
  await console_.getByRole("button", { name: "Verify" }).click();

  await expect(console_.getByRole("heading", { name: /^Stores/ })).toBeVisible();
  await console_.getByLabel("Search").fill(subdomain);
  const row = console_.getByTestId("operator-store");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Idris Leather");
  await expect(row).toContainText(`${subdomain}@example.com`);
  await screenshots(console_, "dashboard", "operator-console");
  await expectAccessible(console_);

  await row.getByRole("button", { name: "Suspend Idris Leather" }).click();
  await row.getByLabel("Why suspend it").fill("Counterfeit goods reported");
  await row.getByRole("button", { name: "Suspend", exact: true }).click();
  await expect(row).toContainText("Suspended");
  await expect(row).toContainText("Reason: Counterfeit goods reported");
  await screenshots(console_, "dashboard", "operator-suspended");

  const closed = await page.goto(storefront);
  expect(closed!.status()).toBe(503);
  await expect(page.getByRole("heading", { name: "Store unavailable" })).toBeVisible();
  await screenshots(page, "storefront", "store-unavailable");

  // The owner's dashboard says why, and stays readable.
  await page.goto(platformUrl(baseURL, "/dashboard"));
  await expect(page.getByTestId("suspension-banner")).toContainText("Counterfeit goods reported");
  await screenshots(page, "dashboard", "suspended-store-banner");

  await row.getByRole("button", { name: "Reactivate Idris Leather" }).click();
  await row.getByLabel("Why reactivate it").fill("Listings removed");
  await row.getByRole("button", { name: "Reactivate", exact: true }).click();
  await expect(row).not.toContainText("Suspended");
  const open = await page.goto(storefront);
  expect(open!.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "Store unavailable" })).toHaveCount(0);
});
