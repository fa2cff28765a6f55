import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { ACME_OWNER, customerApi, expectAccessible, platformUrl, screenshots, signIn, signOut } from "./dashboard-support";

// Walks of several screens on a machine shared with other builds: more than the default 30 s.
test.describe.configure({ timeout: 120_000 });

// On CI's loaded machine "Saved" has shown while a save of the editor was still under way (cause not
// yet found): a first attempt that fails keeps its trace (each request with its body and timing, the
// page at each step) in test-results, to read what started that save.
test.use({ trace: { mode: "retain-on-first-failure", screenshots: false } });

const NAME = `Atlas Lamp ${Date.now()}`;

test("a product made from a name and a price, with two variants and a picture from disk, published and sold on the demo store", async ({
  page,
  baseURL,
  request,
}) => {
  await signIn(page, baseURL);
  await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Products" }).click();
  await expect(page.getByRole("heading", { name: "Products" })).toBeVisible();
  await expect(page.getByRole("row")).not.toHaveCount(0);
  await screenshots(page, "products");
  await expectAccessible(page);

  await page.getByLabel("Search products").fill("no product is called this");
  await expect(page.getByText("Nothing here yet.")).toBeVisible();

  await page.getByRole("link", { name: "New product" }).click();
  await page.getByLabel("Name").fill(NAME);
  await page.getByRole("button", { name: "Save" }).click();
  // The API's 422 shown beside its field.
  await expect(page.getByLabel("Price")).toHaveAttribute("aria-invalid", "true");
  await screenshots(page, "product-new");
  await page.getByLabel("Price").fill("349");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/dashboard\/products\/\d+$/);
  // A new product is a draft: its switch says so, and says "Published" once turned on.
  await expect(page.getByRole("switch", { name: "Draft" })).not.toBeChecked();

  await page.getByRole("button", { name: "Add attribute" }).click();
  await page.getByLabel("Attribute name").fill("Size");
  await page.getByLabel("Values (comma-separated)").fill("S, M");
  await page.getByRole("button", { name: "Make variants from attributes" }).click();
  await page.getByLabel("Price · S").fill("349");
  await page.getByLabel("Stock · S").fill("4");
  await page.getByLabel("Price · M").fill("399");
  await page.getByLabel("Stock · M").fill("6");

  const picture = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#c2410c" } })
    .png()
    .toBuffer();
  await page.getByLabel("Upload").setInputFiles({ name: "lamp.png", mimeType: "image/png", buffer: picture });
  await expect(page.getByRole("button", { name: "Remove picture 1" })).toBeVisible();

  await page.getByRole("switch", { name: "Draft" }).click();
  await expect(page.getByRole("switch", { name: "Published" })).toBeChecked();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Saved")).toBeVisible();
  await screenshots(page, "product-editor");
  await expectAccessible(page);

  const slug = await page.getByLabel("URL handle").inputValue();
  const details = await customerApi(request, baseURL, `/product-details/${slug}`);
  expect(details.status()).toBe(200);
  const body = await details.json();
  expect(body.product.name).toBe(NAME);
  expect(body.variantsDataPrice.map((v: { unit_price: number }) => v.unit_price).sort()).toEqual([349, 399]);
  expect(body.galleryImagesLeft).toHaveLength(1);

  // The acme owner sees neither the product in the list nor its record.
  const productPath = new URL(page.url()).pathname;
  await signOut(page);
  await signIn(page, baseURL, ACME_OWNER);
  await page.goto(platformUrl(baseURL, "/dashboard/products"));
  await page.getByLabel("Search products").fill(NAME);
  await expect(page.getByText("Nothing here yet.")).toBeVisible();
  await page.goto(platformUrl(baseURL, productPath));
  await expect(page.getByText("Product not found.")).toBeVisible();
});

test("field errors of the editor come from the API's schema, beside their fields, before anything is sent", async ({ page, baseURL }) => {
  await signIn(page, baseURL);
  await page.goto(platformUrl(baseURL, "/dashboard/products"));
  await page.getByRole("table").getByRole("link").first().click();
  const puts: string[] = [];
  page.on("request", (sent) => {
    if (sent.method() === "PUT" && sent.url().includes("/dashboard-api/products/")) puts.push(sent.url());
  });
  await page.getByRole("textbox", { name: "Price", exact: true }).fill("12.345");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Some fields need your attention.")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Price", exact: true })).toHaveAttribute("aria-invalid", "true");
  expect(puts).toEqual([]);
});

test("a product's colours and sizes made into variants, each with its own price and stock, as the store sells them", async ({ page, baseURL, request }) => {
  await signIn(page, baseURL);
  await page.goto(platformUrl(baseURL, "/dashboard/products/new"));
  await page.getByLabel("Name").fill(`Wool Coat ${Date.now()}`);
  await page.getByLabel("Price").fill("100");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/dashboard\/products\/\d+$/);

  for (const [index, name] of ["Noir", "Camel"].entries()) {
    await page.getByRole("button", { name: "Add color" }).click();
    await page.getByLabel("Color name").nth(index).fill(name);
  }
  await page.getByRole("button", { name: "Add attribute" }).click();
  await page.getByLabel("Attribute name").fill("Size");
  await page.getByLabel("Values (comma-separated)").fill("M, L");
  await page.getByRole("button", { name: "Make variants from attributes" }).click();
  const rows = { "Noir / M": ["100", "5"], "Noir / L": ["110", "4"], "Camel / M": ["120", "3"], "Camel / L": ["150", "0"] };
  for (const [name, [price, stock]] of Object.entries(rows)) {
    await page.getByLabel(`Price · ${name}`).fill(price!);
    await page.getByLabel(`Stock · ${name}`).fill(stock!);
  }
  await page.getByRole("switch", { name: "Draft" }).click();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Saved")).toBeVisible();

  const slug = await page.getByLabel("URL handle").inputValue();
  const body = await (await customerApi(request, baseURL, `/product-details/${slug}`)).json();
  const colours = new Map(body.colorsSectionNew.map((c: { id: number; name: string }) => [c.id, c.name]));
  const sizes = new Map(body.variantsDataNew.map((v: { variant_key: string; variant_text: string }) => [v.variant_key, v.variant_text]));
  type Row = { color_id: number; variant_key: string; unit_price: number; quantity: number };
  expect(body.variantsDataPrice.map((v: Row) => [colours.get(v.color_id), sizes.get(v.variant_key), v.unit_price, v.quantity])).toEqual([
    ["Noir", "Size: M", 100, 5],
    ["Noir", "Size: L", 110, 4],
    ["Camel", "Size: M", 120, 3],
    ["Camel", "Size: L", 150, 0],
  ]);
});
