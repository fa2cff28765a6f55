import { expect, test, type Page } from "@playwright/test";
import { shopMessages } from "../lib/storefront/messages/shop";
import { VIEWPORTS } from "./support/screens";
import { applyCoupon, deliverHome, expectAccessible, placeOrderWith, registerAtCheckout, registerInBrowser, screenshots, texts } from "./support/storefront";

// A guest browses the demo store: a category, a search with a typo, a product with variants, two
// items in the cart kept by the browser, and WELCOME10 applied; in English with the store's
// dirham, in French with US dollars, in Arabic right to left. Screens are saved for a person to
// look at (phone and desktop) and checked with axe.

/** Screenshots at both sizes, and no serious or critical axe violation. */
async function look(page: Page, name: string) {
  await screenshots(page, name);
  await expectAccessible(page);
}

/** Console errors and policy violations: a page that works makes none. */
function problems(page: Page): string[] {
  const found: string[] = [];
  page.on("console", (message) => {
    // A failed load is reported with its address below.
    if (/Content Security Policy|Refused to/i.test(message.text()) || (message.type() === "error" && !/Failed to load resource/.test(message.text()))) {
      found.push(message.text());
    }
  });
  page.on("pageerror", (error) => found.push(error.message));
  page.on("response", (response) => {
    if (response.status() >= 400) found.push(`${response.status()} ${response.url()}`);
  });
  return found;
}

/** Clicks before React has hydrated the page would be lost: wait for Next's router and the page's requests. */
async function ready(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.waitForFunction(() => (window as unknown as { next?: { router?: unknown } }).next?.router !== undefined);
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await ready(page);
}

test.beforeEach(async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(VIEWPORTS.desktop);
});

