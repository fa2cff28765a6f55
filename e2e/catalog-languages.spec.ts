import { expect, test } from "@playwright/test";
import { categoryMessages } from "../lib/dashboard/messages/categories";
import { productMessages } from "../lib/dashboard/messages/products";
import { shellMessages } from "../lib/dashboard/messages/shell";
import { shopMessages } from "../lib/storefront/messages/shop";
import { platformUrl, screenshots as dashboardScreenshots, signIn } from "./dashboard-support";
import { VIEWPORTS } from "./support/screens";
import { screenshots } from "./support/storefront";

// The catalogue in the store's languages (issue 28), on phones: the owner of a French store made by
// /register writes a lantern's name, its size attribute and its category in Arabic on the editors'
// Arabic tabs; a shopper who switches the storefront to Arabic reads them in Arabic on the category
// page, the product page and the search, and the French ones are still the store's own.

const PASSWORD = "lanterne-et-cuivre-2026";
const p = (key: Parameters<typeof productMessages>[1]) => productMessages("fr", key);

test.use({ viewport: VIEWPORTS.phone });
test.describe.configure({ timeout: 180_000 });

test("a French store's owner writes Arabic beside the French, and a shopper who switches to Arabic reads it", async ({ page, baseURL, request }) => {
  const subdomain = `lanternes-${Date.now().toString(36)}`;
  const email = `${subdomain}@example.com`;
  const registered = await request.post(platformUrl(baseURL, "/api/register"), {
    data: { name: "Karim Bennani", email, password: PASSWORD, store_name: "Lanternes de Fès", subdomain, language: "fr", country: "MA" },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const token = ((await registered.json()) as { token: string }).token;
  const owner = async (path: string, data: unknown) => {
    const reply = await request.post(platformUrl(baseURL, `/api${path}`), { data, headers: { authorization: `Bearer ${token}` } });
    expect(reply.status(), await reply.text()).toBe(201);
    return ((await reply.json()) as { data: { id: number; slug: string } }).data;
  };
  const category = await owner("/product-categories", { name: "Luminaires" });
  const lantern = await owner("/products", {
    name: "Lanterne en laiton",
    summary: "Ciselée à la main à Fès",
    price: "320.00",
    status: 1,
    category_ids: [category.id],
    attributes: [{ name: "Taille", values: ["M", "L"] }],
    variants: [
      { values: { Taille: "M" }, price: "320.00", stock: 4 },
      { values: { Taille: "L" }, price: "380.00", stock: 2 },
    ],
  });

  await signIn(page, baseURL, email, PASSWORD);
  await page.goto(platformUrl(baseURL, `/dashboard/products/${lantern.id}`));
  const tabs = page.getByRole("tablist", { name: p("languages") });
  await expect(tabs.getByRole("tab")).toHaveText(["Français", "English", "العربية"]);
  await tabs.getByRole("tab", { name: "العربية" }).click();
  // The Arabic fields are blank, the French text their placeholder.
  await expect(page.getByLabel(p("name"), { exact: true })).toHaveAttribute("placeholder", "Lanterne en laiton");
  await page.getByLabel(p("name"), { exact: true }).fill("فانوس نحاسي");
  await page.getByLabel(p("summary")).fill("منقوش يدويا في فاس");
  await page.getByLabel(p("attributeName")).fill("المقاس");
  await dashboardScreenshots(page, "catalog-languages-editor-arabic");
  await page
    .getByRole("button", { name: shellMessages("fr", "save") })
    .first()
    .click();
  await expect(page.getByText(shellMessages("fr", "saved"))).toBeVisible();
  // Back on the store's tab, the French is the product's own.
  await page.getByRole("tab", { name: "Français" }).click();
  await expect(page.getByLabel(p("name"), { exact: true })).toHaveValue("Lanterne en laiton");

  await page.goto(platformUrl(baseURL, "/dashboard/categories"));
  await page.getByRole("button", { name: categoryMessages("fr", "editCategory").replace("{name}", "Luminaires") }).click();
  await page.getByRole("tab", { name: "العربية" }).click();
  await page.getByLabel(categoryMessages("fr", "name"), { exact: true }).fill("إنارة");
  await page.getByRole("button", { name: shellMessages("fr", "save") }).click();
  await expect(page.getByText(shellMessages("fr", "saved"))).toBeVisible();

  const shop = baseURL!.replace("//demo.", `//${subdomain}.`);
  await page.goto(`${shop}/category/${category.slug}`);
  await expect(page.getByRole("heading", { name: "Luminaires" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Lanterne en laiton/ })).toBeVisible();
  await page.getByLabel(shopMessages("fr", "language")).selectOption("ar");
  await expect(page.getByRole("heading", { name: "إنارة" })).toBeVisible();
  await expect(page.getByRole("link", { name: /فانوس نحاسي/ })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await screenshots(page, "catalog-languages-category-arabic");

  await page
    .getByRole("link", { name: /فانوس نحاسي/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "فانوس نحاسي" })).toBeVisible();
  await expect(page.getByText("منقوش يدويا في فاس")).toBeVisible();
  await expect(page.getByText("المقاس", { exact: true }).first()).toBeVisible();
  await screenshots(page, "catalog-languages-product-arabic");

  // Found by its Arabic name, with the article as a shopper may type it ("the lantern"), and by its
  // French one while the page speaks Arabic.
  for (const query of ["فانوس", "الفانوس", "lanterne"]) {
    await page.goto(`${shop}/search?query=${encodeURIComponent(query)}`);
    await expect(page.getByRole("link", { name: /فانوس نحاسي/ }).first(), query).toBeVisible();
  }
});
