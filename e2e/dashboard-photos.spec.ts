import { expect, test } from "@playwright/test";
import { jpeg } from "../tests/support/media-files";
import { customerApi, inFrenchAndArabic, platformUrl, screenshots, signIn } from "./dashboard-support";
import { screenshots as storefrontScreenshots } from "./support/screens";

// Photos of a product made in the dashboard: its first picture is its listing image (the storefront's
// cards and the dashboard's list show it whole, landscape or portrait), and the owner makes another
// the listing image from the editor.
test.describe.configure({ timeout: 180_000 });

const NAME = `Photo Lantern ${Date.now()}`;

test("a product's first photo is its listing image, shown whole; another becomes it from the editor", async ({ page, baseURL, request }) => {
  await signIn(page, baseURL);
  await page.goto(platformUrl(baseURL, "/dashboard/products/new"));
  await page.getByLabel("Name").fill(NAME);
  await page.getByLabel("Price").fill("120");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/dashboard\/products\/\d+$/);

  await page.getByLabel("Upload", { exact: true }).setInputFiles({ name: "landscape.jpg", mimeType: "image/jpeg", buffer: await jpeg(1200, 600) });
  await expect(page.getByRole("button", { name: "Remove picture 1" })).toBeVisible();
  await page.getByLabel("Upload", { exact: true }).setInputFiles({ name: "portrait.jpg", mimeType: "image/jpeg", buffer: await jpeg(600, 1200) });
  await expect(page.getByRole("button", { name: "Remove picture 2" })).toBeVisible();
  await expect(page.getByText("Listing image", { exact: true })).toHaveCount(1);
  await page.getByRole("switch", { name: "Draft" }).click();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Saved")).toBeVisible();
  await screenshots(page, "product-photos");
  await inFrenchAndArabic(page, baseURL, "product-photos", async (language) => {
    await expect(page.getByText(language === "fr" ? "Photo principale" : "الصورة الرئيسية", { exact: true })).toBeVisible();
  });

  const slug = await page.getByLabel("URL handle").inputValue();
  const details = async () => (await (await customerApi(request, baseURL, `/product-details/${slug}`)).json()).product.thumbnail_image as string;
  const firstListed = await details();
  expect(firstListed).not.toBeNull();

  const storefront = `${baseURL}/search?query=${encodeURIComponent(NAME)}`;
  await page.goto(storefront);
  await expect(page.getByRole("heading", { name: NAME, exact: true })).toBeVisible();
  await storefrontScreenshots(page, "storefront", "photos-landscape-card");

  await page.goto(platformUrl(baseURL, "/dashboard/products"));
  await page.getByLabel("Search products").fill(NAME);
  await page.getByRole("link", { name: NAME }).click();
  await page.getByRole("button", { name: "Use picture 2 as the listing image" }).click();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Saved")).toBeVisible();
  await expect.poll(details).not.toBe(firstListed);

  await page.goto(storefront);
  await expect(page.getByRole("heading", { name: NAME, exact: true })).toBeVisible();
  await storefrontScreenshots(page, "storefront", "photos-portrait-card");
  await page.goto(platformUrl(baseURL, "/dashboard/products"));
  await page.getByLabel("Search products").fill(NAME);
  await expect(page.getByRole("link", { name: NAME })).toBeVisible();
  await screenshots(page, "products-photos");
});