test("a guest browses, searches with a typo, puts two products in the cart, applies WELCOME10, registers, pays on delivery and cancels", async ({ page }) => {
  const t = (key: Parameters<typeof shopMessages>[1], params?: Record<string, string | number>) => shopMessages("en", key, params);
  const errors = problems(page);
  await open(page, "/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Atlas Home & Style");
  await expect(page.getByLabel("Language")).toHaveValue("en");
  await expect(page.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/sign-in");
  await look(page, "home");

  await page.getByRole("link", { name: "Textiles & Rugs" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Textiles & Rugs" })).toBeVisible();
  await expect(page).toHaveURL(/\/category\/textiles-rugs$/);
  // A discounted product shows its selling price beside the struck-through base price.
  const throw_ = page.getByRole("link", { name: /Pom-pom Cotton Throw/ });
  await expect(throw_.locator("s")).toContainText("DH 340.00");
  await expect(throw_).toContainText("DH 289.00");
  await look(page, "category");

  await page.getByLabel(t("searchProducts")).fill("kaftn");
  const suggestion = page.getByRole("region", { name: t("suggestions") }).getByRole("link", { name: /Embroidered Linen Kaftan/ });
  await expect(suggestion).toBeVisible();
  await page.getByLabel(t("searchProducts")).press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("resultsFor", { query: "kaftn" }));
  await page
    .getByRole("main")
    .getByRole("link", { name: /Embroidered Linen Kaftan/ })
    .click();

  await expect(page.getByRole("heading", { level: 1, name: "Embroidered Linen Kaftan" })).toBeVisible();
  await ready(page);
  await page.getByRole("button", { name: "Indigo" }).click();
  await expect(page.getByRole("button", { name: "Indigo" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("img", { name: "Embroidered Linen Kaftan" })).toHaveAttribute("src", /indigo/);
  await page.getByRole("group", { name: "Size" }).getByRole("button", { name: "M", exact: true }).click();
  await page.getByRole("group", { name: "Material" }).getByRole("button", { name: "Cotton" }).click();
  await expect(page.getByRole("main")).toContainText("DH 490.00");
  await page.getByRole("group", { name: "Material" }).getByRole("button", { name: "Linen" }).click();
  await expect(page.getByRole("main")).toContainText("DH 590.00");
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByRole("status")).toContainText(t("added"));
  await expect(page.getByRole("link", { name: t("cartCount", { count: 1 }) })).toBeVisible();
  await look(page, "product");

  await open(page, "/product/pom-pom-cotton-throw");
  await page.getByRole("button", { name: t("increase", { name: "Pom-pom Cotton Throw" }) }).click();
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByRole("link", { name: t("cartCount", { count: 3 }) })).toBeVisible();

  await page.getByRole("link", { name: t("cartCount", { count: 3 }) }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("yourCart"));
  const lines = page.getByRole("region", { name: t("yourCart") }).getByRole("listitem");
  await expect(lines).toHaveCount(2);
  await expect(lines.first()).toContainText("Color: Indigo, Size: M, Material: Linen");
  await expect(page.getByLabel(t("quantityOf", { name: "Pom-pom Cotton Throw" }))).toHaveValue("2");
  // 590 + 2 × 289
  await expect(page.getByRole("region", { name: t("orderSummary") })).toContainText("DH 1,168.00");
  await page.getByLabel(t("coupon")).fill("WELCOME10");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText(t("couponApplied", { code: "WELCOME10" }))).toBeVisible();
  await expect(page.getByRole("region", { name: t("orderSummary") })).toContainText("−DH 116.80");
  await expect(page.getByRole("region", { name: t("orderSummary") })).toContainText("DH 1,051.20");
  await expect(page.getByRole("link", { name: "Checkout" })).toHaveAttribute("href", "/checkout");
  await look(page, "cart");

  // The cart outlives the page: it is the browser's until the shopper signs in.
  await page.reload();
  await expect(lines).toHaveCount(2);
  expect(errors).toEqual([]);

  // Checkout asks for an account; registering keeps the cart, which WELCOME10, home delivery and
  // Cash On Delivery make an order that the account follows, with its tracking, and cancels.
  const c = texts("en");
  await registerAtCheckout(page, "en");
  const summary = page.getByRole("complementary");
  await expect(summary.getByText("Embroidered Linen Kaftan")).toBeVisible();
  await expect(summary.getByText("Pom-pom Cotton Throw")).toBeVisible();
  await deliverHome(page, "en");
  await applyCoupon(page, "en", "WELCOME10");
  await placeOrderWith(page, "en", "Cash On Delivery");
  await expect(page).toHaveURL(/\/checkout\/confirmation\/\d+$/);
  const orderId = /confirmation\/(\d+)/.exec(page.url())![1];
  await page.goto("/account");
  await page.getByRole("link", { name: /ORD-/ }).first().click();
  await expect(page).toHaveURL(new RegExp(`/account/orders/${orderId}$`));
  await expect(page.getByRole("region", { name: c.account("tracking") }).getByRole("listitem")).toHaveCount(1);
  page.once("dialog", (dialog) => void dialog.accept());
  await page.getByRole("button", { name: "Cancel order" }).click();
  await expect(page.getByText(c.account("status_cancelled"), { exact: true })).toBeVisible();
});

test("a customizable product is added only once every option group has its minimum", async ({ page }) => {
  const t = (key: Parameters<typeof shopMessages>[1], params?: Record<string, string | number>) => shopMessages("en", key, params);
  await open(page, "/product/custom-engraved-cedar-gift-box");
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByRole("status")).toContainText(t("groupMissing", { min: 1, group: "Box size" }));
  await expect(page.getByRole("link", { name: t("cartCount", { count: 0 }) })).toBeVisible();

  await page.getByRole("radio", { name: /Medium/ }).check();
  const addOns = page.getByRole("group", { name: /Add-ons/ });
  for (const name of [/argan/, /Mint tea/, /tea glass/]) await addOns.getByRole("checkbox", { name }).check();
  await expect(addOns.getByRole("checkbox", { name: /saffron/ })).toBeDisabled();
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByRole("status")).toContainText(t("added"));

  await open(page, "/cart");
  await expect(page.getByRole("region", { name: t("yourCart") })).toContainText("Box size: Medium (30 × 20 cm)");
});

