import { expect, test } from "@playwright/test";
import { dashboardPasswordMessages } from "../lib/dashboard/messages/passwords";
import { accountMessages } from "../lib/storefront/messages/account";
import { passwordMessages } from "../lib/storefront/messages/passwords";
import { inFrenchAndArabic, platformUrl, screenshots as dashboardScreenshots } from "./dashboard-support";
import { mailsTo } from "./support/mailbox";
import { expectAccessible, remember, screenshots } from "./support/storefront";

// Forgotten passwords, as the people who forgot them go through them: a shopper of a French store
// made by /register gets a code by e-mail and chooses a new password with it; the store's owner
// gets a link to the dashboard's reset page. Each then signs in with the new password.

test.describe.configure({ timeout: 240_000 });

const OWNER_PASSWORD = "cedre-et-cuir-2026";
const SHOPPER_PASSWORD = "menthe-et-jasmin-7";
const NEW_PASSWORD = "figuier-au-soleil-42";

async function newStore(request: import("@playwright/test").APIRequestContext, baseURL: string | undefined) {
  const subdomain = `oubli-${Date.now().toString(36)}`;
  const ownerEmail = `${subdomain}@example.com`;
  const registered = await request.post(platformUrl(baseURL, "/api/register"), {
    data: { name: "Yasmine Alaoui", email: ownerEmail, password: OWNER_PASSWORD, store_name: "Atelier Yasmine", subdomain, language: "fr", country: "MA" },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const port = new URL(baseURL!).port;
  return { subdomain, ownerEmail, shop: `http://${subdomain}.localhost:${port}` };
}

/** The latest e-mail to `to` once there are `count`. */
async function mailNumber(to: string, count: number) {
  await expect.poll(() => mailsTo(to).length, { timeout: 30_000 }).toBe(count);
  return mailsTo(to).at(-1)!;
}

test("a shopper of a French store resets a forgotten password with the e-mailed code, then signs in with the new one", async ({ page, request, baseURL }) => {
  const { shop } = await newStore(request, baseURL);
  const fr = (key: Parameters<typeof passwordMessages>[1]) => passwordMessages("fr", key);
  const account = (key: Parameters<typeof accountMessages>[1]) => accountMessages("fr", key);
  const email = `cliente-${Date.now().toString(36)}@example.com`;
  const made = await request.fetch(`http://127.0.0.1:${new URL(baseURL!).port}/api/register-customer`, {
    method: "POST",
    headers: { host: new URL(shop).host },
    data: { name: "Salma Idrissi", email, phone: "0612345678", password: SHOPPER_PASSWORD, password_confirmation: SHOPPER_PASSWORD },
  });
  expect(made.status(), await made.text()).toBe(200);

  await page.goto(`${shop}/sign-in`);
  await page.getByRole("link", { name: fr("forgotLink") }).click();
  await expect(page.getByRole("heading", { name: fr("forgotTitle") })).toBeVisible();
  await screenshots(page, "forgot-password-fr");
  await expectAccessible(page);
  await page.getByLabel(account("email")).fill(email);
  await page.getByRole("button", { name: fr("sendCode") }).click();
  await expect(page.getByLabel(fr("code"))).toBeVisible();

  const mail = await mailNumber(email, 1);
  expect(mail.subject).toBe("Votre code pour un nouveau mot de passe chez Atelier Yasmine");
  const code = /\b(\d{6})\b/.exec(mail.text)![1]!;

  // A wrong code is refused beside its field; the e-mailed one sets the password.
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
  await page.getByLabel(fr("code")).fill(wrong);
  await page.getByLabel(fr("newPassword"), { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel(fr("confirmNewPassword")).fill(NEW_PASSWORD);
  await page.getByRole("button", { name: fr("setPassword") }).click();
  await expect(page.getByText("Ce code est erroné ou a expiré. Demandez-en un nouveau.")).toBeVisible();
  await screenshots(page, "reset-code-fr");
  await expectAccessible(page);
  await page.getByLabel(fr("code")).fill(code);
  await page.getByRole("button", { name: fr("setPassword") }).click();

  await expect(page.getByText(fr("resetDone"))).toBeVisible();
  await page.getByLabel(account("email")).fill(email);
  await page.getByLabel(account("password")).fill(SHOPPER_PASSWORD);
  await page.getByRole("button", { name: account("signIn") }).click();
  await expect(page.getByText("Ces identifiants ne correspondent pas à nos enregistrements.")).toBeVisible();
  await page.getByLabel(account("password")).fill(NEW_PASSWORD);
  await page.getByRole("button", { name: account("signIn") }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole("heading", { name: fr("security") })).toBeVisible();
  await screenshots(page, "account-security-fr");

  // The same screens in Arabic and English, as a shopper who chose the language reads them.
  for (const language of ["ar", "en"] as const) {
    await remember(page, shop, { language });
    await page.goto(`${shop}/account`);
    await expect(page.getByRole("button", { name: passwordMessages(language, "signOutEverywhere") })).toBeVisible();
    await screenshots(page, `account-security-${language}`);
  }
  await expectAccessible(page);

  // Signing out everywhere ends this session too.
  await page.getByRole("button", { name: passwordMessages("en", "signOutEverywhere") }).click();
  await expect(page).toHaveURL(new RegExp(`${shop}/?$`));
  await page.goto(`${shop}/account`);
  await expect(page).toHaveURL(/\/sign-in/);
  for (const language of ["ar", "en"] as const) {
    await remember(page, shop, { language });
    await page.goto(`${shop}/forgot-password`);
    await expect(page.getByRole("heading", { name: passwordMessages(language, "forgotTitle") })).toBeVisible();
    await screenshots(page, `forgot-password-${language}`);
  }
});

test("an owner resets a forgotten password through the e-mailed link, then signs in with the new one", async ({ page, request, baseURL }) => {
  const { ownerEmail } = await newStore(request, baseURL);
  const t = (key: Parameters<typeof dashboardPasswordMessages>[1]) => dashboardPasswordMessages("en", key);

  await page.goto(platformUrl(baseURL, "/sign-in"));
  await page.getByRole("link", { name: t("forgotLink") }).click();
  await expect(page.getByRole("heading", { name: t("forgotTitle") })).toBeVisible();
  await dashboardScreenshots(page, "forgot-password");
  await inFrenchAndArabic(page, baseURL, "forgot-password", (language) =>
    expect(page.getByRole("heading", { name: dashboardPasswordMessages(language, "forgotTitle") })).toBeVisible(),
  );
  await page.getByLabel("Email").fill(ownerEmail);
  await page.getByRole("button", { name: t("sendLink") }).click();
  await expect(page.getByRole("status")).toHaveText(t("linkSent"));

  const mail = await mailNumber(ownerEmail, 1);
  expect(mail.subject).toBe("Un nouveau mot de passe pour le tableau de bord de Atelier Yasmine");
  const link = /(http:\/\/\S+\/reset-password\?token=[\w-]+)/.exec(mail.text)![1]!;
  expect(new URL(link).origin).toBe(new URL(platformUrl(baseURL)).origin);

  await page.goto(link);
  await expect(page.getByRole("heading", { name: t("resetTitle") })).toBeVisible();
  await dashboardScreenshots(page, "reset-password");
  await expectAccessible(page);
  await inFrenchAndArabic(page, baseURL, "reset-password", (language) =>
    expect(page.getByRole("heading", { name: dashboardPasswordMessages(language, "resetTitle") })).toBeVisible(),
  );
  await page.getByLabel(t("newPassword"), { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel(t("confirmNewPassword")).fill(NEW_PASSWORD);
  await page.getByRole("button", { name: t("setPassword") }).click();
  await expect(page.getByRole("status")).toHaveText(t("resetDone"));

  // The link is spent.
  await page.goto(link);
  await page.getByLabel(t("newPassword"), { exact: true }).fill("another-fine-phrase-9");
  await page.getByLabel(t("confirmNewPassword")).fill("another-fine-phrase-9");
  await page.getByRole("button", { name: t("setPassword") }).click();
  await expect(page.getByText(t("linkInvalid"))).toBeVisible();

  await page.getByRole("link", { name: t("askAgain") }).click();
  await page.goto(platformUrl(baseURL, "/sign-in"));
  await page.getByLabel("Email").fill(ownerEmail);
  await page.getByLabel("Password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The settings' password card (the dashboard speaks the store's French unless the owner chose
  // another language); signing out everywhere ends the dashboard's session.
  await page.goto(platformUrl(baseURL, "/dashboard/settings"));
  for (const language of ["en", "fr", "ar"] as const) {
    await page.context().addCookies([{ name: "language", value: language, url: platformUrl(baseURL) }]);
    await page.reload();
    const card = page.getByRole("heading", { name: dashboardPasswordMessages(language, "security") });
    await expect(card).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    await dashboardScreenshots(page, `settings-password-${language}`);
  }
  await expectAccessible(page);
  await page.getByRole("button", { name: dashboardPasswordMessages("ar", "signOutEverywhere") }).click();
  await expect(page).toHaveURL(/\/sign-in/);
  await page.context().clearCookies({ name: "language" });
  await page.goto(platformUrl(baseURL, "/dashboard"));
  await expect(page).toHaveURL(/\/sign-in/);

  // Signed out everywhere from elsewhere (an owners' app), the dashboard's session ends at its next page.
  await page.getByLabel("Email").fill(ownerEmail);
  await page.getByLabel("Password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const login = await request.post(platformUrl(baseURL, "/api/login"), { data: { email: ownerEmail, password: NEW_PASSWORD } });
  const elsewhere = ((await login.json()) as { token: string }).token;
  const ended = await request.post(platformUrl(baseURL, "/api/logout-everywhere"), { headers: { authorization: `Bearer ${elsewhere}` } });
  expect(ended.status()).toBe(200);
  // The open page's bell, polling, may meet the 401 first and go to sign-in itself, which aborts this navigation.
  await page.goto(platformUrl(baseURL, "/dashboard/orders")).catch((error: Error) => {
    if (!error.message.includes("ERR_ABORTED")) throw error;
  });
  await expect(page).toHaveURL(/\/sign-in/);
  await expect(page.getByRole("heading", { name: "Sign in to your store" })).toBeVisible();
});
