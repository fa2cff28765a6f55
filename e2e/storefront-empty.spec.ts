import { expect, test, type Page } from "@playwright/test";
import { registerStore } from "./dashboard-support";
import { expectAccessible, screenshots } from "./support/storefront";

// A store just made by /register has no logo, no product and no category: its storefront must look
// meant that way (the store's name as a wordmark, "coming soon"), not broken or half-empty.

test.describe.configure({ timeout: 120_000 });

const COMING_SOON = { en: "Coming soon", fr: "Bientôt ouvert", ar: "قريبًا" };

/** What a page must never show: a picture that did not load, a heading with nothing in it, a separator before nothing. */
async function expectNothingBroken(page: Page) {
  await page.waitForLoadState("load");
  const broken = await page
    .locator("img")
    .evaluateAll((images) =>
      (images as HTMLImageElement[]).filter((img) => !img.getAttribute("src") || (img.complete && img.naturalWidth === 0)).map((img) => img.outerHTML),
    );
  expect(broken).toEqual([]);
  const emptyHeadings = await page
    .locator("h1, h2, h3, h4, h5, h6")
    .evaluateAll((headings) => headings.filter((h) => !h.textContent?.trim()).map((h) => h.outerHTML));
  expect(emptyHeadings).toEqual([]);
  const footer = (await page.getByRole("contentinfo").innerText()).replace(/\s+/g, " ");
  expect(footer).not.toMatch(/·\s*(©|$)/);
}

test("a store just made by /register shows its name as a wordmark and 'coming soon', in English, French and Arabic", async ({ page, baseURL }) => {
  const subdomain = `empty${Date.now() % 1_000_000}`;
  await registerStore(page, baseURL, { subdomain, owner: "Yasmine Alaoui", storeName: "Atelier Yasmine" });
  const shop = baseURL!.replace("//demo.", `//${subdomain}.`);

  await page.goto(`${shop}/`);
  const banner = page.getByRole("banner");
  await expect(banner.getByRole("link", { name: "Atelier Yasmine" })).toBeVisible();
  await expect(banner.locator("img")).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Atelier Yasmine");
  await expect(page.getByRole("heading", { name: COMING_SOON.en })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Shop by category" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "All products" })).toHaveCount(0);
  await expectNothingBroken(page);
  await expectAccessible(page);
  await screenshots(page, "empty-home-en");

  for (const language of ["fr", "ar"] as const) {
    await page.context().addCookies([{ name: "language", value: language, url: shop }]);
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    await expect(page.getByRole("heading", { name: COMING_SOON[language] })).toBeVisible();
    await expectNothingBroken(page);
    await screenshots(page, `empty-home-${language}`);
  }
  await page.context().clearCookies({ name: "language" });

  // The other pages a shopper may reach on an empty store say there is nothing, in words.
  await page.goto(`${shop}/products`);
  await expect(page.getByText("No products here yet.")).toBeVisible();
  await expectNothingBroken(page);
  await screenshots(page, "empty-products-en");
  await page.goto(`${shop}/search?query=vase`);
  await expect(page.getByText("No products match “vase”. Try another word.")).toBeVisible();
  await expectNothingBroken(page);
  await screenshots(page, "empty-search-en");
});
