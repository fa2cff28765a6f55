import { expect, test, type Locator, type Page } from "@playwright/test";
import { emailPreviewMessages } from "../lib/dashboard/messages/email-previews";
import { VIEWPORTS } from "./support/screens";
import { ACME_OWNER, expectAccessible, inFrenchAndArabic, platformUrl, registerStore, screenshots, signIn } from "./dashboard-support";

// Walks of several screens on a machine shared with other builds: more than the default 30 s.
test.describe.configure({ timeout: 180_000 });

const form = (page: Page, name: string) => page.getByRole("form", { name });
/** The storefront's theme variable on its root element, as its style sheet set it. */
const themeVariable = (page: Page, name: string) =>
  page.evaluate((variable) => getComputedStyle(document.documentElement).getPropertyValue(variable).trim(), name);

test("the store's name, theme and prompt changed in the dashboard, seen on the demo storefront", async ({ page, baseURL }) => {
  await signIn(page, baseURL);
  // The demo store as the other specs know it, put back at the end (they run after this one, on the same database).
  const settings = platformUrl(baseURL, "/dashboard-api/store");
  const before = (await (await page.request.get(settings)).json()).data;
  await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Settings" }).click();
  await expect(form(page, "Store details").getByLabel("Store name")).toHaveValue("Atlas Home & Style");
  await screenshots(page, "settings");
  await expectAccessible(page);

  const details = form(page, "Store details");
  await details.getByLabel("Store name").fill("Atlas Home Studio");
  await details.getByRole("button", { name: "Save" }).click();
  await expect(details.getByText("Saved")).toBeVisible();
  // The frame's name comes from the session, read again after the save.
  await expect(page.getByRole("banner").getByText("Atlas Home Studio")).toBeVisible();

  const theme = form(page, "Theme");
  await theme.getByRole("group", { name: "Page" }).getByLabel("Background, light mode").fill("#fdf0d5");
  await theme.getByRole("group", { name: "Buttons" }).getByLabel("Background, light mode").fill("#1d3557");
  await theme.getByRole("group", { name: "Main headings" }).getByLabel("Font").fill("Georgia");
  await theme.getByRole("button", { name: "Save" }).click();
  await expect(theme.getByText("Saved")).toBeVisible();

  const prompt = form(page, "AI prompt");
  const text = "Atlas Home Studio sells hand-made Moroccan homeware. Speak warmly and briefly.";
  await prompt.getByLabel("What the store sells and how it speaks").fill(text);
  await prompt.getByRole("button", { name: "Save" }).click();
  await expect(prompt.getByText("Saved")).toBeVisible();

  // A domain the browser's check refuses, with the API's own message beside the field.
  const domain = form(page, "Custom domain");
  await domain.getByLabel("Domain").fill("not a domain");
  await domain.getByRole("button", { name: "Save" }).click();
  await expect(domain.getByLabel("Domain")).toHaveAttribute("aria-invalid", "true");
  await expect(domain.getByText("The domain must be a host name such as shop.example.com.")).toBeVisible();
  await screenshots(page, "settings-errors");

  // Read back: the prompt from /get-store-prompt after a reload.
  await page.reload();
  await expect(form(page, "AI prompt").getByLabel("What the store sells and how it speaks")).toHaveValue(text);

  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Atlas Home Studio" })).toBeVisible();
  expect(await themeVariable(page, "--shop-bg")).toBe("#fdf0d5");
  expect(await themeVariable(page, "--shop-button-bg")).toBe("#1d3557");
  expect(await themeVariable(page, "--shop-font-heading")).toMatch(/^"Georgia"/);

  const origin = new URL(settings).origin;
  const restored = await page.request.put(settings, { headers: { origin }, data: { name: before.name, theme: before.theme, prompt: before.prompt } });
  expect(restored.status()).toBe(200);
});