test("in French, with US dollars chosen in the header", async ({ page }) => {
  const t = (key: Parameters<typeof shopMessages>[1], params?: Record<string, string | number>) => shopMessages("fr", key, params);
  await open(page, "/product/pom-pom-cotton-throw");
  await page.getByLabel("Language").selectOption("fr");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await page.getByLabel(t("currency")).selectOption("USD");
  // 340 DH at 0.1, 15% off: 28.90 $
  await expect(page.getByRole("main")).toContainText("28,90 $");
  await page.getByRole("button", { name: t("addToCart") }).click();
  await expect(page.getByRole("status")).toContainText(t("added"));
  await page.getByRole("link", { name: t("cartCount", { count: 1 }) }).click();
  await page.getByLabel(t("coupon")).fill("WELCOME10");
  await page.getByRole("button", { name: t("apply") }).click();
  await expect(page.getByRole("region", { name: t("orderSummary") })).toContainText("26,01 $");
  await look(page, "cart-fr-usd");
  await page.getByRole("button", { name: t("removeLine", { name: "Pom-pom Cotton Throw" }) }).click();
  await expect(page.getByRole("link", { name: t("cartCount", { count: 1 }) })).toHaveCount(0);
});

test("in Arabic, right to left", async ({ page, context, baseURL }) => {
  const t = (key: Parameters<typeof shopMessages>[1], params?: Record<string, string | number>) => shopMessages("ar", key, params);
  await context.addCookies([{ name: "language", value: "ar", url: baseURL! }]);
  await open(page, "/");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByLabel(t("language"))).toHaveValue("ar");
  await look(page, "home-ar");
  await open(page, "/product/babouche-leather-slippers");
  await page.getByRole("button", { name: "Fez Red" }).click();
  await page.getByRole("group", { name: "Size" }).getByRole("button", { name: "L", exact: true }).click();
  await page.getByRole("button", { name: t("addToCart") }).click();
  await expect(page.getByRole("status")).toContainText(t("added"));
  await look(page, "product-ar");
  await open(page, "/cart");
  await expect(page.getByRole("region", { name: t("yourCart") })).toContainText("Color: Fez Red, Size: L");
  await look(page, "cart-ar");
});

test("an unknown product is the store's not-found page; sitemap and robots name the store's pages", async ({ page, request, baseURL }) => {
  const response = await page.goto("/product/no-such-product");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: shopMessages("en", "notFoundTitle") })).toBeVisible();

  await open(page, "/product/embroidered-linen-kaftan");
  await expect(page).toHaveTitle("Embroidered Linen Kaftan · Atlas Home & Style");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/product/embroidered-linen-kaftan`);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /embroidered-linen-kaftan/);
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  expect(data).toMatchObject({ "@type": "Product", name: "Embroidered Linen Kaftan", offers: { priceCurrency: "MAD", price: "490.00" } });

  // Node's requests cannot resolve *.localhost (docs: offline toolchain), the browser can.
  await page.goto("/sitemap.xml");
  expect(await page.content()).toContain(`${baseURL}/product/embroidered-linen-kaftan`);
  await page.goto("/robots.txt");
  await expect(page.locator("body")).toContainText(`Sitemap: ${baseURL}/sitemap.xml`);
  void request;
});

test("signing in moves the guest's lines into the account's cart, which the cart page then shows", async ({ page }) => {
  const t = (key: Parameters<typeof shopMessages>[1], params?: Record<string, string | number>) => shopMessages("en", key, params);
  await open(page, "/product/babouche-leather-slippers");
  await page.getByRole("button", { name: "Black" }).click();
  await page.getByRole("group", { name: "Size" }).getByRole("button", { name: "S", exact: true }).click();
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByRole("link", { name: t("cartCount", { count: 1 }) })).toBeVisible();

  // Registering is the checkout helper's page; here the browser calls the forwarder as that page does.
  await registerInBrowser(page, "Browse Test");

  await open(page, "/cart");
  await expect(page.getByRole("link", { name: "Account" })).toHaveAttribute("href", "/account");
  const lines = page.getByRole("region", { name: t("yourCart") }).getByRole("listitem");
  // The merge runs once the page sees the shopper signed in: a few calls, slower on a loaded machine.
  await expect(lines).toHaveCount(1, { timeout: 15_000 });
  await expect(lines.first()).toContainText("Babouche Leather Slippers");
  await expect(lines.first()).toContainText("Size: S");
  await expect(page.getByRole("link", { name: t("cartCount", { count: 1 }) })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("guest-cart"))).toBeNull();

  await page.getByRole("button", { name: t("removeLine", { name: "Babouche Leather Slippers" }) }).click();
  await expect(page.getByText(t("emptyCart"))).toBeVisible();
});
