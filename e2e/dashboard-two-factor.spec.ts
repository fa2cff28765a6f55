import { expect, test, type Page } from "@playwright/test";
import { generate } from "otplib";
import { expectAccessible, inFrenchAndArabic, platformUrl, screenshots, signIn, signOut } from "./dashboard-support";

// Two-factor sign-in from the dashboard: the owner of a new store turns it on in the settings
// (the app's code made here from the key the page shows, as an authenticator app would), keeps
// the recovery codes, signs out, and signs in again with a code.
test.describe.configure({ timeout: 240_000 });

const PASSWORD = "terracotta-glaze-2026";
/** The code an authenticator app shows `steps` time steps from now. */
const codeOf = (secret: string, steps = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/** The password step, by field names: the labels change with the page's language. */
async function passwordStep(page: Page, baseURL: string | undefined, email: string) {
  await page.goto(platformUrl(baseURL, "/sign-in"));
  await page.locator("input[name=email]").fill(email);
  await page.locator("input[name=password]").fill(PASSWORD);
  await page.locator("form button[type=submit]").click();
}

test("an owner turns on two-factor sign-in, keeps the recovery codes, and signs in with a code", async ({ page, baseURL, request }) => {
  const subdomain = `twofa${Date.now() % 1_000_000}`;
  const email = `${subdomain}@example.com`;
  const made = await request.post(platformUrl(baseURL, "/api/register"), {
    data: { name: "Yasmine Alaoui", email, password: PASSWORD, store_name: "Yasmine Ceramics", subdomain },
  });
  expect(made.status()).toBe(201);
  await signIn(page, baseURL, email, PASSWORD);

  await page.goto(platformUrl(baseURL, "/dashboard/settings"));
  const card = page.locator("section", { has: page.getByRole("heading", { name: "Two-factor sign-in" }) });
  await expect(card.getByText("Off", { exact: true })).toBeVisible();
  await card.getByRole("button", { name: "Set up two-factor sign-in" }).click();
  const secret = (await card.getByTestId("two-factor-secret").textContent())!;
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await expect(card.getByRole("img", { name: /Two-factor sign-in/ })).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await screenshots(page, "settings-two-factor-setup");
  await expectAccessible(page);

  await card.getByLabel("Code from the app").fill("000000");
  await card.getByRole("button", { name: "Turn on" }).click();
  await expect(card.getByText(/This code is not valid/)).toBeVisible();
  await card.getByLabel("Code from the app").fill(await codeOf(secret));
  await card.getByRole("button", { name: "Turn on" }).click();
  const codes = card.getByTestId("recovery-codes").locator("li");
  await expect(codes).toHaveCount(10);
  await expect(card.getByRole("link", { name: "Download" })).toHaveAttribute("download", "recovery-codes.txt");
  await screenshots(page, "settings-two-factor-recovery-codes");
  await card.getByRole("button", { name: "I have saved them" }).click();
  await expect(card.getByText("On", { exact: true })).toBeVisible();
  await expect(card.getByText("Recovery codes left: 10")).toBeVisible();
  await expect(card.getByRole("switch", { name: "Not required" })).toBeVisible();
  await screenshots(page, "settings-two-factor-on");
  await inFrenchAndArabic(page, baseURL, "settings-two-factor-on", async (language) => {
    await expect(page.getByText(language === "fr" ? "Codes de récupération restants : 10" : "رموز الاسترداد المتبقية: 10")).toBeVisible();
  });

  await signOut(page);
  // The second step in French and Arabic, for the pictures; then in English, signed in with the app's next code.
  for (const language of ["fr", "ar"] as const) {
    await page.context().addCookies([{ name: "language", value: language, url: platformUrl(baseURL) }]);
    await passwordStep(page, baseURL, email);
    await expect(page.getByRole("heading", { name: language === "fr" ? "Saisissez votre code de connexion" : "أدخل رمز تسجيل الدخول" })).toBeVisible();
    await screenshots(page, `sign-in-two-factor-${language}`);
  }
  await page.context().clearCookies({ name: "language" });

  await passwordStep(page, baseURL, email);
  await expect(page.getByRole("heading", { name: "Enter your sign-in code" })).toBeVisible();
  const next = await codeOf(secret, 1);
  await page.getByLabel("Code").fill(String((Number(next) + 1) % 1_000_000).padStart(6, "0"));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page.getByText(/This code is not valid/)).toBeVisible();
  await screenshots(page, "sign-in-two-factor");
  await expectAccessible(page);
  await page.getByLabel("Code").fill(next);
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
