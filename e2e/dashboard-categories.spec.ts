import { expect, test } from "@playwright/test";
import { ACME_OWNER, customerApi, expectAccessible, inFrenchAndArabic, ownerToken, platformUrl, screenshots, signIn } from "./dashboard-support";

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
  // The switch says the category's state: "Visible" until it is turned off.
  await page.getByRole("switch", { name: "Visible", exact: true }).click();
  await expect(page.getByRole("switch", { name: "Hidden", exact: true })).not.toBeChecked();
  await screenshots(page, "category-form");
  await page.getByRole("button", { name: "Save" }).click();
  const item = page.getByRole("listitem").filter({ hasText: name });
  await expect(item.getByText("Hidden")).toBeVisible();

  const shown = async () =>
    ((await (await customerApi(request, baseURL, "/fetch-categories?per_page=100")).json()).entities as { name: string }[]).map((c) => c.name);
  expect(await shown()).not.toContain(name);

  const saved = page.waitForResponse((r) => /\/product-categories\/\d+\/position$/.test(r.url()) && r.ok());
  await page.getByRole("button", { name: `Move ${name} up` }).click();
  await saved;
  const names = await page
    .getByRole("listitem")
    .filter({ has: page.getByRole("button", { name: /^Move .* up$/ }) })
    .allTextContents();
  expect(names.findIndex((text) => text.includes(name))).toBe(names.length - 2);
});

test("categories are shown 20 a page, and one moves across pages", async ({ page, baseURL, request }) => {
  const auth = { authorization: `Bearer ${await ownerToken(request, baseURL)}` };
  const total = async () =>
    (await (await request.get(platformUrl(baseURL, "/api/product-categories?per_page=1"), { headers: auth })).json()).meta.total as number;
  const made: number[] = [];
  for (let at = (await total()) + 1; at <= 22; at++) {
    const answer = await request.post(platformUrl(baseURL, "/api/product-categories"), { headers: auth, data: { name: `Paged category ${at}` } });
    made.push((await answer.json()).data.id);
  }
  const saved = () => page.waitForResponse((r) => /\/product-categories\/\d+\/position$/.test(r.url()) && r.ok());
  await signIn(page, baseURL);
  await page.goto(platformUrl(baseURL, "/dashboard/categories"));
  const rows = page.getByRole("listitem").filter({ has: page.getByRole("button", { name: /^Move .* up$/ }) });
  await expect(rows).toHaveCount(20);
  const last = (await rows.last().locator("span.block.truncate").textContent())!;
  const moved = saved();
  await page.getByRole("button", { name: `Move ${last} down` }).click();
  await moved;
  await expect(rows.filter({ hasText: last })).toHaveCount(0);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("navigation", { name: "Page 2 of 2" })).toBeVisible();
  await expect(rows.first()).toContainText(last);
  await screenshots(page, "categories-page-2");
  // Back up to the first page, where it was.
  const back = saved();
  await page.getByRole("button", { name: `Move ${last} up` }).click();
  await back;
  await expect(rows.filter({ hasText: last })).toHaveCount(0);
  await page.getByRole("button", { name: "Previous" }).click();
  await expect(rows.last()).toContainText(last);
  // A new category comes last: the list shows the page where it is.
  await page.getByRole("button", { name: "New category" }).click();
  await page.getByLabel("Name").fill("Paged category added");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(rows.filter({ hasText: "Paged category added" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Page 2 of 2" })).toBeVisible();
  await inFrenchAndArabic(page, baseURL, "categories-paged", (language) =>
    expect(page.getByRole("navigation", { name: language === "fr" ? "Page 1 sur 2" : "الصفحة 1 من 2" })).toBeVisible(),
  );
  const listed = (await (await request.get(platformUrl(baseURL, "/api/product-categories?per_page=100"), { headers: auth })).json()).data as {
    id: number;
    name: string;
  }[];
  made.push(listed.find((category) => category.name === "Paged category added")!.id);
  for (const id of made) await request.delete(platformUrl(baseURL, `/api/product-categories/${id}`), { headers: auth });
});

test("the acme owner does not see demo's categories", async ({ page, baseURL }) => {
  await signIn(page, baseURL, ACME_OWNER);
  await page.goto(platformUrl(baseURL, "/dashboard/categories"));
  await expect(page.getByRole("heading", { level: 1, name: "Categories" })).toBeVisible();
  await expect(page.getByText("Ceramics & Tableware")).toHaveCount(0);
});
