import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { categoryMessages } from "../lib/dashboard/messages/categories";
import { onboardingMessages } from "../lib/dashboard/messages/onboarding";
import { productMessages } from "../lib/dashboard/messages/products";
import { paymentMethodMessages } from "../lib/payments/messages";
import { registerMessages } from "../lib/dashboard/messages/register";
import { shellMessages } from "../lib/dashboard/messages/shell";
import { shippingMessages as shippingScreenMessages } from "../lib/dashboard/messages/shipping";
import { shippingMessages } from "../lib/shipping/messages";
import { shopMessages } from "../lib/storefront/messages/shop";
import { MOROCCO_REGIONS } from "../scripts/places/morocco";
import { platformUrl, screenshots } from "./dashboard-support";
import { placeOrderWith, registerAtCheckout, screenshots as storefrontScreenshots, texts as shopperTexts } from "./support/storefront";

// The bar (24): a new merchant opens a working store alone, from /register to a first order,
// without the test touching the database: the store made by the sign-up is the reference, not the demo. The same walk
// in French and in Arabic, asserting each step, with screenshots of each screen at phone and desktop size.

test.describe.configure({ timeout: 300_000 });

type Walk = { language: "fr" | "ar" };

/** Morocco as i18n-iso-countries names it (lib/stores/countries.ts and the places read its JSON, which Playwright's loader cannot import). */
const MOROCCO = { fr: "Maroc", ar: "المغرب" };

const texts = (language: Walk["language"]) => {
  const of =
    <K extends string>(catalog: (language: string, key: K, params?: Record<string, string | number>) => string) =>
    (key: K, params?: Record<string, string | number>) =>
      catalog(language, key, params);
  return {
    register: of(registerMessages),
    shell: of(shellMessages),
    onboarding: of(onboardingMessages),
    product: of(productMessages),
    category: of(categoryMessages),
    shipping: of(shippingScreenMessages),
    shop: of(shopMessages),
  };
};

/** A photo as a phone's camera takes it (4032 × 3024, or turned), made here: landscape first, then portrait. */
const photo = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg({ quality: 85 })
    .toBuffer();