test("the store turns the e-mails of carts left behind off, then on again", async ({ page, baseURL }) => {
  await signIn(page, baseURL);
  await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Settings" }).click();
  const marketing = form(page, "Marketing e-mails");
  const toggle = marketing.getByRole("switch", { name: "E-mail shoppers who leave their cart" });
  await expect(toggle).toHaveAttribute("aria-checked", "true");
  await marketing.scrollIntoViewIfNeeded();
  await screenshots(page, "settings-marketing");
  const saved = async (on: boolean) => {
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-checked", String(on));
    await marketing.getByRole("button", { name: "Save" }).click();
    await expect(marketing.getByText("Saved")).toBeVisible();
    const settings = await (await page.request.get(platformUrl(baseURL, "/dashboard-api/store"))).json();
    expect(settings.data.abandoned_cart_emails).toBe(on);
  };
  await saved(false);
  await saved(true);
  await inFrenchAndArabic(page, baseURL, "settings-marketing", (language) =>
    expect(page.getByText(language === "fr" ? "Relancer par e-mail les paniers abandonnés" : "مراسلة العملاء الذين تركوا سلّاتهم")).toBeVisible(),
  );
});

test("the store's language is the dashboard's default language", async ({ page, baseURL }) => {
  await signIn(page, baseURL);
  await page.goto(platformUrl(baseURL, "/dashboard/settings"));
  const region = form(page, "Language and time zone");
  await region.getByLabel("Store language").selectOption("fr");
  await region.getByLabel("Time zone").fill("Europe/Paris");
  await region.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Paramètres" })).toBeVisible();
  await expect(form(page, "Langue et fuseau horaire").getByLabel("Fuseau horaire")).toHaveValue("Europe/Paris");

  const french = form(page, "Langue et fuseau horaire");
  await french.getByLabel("Langue de la boutique").selectOption("en");
  // Back to the demo store's zone: the specs after this one read its days and times.
  await french.getByLabel("Fuseau horaire").fill("Africa/Casablanca");
  await french.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();

  // The owner's own choice wins over the store's language: the settings in Arabic, right to left.
  await page.getByRole("combobox", { name: "Language", exact: true }).selectOption("ar");
  await expect(page.getByRole("heading", { level: 1, name: "الإعدادات" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await screenshots(page, "settings-ar");
  await expectAccessible(page);
});

test("a currency added in the dashboard is offered by the storefront's currency control", async ({ page, baseURL }) => {
  page.on("dialog", (dialog) => void dialog.accept());
  await signIn(page, baseURL);
  await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Currencies" }).click();
  await expect(page.getByRole("row", { name: /MAD/ }).getByText("Default")).toBeVisible();
  await screenshots(page, "currencies");
  await expectAccessible(page);

  await page.getByRole("button", { name: "Add currency" }).click();
  await page.getByLabel("Code").fill("CAD");
  await page.getByLabel("Rate").fill("-2");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByLabel("Rate")).toHaveAttribute("aria-invalid", "true");
  await screenshots(page, "currency-form");
  await expectAccessible(page);
  await page.getByLabel("Rate").fill("0.135");
  await page.getByLabel("Symbol").fill("C$");
  await page.getByRole("button", { name: "Save" }).click();
  const row = page.getByRole("row", { name: /CAD/ });
  await expect(row.getByRole("cell", { name: "0.135" })).toBeVisible();

  const currencyControl = (storefront: Page) => storefront.getByRole("combobox", { name: "Currency", exact: true });
  const storefront = await page.context().newPage();
  await storefront.goto("/");
  await expect(currencyControl(storefront).locator("option", { hasText: "CAD C$" })).toHaveCount(1);

  await page.getByRole("button", { name: "Edit currency CAD" }).click();
  await page.getByLabel("Rate").fill("0.14");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(row.getByRole("cell", { name: "0.14" })).toBeVisible();

  // Deactivated, the storefront no longer offers it.
  await row.getByRole("switch", { name: "CAD offered to shoppers" }).click();
  await expect(row.getByRole("switch", { name: "CAD offered to shoppers" })).toHaveAttribute("aria-checked", "false");
  await storefront.reload();
  await expect(currencyControl(storefront).locator("option", { hasText: "CAD" })).toHaveCount(0);

  // The demo store has taken orders: its default currency stays, and the dashboard says why.
  await page.getByRole("button", { name: "Make EUR the default currency" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "keeps its default currency" })).toBeVisible();

  await page.getByRole("combobox", { name: "Language", exact: true }).selectOption("ar");
  await expect(page.getByRole("heading", { level: 1, name: "العملات" })).toBeVisible();
  await screenshots(page, "currencies-ar");
  await expectAccessible(page);
});

test("a store without orders makes another currency its default, and its rates and the dashboard follow", async ({ page, baseURL }) => {
  page.on("dialog", (dialog) => void dialog.accept());
  const subdomain = `rates${Date.now() % 1_000_000}`;
  await registerStore(page, baseURL, { subdomain, owner: "Omar Idrissi", storeName: "Omar's Lamps" });
  // Signed up in Morocco (the form's default): its currency is the dirham.

  await page.goto(platformUrl(baseURL, "/dashboard/currencies"));
  await expect(page.getByRole("row", { name: /MAD/ }).getByText("Default")).toBeVisible();
  await page.getByRole("button", { name: "Add currency" }).click();
  await page.getByLabel("Code").fill("EUR");
  await page.getByLabel("Rate").fill("0.5");
  await page.getByRole("button", { name: "Save" }).click();
  await page.getByRole("button", { name: "Make EUR the default currency" }).click();

  await expect(page.getByRole("row", { name: /EUR/ }).getByText("Default")).toBeVisible();
  // Rebased: one EUR is two MAD.
  await expect(page.getByRole("row", { name: /MAD/ }).getByRole("cell", { name: /^2(\.0+)?$/ })).toBeVisible();
  // The session's default currency followed: the form speaks of EUR now.
  await page.getByRole("button", { name: "Add currency" }).click();
  await expect(page.getByText("Units of this currency for 1 EUR.")).toBeVisible();
});

test("the acme owner sees acme's settings and currencies, none of demo's", async ({ page, baseURL }) => {
  await signIn(page, baseURL, ACME_OWNER);
  await page.goto(platformUrl(baseURL, "/dashboard/settings"));
  await expect(form(page, "Store details").getByLabel("Store name")).toHaveValue("Acme Outdoor Supply");
  await expect(form(page, "AI prompt").getByLabel("What the store sells and how it speaks")).toHaveValue(/^Acme Outdoor Supply/);
  await expect(page.getByText(/Atlas/)).toHaveCount(0);

  await page.goto(platformUrl(baseURL, "/dashboard/currencies"));
  await expect(page.getByRole("row", { name: /USD/ }).getByText("Default")).toBeVisible();
  await expect(page.getByRole("row", { name: /EUR/ })).toBeVisible();
  await expect(page.getByRole("row", { name: /MAD|CAD|GBP/ })).toHaveCount(0);
});

test("a new store previews its e-mails in Settings in its language: French, then Arabic right to left", async ({ page, baseURL }) => {
  const subdomain = `poterie${Date.now().toString(36)}`;
  await registerStore(page, baseURL, { subdomain, owner: "Nadia Berrada", storeName: "Poterie Nadia" });
  await page.goto(platformUrl(baseURL, "/dashboard/settings"));
  const chosen = [
    { language: "fr", region: "Language and time zone", label: "Store language", save: "Save", heading: "Paramètres", subject: "a été expédiée" },
    { language: "ar", region: "Langue et fuseau horaire", label: "Langue de la boutique", save: "Enregistrer", heading: "الإعدادات", subject: "تم شحن طلبك" },
  ] as const;
  for (const { language, region, label, save, heading, subject } of chosen) {
    await form(page, region).getByLabel(label).selectOption(language);
    await form(page, region).getByRole("button", { name: save }).click();
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    const t = (key: Parameters<typeof emailPreviewMessages>[1]) => emailPreviewMessages(language, key);
    await page.getByLabel(t("which"), { exact: true }).selectOption({ label: t("orderShipped") });
    await expect(page.getByText(subject)).toBeVisible();
    // The e-mail itself, in its frame: the store's language and direction, its name, the parcel's tracking link.
    const frame = page.frameLocator(`iframe[title="${t("orderShipped")}"]`);
    await expect(frame.locator("html")).toHaveAttribute("lang", language);
    await expect(frame.locator("html")).toHaveAttribute("dir", language === "ar" ? "rtl" : "ltr");
    await expect(frame.locator("body")).toContainText("Poterie Nadia");
    await expect(frame.locator("a[href^='https://']").first()).toBeVisible();
    await framedScreenshots(page, page.locator("iframe"), `settings-email-preview-${language}`);
  }
  await expectAccessible(page);
});

/** The screen around `frame` at both sizes: a full-page picture leaves frames blank, so the viewport is taken where the frame is. */
async function framedScreenshots(page: Page, frame: Locator, name: string) {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(viewport);
    await frame.evaluate((element) => element.scrollIntoView({ block: "center" }));
    await page.waitForTimeout(150);
    await page.screenshot({ path: `e2e/screenshots/dashboard/${name}-${size}.png` });
  }
}
