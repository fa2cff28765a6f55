import { expect, test } from "@playwright/test";
import { ACME_OWNER, customerApi, expectAccessible, platformUrl, screenshots, signIn } from "./dashboard-support";

// Walks of several screens on a machine shared with other builds: more than the default 30 s.
test.describe.configure({ timeout: 120_000 });

const CODE = `SPRING${Date.now() % 100000}`;

test("a coupon made in the dashboard applies at the demo store, and changes when edited", async ({ page, baseURL, request }) => {
  await signIn(page, baseURL);
  await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Coupons" }).click();
  await expect(page.getByRole("cell", { name: "WELCOME10", exact: true })).toBeVisible();
  await screenshots(page, "coupons");
  await expectAccessible(page);

  const posts: string[] = [];
  page.on("request", (sent) => {
    if (sent.method() === "POST" && sent.url().endsWith("/dashboard-api/coupons")) posts.push(sent.url());
  });
  await page.getByRole("button", { name: "New coupon" }).click();
  await page.getByLabel("Code").fill("spring sale!");
  await page.getByLabel("Value").fill("15");
  await page.getByRole("button", { name: "Save" }).click();
  // Letters, digits, - and _ only: told beside the field by the API's own schema, before anything is sent.
  await expect(page.getByLabel("Code")).toHaveAttribute("aria-invalid", "true");
  expect(posts).toEqual([]);
  await page.getByLabel("Code").fill("WELCOME10");
  await page.getByRole("button", { name: "Save" }).click();
  // A code another coupon has: only the API knows, and its 422 shows beside the field too.
  await expect(page.getByLabel("Code")).toHaveAttribute("aria-invalid", "true");
  expect(posts).toHaveLength(1);
  await page.getByLabel("Code").fill(CODE);
  await page.getByLabel("Value").fill("150");
  await page.getByRole("button", { name: "Save" }).click();
  // A percentage above 100: the API's message beside the field.
  await expect(page.getByLabel("Value")).toHaveAttribute("aria-invalid", "true");
  await screenshots(page, "coupon-form");
  await expectAccessible(page);
  await page.getByLabel("Value").fill("15");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("cell", { name: CODE, exact: true })).toBeVisible();

  // A product sold without variants, which a cart line names by its id alone.
  const { products } = await (await customerApi(request, baseURL, "/fetch-all-products")).json();
  const plain: { id: number; name: string }[] = [];
  for (const item of products as { id: number; slug: string; name: string }[]) {
    const details = await (await customerApi(request, baseURL, `/product-details/${item.slug}`)).json();
    if (details.product_type === "standard" && details.has_variant !== 1 && !details.has_color && details.prices.quantity > 0) plain.push(item);
    if (plain.length === 2) break;
  }
  const [product, other] = plain;
  const apply = async (item = product!) =>
    (
      await customerApi(request, baseURL, "/cart/apply-coupon", {
        method: "POST",
        data: { coupon_code: CODE.toLowerCase(), items: [{ id: item.id, quantity: 1 }] },
      })
    ).json();
  const applied = await apply();
  expect(applied.success).toBe(true);
  expect(applied.discount_amount).toBeCloseTo(applied.original_subtotal * 0.15, 2);

  await page.getByRole("button", { name: `Edit coupon ${CODE}` }).click();
  await page.getByRole("switch", { name: "Active" }).click();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("row", { name: new RegExp(CODE) }).getByText("Inactive")).toBeVisible();
  expect((await apply()).success).toBe(false);

  // Limited to one product, found by its name: another product's line gets nothing off.
  await page.getByRole("button", { name: `Edit coupon ${CODE}` }).click();
  await page.getByRole("switch", { name: "Active" }).click();
  const picker = page.getByRole("group", { name: "Products" });
  await picker.getByLabel("Search products").fill(product!.name);
  await picker.getByRole("checkbox", { name: product!.name, exact: true }).check();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("row", { name: new RegExp(CODE) }).getByText("Active", { exact: true })).toBeVisible();
  expect((await apply()).success).toBe(true);
  expect(await apply(other)).toEqual({ success: false, message: "This coupon does not apply to these products." });
  await page.getByRole("button", { name: `Edit coupon ${CODE}` }).click();
  await expect(page.getByRole("group", { name: "Products" }).getByRole("checkbox", { name: product!.name, exact: true })).toBeChecked();

  // Past its end it reads "Expired" in the list, as a shopper trying it is told.
  await page.getByLabel("Ends").fill("2021-01-01T00:00");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("row", { name: new RegExp(CODE) }).getByText("Expired")).toBeVisible();
  expect(await apply()).toEqual({ success: false, message: "This coupon has expired." });
});

test("the acme owner does not see demo's coupons", async ({ page, baseURL }) => {
  await signIn(page, baseURL, ACME_OWNER);
  await page.goto(platformUrl(baseURL, "/dashboard/coupons"));
  await page.getByLabel("Search coupons").fill("WELCOME10");
  await expect(page.getByText("Nothing here yet.")).toBeVisible();
});