/** Each product card's picture on the page is a stored photo that loaded, not the placeholder. */
async function expectPhotoOf(page: Page, name: string) {
  const card = page.getByRole("link").filter({ has: page.getByRole("heading", { name, exact: true }) });
  const image = card.locator("img").first();
  await expect(image).toHaveAttribute("src", /\/uploads\//);
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

for (const walk of [{ language: "fr" }, { language: "ar" }] satisfies Walk[]) {
  test(`a new merchant signs up in Morocco, follows the checklist and sells a first product (${walk.language})`, async ({ page, baseURL }) => {
    const t = texts(walk.language);
    const shot = async (name: string) => {
      await screenshots(page, `journey-${name}-${walk.language}`);
    };
    const number = Date.now() % 1_000_000;
    const storeName = `Atelier Zellige Élégance ${number}`;
    const subdomain = `atelier-zellige-elegance-${number}`;
    const productName = walk.language === "fr" ? `Théière en laiton ${number}` : `إبريق نحاسي ${number}`;
    const categoryName = walk.language === "fr" ? `Arts de la table ${number}` : `أواني المائدة ${number}`;
    await page.context().addCookies([{ name: "language", value: walk.language, url: platformUrl(baseURL) }]);

    // Sign-up: the form in the page's language, Morocco preselected with its currency and time zone,
    // the subdomain made from the store's name as it is typed.
    await page.goto(platformUrl(baseURL, "/register"));
    await expect(page.getByRole("heading", { name: t.register("title") })).toBeVisible();
    await expect(page.getByLabel(t.register("country"))).toHaveValue("MA");
    await expect(page.getByLabel(t.register("currency"))).toHaveValue("MAD");
    await expect(page.getByLabel(t.register("timezone"))).toHaveValue("Africa/Casablanca");
    await page.getByLabel(t.register("yourName")).fill("Salma Bennani");
    await page.getByLabel(t.shell("email")).fill(`${subdomain}@example.com`);
    await page.getByLabel(t.shell("password")).fill("terracotta-glaze-2026");
    await page.getByLabel(t.register("storeName")).fill(storeName);
    await expect(page.getByLabel(t.register("subdomain"))).toHaveValue(subdomain);
    await expect(page.getByText(t.register("available", { address: `${subdomain}.localhost` }))).toBeVisible();
    await shot("register");
    await page.getByRole("button", { name: t.register("submit") }).click();
    await expect(page.getByRole("heading", { name: t.register("ready") })).toBeVisible();
    await page.getByRole("link", { name: t.register("openDashboard") }).click();

    // The overview's checklist: Cash On Delivery is on already.
    const checklist = page.locator("section").filter({ has: page.getByRole("heading", { name: t.onboarding("title") }) });
    await expect(checklist).toBeVisible();
    await expect(checklist.locator('[data-step="payments"]')).toHaveAttribute("data-done", "true");
    await expect(checklist.locator('[data-step="product"]')).toHaveAttribute("data-done", "false");
    await shot("overview");

    // A category, so that the product has a category page.
    await page.goto(platformUrl(baseURL, "/dashboard/categories"));
    await page.getByRole("button", { name: t.category("newCategory") }).click();
    await page.getByLabel(t.category("name")).fill(categoryName);
    await switchOn(page, { on: t.category("shown"), off: t.category("hidden") });
    await page.getByRole("button", { name: t.shell("save") }).click();
    await expect(page.getByRole("listitem").filter({ hasText: categoryName })).toBeVisible();

    // A product with two photos from disk, a landscape one first, from the checklist's link.
    await page.goto(platformUrl(baseURL, "/dashboard"));
    await checklist.getByRole("link", { name: t.onboarding("product") }).click();
    await expect(page).toHaveURL(/\/dashboard\/products\/new$/);
    await page.getByLabel(t.product("name")).fill(productName);
    await page.getByLabel(t.product("price")).fill("249,50");
    await page.getByRole("button", { name: t.shell("save") }).click();
    await expect(page).toHaveURL(/\/dashboard\/products\/\d+$/);
    const upload = page.getByLabel(t.product("uploadPicture"), { exact: true });
    await upload.setInputFiles({ name: "IMG_0001.jpg", mimeType: "image/jpeg", buffer: await photo(4032, 3024, "#b45309") });
    await expect(page.getByRole("button", { name: t.product("removePicture", { number: 1 }) })).toBeVisible();
    await upload.setInputFiles({ name: "IMG_0002.jpg", mimeType: "image/jpeg", buffer: await photo(3024, 4032, "#0f766e") });
    await expect(page.getByRole("button", { name: t.product("removePicture", { number: 2 }) })).toBeVisible();
    await page.getByRole("spinbutton", { name: t.product("stock"), exact: true }).fill("12");
    await page.getByRole("checkbox", { name: categoryName }).check();
    await switchOn(page, { on: t.product("published"), off: t.product("draft") });
    // Saved when the API says so: the screen's confirmation may come and go before it is looked for.
    const saved = page.waitForResponse((response) => /\/dashboard-api\/products\/\d+$/.test(response.url()) && response.request().method() === "PUT");
    await page.getByRole("button", { name: t.shell("save") }).click();
    expect((await saved).status()).toBe(200);
    await shot("product");

    await page.goto(platformUrl(baseURL, "/dashboard"));
    await expect(checklist.locator('[data-step="product"]')).toHaveAttribute("data-done", "true");

    // Shipping: the sign-up opened the store's country with one rate, of 0; the owner prices it.
    await expect(checklist.locator('[data-step="shipping"]')).toHaveAttribute("data-done", "true");
    await checklist.getByRole("link", { name: t.onboarding("shipping") }).click();
    const rateTitle = shippingMessages(walk.language, "standardDelivery");
    await page.getByRole("button", { name: t.shipping("editRate", { title: rateTitle }) }).click();
    const rateForm = page.getByRole("form", { name: t.shipping("editRate", { title: rateTitle }) });
    await rateForm.getByLabel(`${t.shipping("amount")} (MAD)`).fill("35");
    await rateForm.getByRole("button", { name: t.shell("save") }).click();
    // An existing record's form stays open after its save, and says so.
    await expect(rateForm.getByText(t.shell("saved"))).toBeVisible();
    const morocco = MOROCCO[walk.language];
    await expect(page.getByRole("table", { name: t.shipping("rates", { name: morocco }) })).toContainText("35");

    // The storefront, on the store's own host: the product's photo on the home and category pages.
    const shop = baseURL!.replace("//demo.", `//${subdomain}.`);
    await page.context().addCookies([{ name: "language", value: walk.language, url: shop }]);
    await page.goto(`${shop}/`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(storeName);
    await expectPhotoOf(page, productName);
    await page.getByRole("link", { name: categoryName }).first().click();
    await expect(page).toHaveURL(/\/category\//);
    await expectPhotoOf(page, productName);
    await page
      .getByRole("link")
      .filter({ has: page.getByRole("heading", { name: productName, exact: true }) })
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(productName);
    await storefrontScreenshots(page, `journey-product-${walk.language}`);

    // A new shopper orders it, delivered home in Casablanca, paying cash on delivery.
    await page.getByRole("button", { name: t.shop("addToCart") }).click();
    await expect(page.getByRole("button", { name: t.shop("addToCart") })).toBeEnabled();
    await registerAtCheckout(page, walk.language, shop);
    const checkout = shopperTexts(walk.language).checkout;
    await expect(page.getByRole("complementary").getByText(productName)).toBeVisible();
    // The store has no pickup point: home delivery is not a choice, and pickup is not offered.
    await expect(page.getByLabel(checkout("country"))).toBeVisible();
    await expect(page.getByRole("radio", { name: checkout("pickup") })).toHaveCount(0);
    await expect(page.getByRole("radio", { name: checkout("homeDelivery") })).toHaveCount(0);
    await page.getByLabel(checkout("country")).selectOption({ label: morocco });
    const region = MOROCCO_REGIONS.find((place) => place.names[0] === "Casablanca-Settat")!;
    const inLanguage = (names: readonly string[]) => names[{ fr: 1, ar: 2 }[walk.language]]!;
    const casablanca = inLanguage(region.towns.find((town) => town[0] === "Casablanca")!);
    await page.getByLabel(checkout("city")).selectOption({ label: inLanguage(region.names) });
    await page.getByLabel(checkout("state")).selectOption({ label: casablanca });
    await page.getByLabel(checkout("address")).fill("27 Rue Ibnou Mounir, Maârif");
    await page.getByRole("radio", { name: new RegExp(rateTitle) }).check();
    await storefrontScreenshots(page, `journey-checkout-${walk.language}`);
    // Named in the store's language at the sign-up.
    await placeOrderWith(page, walk.language, paymentMethodMessages(walk.language, "codName"));
    await expect(page).toHaveURL(/\/checkout\/confirmation\/\d+$/);
    await expect(page.getByRole("heading", { name: checkout("confirmationTitle") })).toBeVisible();
    const orderId = /confirmation\/(\d+)/.exec(page.url())![1];

    // The owner sees it, its delivery address written as an address.
    await page.goto(platformUrl(baseURL, `/dashboard/orders/${orderId}`));
    const address = page.getByTestId("delivery-address");
    await expect(address).toBeVisible();
    const lines = await address.locator(":scope > span").allInnerTexts();
    expect(lines[0]).toBe("Salma Bennani");
    // The street first (the checkout sends the contract's one-line address, town and country after it).
    expect(lines[1]).toMatch(/^27 Rue Ibnou Mounir, Maârif/);
    expect(lines.some((line) => line.includes(casablanca))).toBe(true);
    expect(lines).toContain(morocco);
    expect(lines.at(-1)).toContain("+212600112233");
    await shot("order");
    await page.goto(platformUrl(baseURL, "/dashboard"));
    await expect(checklist.locator('[data-step="test_order"]')).toHaveAttribute("data-done", "true");
  });
}

/** Turns on a switch named by its state ("Draft" off, "Published" on), whichever it starts in. */
async function switchOn(page: Page, names: { on: string; off: string }) {
  const off = page.getByRole("switch", { name: names.off, exact: true });
  if (await off.count()) await off.click();
  await expect(page.getByRole("switch", { name: names.on, exact: true })).toBeChecked();
}
