import { expect, test } from "@playwright/test";
import { ACME_OWNER, expectAccessible, platformUrl, screenshots, signIn, signOut } from "./dashboard-support";

test("the platform home leads to the sign-in page, and wrong credentials are told", async ({ page, baseURL }) => {
  await page.goto(platformUrl(baseURL));
  await screenshots(page, "home");
  await expectAccessible(page);
  await page.getByRole("link", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Sign in to your store" })).toBeVisible();
  await page.getByLabel("Email").fill("owner@example.com");
  await page.getByLabel("Password").fill("wrong password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("These credentials do not match our records.")).toBeVisible();
  await screenshots(page, "sign-in");
  await expectAccessible(page);
});

test("the dashboard needs a session, which keeps the API token from the browser", async ({ page, baseURL }) => {
  await page.goto(platformUrl(baseURL, "/dashboard"));
  await expect(page).toHaveURL(/\/sign-in$/);
  const forwarded = await page.request.get(platformUrl(baseURL, "/dashboard-api/overview"));
  expect(forwarded.status()).toBe(401);

  await signIn(page, baseURL);
  const session = await page.evaluate(() => fetch("/auth/session").then((r) => r.text()));
  expect(session).toContain("Atlas Home");
  expect(session).not.toMatch(/token/i);
  const cookies = await page.context().cookies();
  const sessionCookie = cookies.find((c) => c.name.endsWith("next-auth.session-token"));
  expect(sessionCookie?.httpOnly).toBe(true);
});

test("the forwarder refuses another site's page (CSRF)", async ({ page, baseURL }) => {
  await signIn(page, baseURL);
  const answer = await page.request.post(platformUrl(baseURL, "/dashboard-api/coupons"), {
    headers: { origin: "http://evil.example" },
    data: { code: "EVIL" },
  });
  expect(answer.status()).toBe(403);
  const noOrigin = await page.request.delete(platformUrl(baseURL, "/dashboard-api/coupons/1"));
  expect(noOrigin.status()).toBe(403);
});

test("signing out ends the session and revokes the token", async ({ page, baseURL }) => {
  await signIn(page, baseURL, ACME_OWNER);
  await signOut(page);
  await page.goto(platformUrl(baseURL, "/dashboard"));
  await expect(page).toHaveURL(/\/sign-in$/);
});

test("navigation names every area, with a menu on phones, and the language control turns the page to Arabic", async ({ page, baseURL }) => {
  await signIn(page, baseURL);
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  for (const name of ["Overview", "Products", "Categories", "Orders", "Customers", "Coupons", "Shipping", "Payments", "Media", "Marketing", "Settings"]) {
    await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(nav).toBeHidden();
  await page.getByRole("button", { name: "Menu" }).click();
  await expect(nav.getByRole("link", { name: "Orders" })).toBeVisible();
  await screenshots(page, "menu");
  await page.getByRole("button", { name: "Close menu" }).click();
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByLabel("Language").selectOption("ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("navigation", { name: "التنقل الرئيسي" }).getByRole("link", { name: "الطلبات" })).toBeVisible();
  await screenshots(page, "overview-arabic");
  await expectAccessible(page);
  await page.getByLabel("اللغة").selectOption("fr");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByRole("link", { name: "Commandes" })).toBeVisible();
});

test("after signing in, a callbackUrl that leads to another site leads to the dashboard instead", async ({ page, baseURL }) => {
  for (const callbackUrl of ["/%5Cevil.example/x", "/%09/evil.example/x"]) {
    await page.context().clearCookies();
    await page.goto(platformUrl(baseURL, `/sign-in?callbackUrl=${callbackUrl}`));
    await page.getByLabel("Email").fill("owner@example.com");
    await page.getByLabel("Password").fill("password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page, callbackUrl).toHaveURL(platformUrl(baseURL, "/dashboard"));
  }
});
