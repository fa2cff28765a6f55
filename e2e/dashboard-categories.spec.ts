import { expect, test } from "@playwright/test";
import { ACME_OWNER, customerApi, expectAccessible, platformUrl, screenshots, signIn } from "./dashboard-support";

// Walks of several screens on a machine shared with other builds: more than the default 30 s.
test.describe.configure({ timeout: 120_000 });

test("categories: made with a picture from the gallery, hidden from shoppers, moved up", async ({ page, baseURL, request }) => {
  const name = `Brass Lanterns ${Date.now() % 100000}`;
  await signIn(page, baseURL);
  await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Categories" }).click();
  await expect(page.getByText("Lighting")).toBeVisible();
  await screenshots(page, "categories");
  await expectAccessible(page);

  await page.getByRole("button", { name: "New category" }).click();
  await page.getByLabel("Name").fill(name);
  await page.getByRole("button", { name: "Pick from gallery" }).click();
  await page
    .getByRole("button", { name: /^Choose picture/ })
    .first()
    .click();
  await expect(page.getByRole("button", { name: "Remove picture 1" })).toBeVisible();
  await page.getByRole("switch", { name: "Visible to shoppers" }).click();
  await screenshots(page, "category-form");
  await page.getByRole("button", { name: "Save" }).click();
  const item = page.getByRole("listitem").filter({ hasText: name });
  await expect(item.getByText("Hidden")).toBeVisible();

  const shown = async () =>
    ((await (await customerApi(request, baseURL, "/fetch-categories?per_page=100")).json()).entities as { name: string }[]).map((c) => c.name);
  expect(await shown()).not.toContain(name);

  const saved = page.waitForResponse((r) => r.url().endsWith("/product-categories/order") && r.ok());
  await page.getByRole("button", { name: `Move ${name} up` }).click();
  await saved;
  const names = await page
    .getByRole("listitem")
    .filter({ has: page.getByRole("button", { name: /^Move .* up$/ }) })
    .allTextContents();
  expect(names.findIndex((text) => text.includes(name))).toBe(names.length - 2);
});

test("the acme owner does not see demo's categories", async ({ page, baseURL }) => {
  await signIn(page, baseURL, ACME_OWNER);
  await page.goto(platformUrl(baseURL, "/dashboard/categories"));
  await expect(page.getByRole("heading", { level: 1, name: "Categories" })).toBeVisible();
  await expect(page.getByText("Ceramics & Tableware")).toHaveCount(0);
});
