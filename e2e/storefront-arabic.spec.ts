import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { platformUrl, signIn } from "./dashboard-support";
import { registerInBrowser, screenshots } from "./support/storefront";

// A store made through the API in Arabic, as a new merchant's: its product page renders the owner's
// Markdown description (paragraphs, line breaks, a list), its arrows point the Arabic way, and the
// order page keeps the shopper's Latin address and phone number whole inside the Arabic text.

test.describe.configure({ timeout: 180_000 });

const DESCRIPTION = "سلة منسوجة يدويًا.\nصُنعت في فاس.\n\n- خوص طبيعي\n- مقابض من الجلد\n\n**متينة** وخفيفة.";
const PICKUP = { name: "Atelier Fès", address: "12 Rue des Cèdres, Fès", phone: "+212 600 11 22 33" };

/** The owner's API on the platform host, from the test (Node cannot resolve *.localhost). */
function ownerApi(request: APIRequestContext, baseURL: string, token: string | null) {
  const url = new URL(baseURL);
  return (method: string, path: string, data?: unknown) =>
    request.fetch(`http://127.0.0.1:${url.port}/api${path}`, {
      method,
      data,
      headers: { host: `localhost:${url.port}`, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
}

async function arabicStore(request: APIRequestContext, baseURL: string) {
  const subdomain = `arabic${Date.now() % 1_000_000}`;
  const signUp = await ownerApi(request, baseURL, null)("POST", "/register", {
    name: "Salma Idrissi",
    email: `${subdomain}@example.com`,
    password: "terracotta-glaze-2026",
    store_name: "دار السلال",
    subdomain,
    language: "ar",
    currency: "mad",
  });
  expect(signUp.status(), await signUp.text()).toBe(201);
  const owner = ownerApi(request, baseURL, (await signUp.json()).token);
  const category = await owner("POST", "/product-categories", { name: "سلال" });
  expect(category.status(), await category.text()).toBe(201);
  const product = await owner("POST", "/products", {
    name: "سلة فاس Fès",
    price: "300.00",
    discount_type: 1,
    discount_amount: "10",
    status: 1,
    stock: 20,
    description: DESCRIPTION,
    category_ids: [(await category.json()).data.id],
  });
  expect(product.status(), await product.text()).toBe(201);
  expect((await owner("POST", "/pickup-points", PICKUP)).status()).toBe(201);
  // Cash On Delivery, active: added here, or already there when the sign-up adds it.
  const added = await owner("POST", "/payment-methods", { provider: "cod", name: "Cash On Delivery", is_active: true });
  if (added.status() !== 201) {
    const methods = (await (await owner("GET", "/payment-methods")).json()).data as { id: number; provider: string }[];
    const cod = methods.find((m) => m.provider.toLowerCase() === "cod")!;
    expect((await owner("PUT", `/payment-methods/${cod.id}`, { is_active: true })).status()).toBe(200);
  }
  const shop = baseURL.replace("//demo.", `//${subdomain}.`);
  return { shop, slug: (await product.json()).data.slug as string };
}

/** The transform that draws an arrow: mirrored when its x scale is negative (Tailwind's `scale`, or a transform matrix). */
const mirrored = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((svg) => {
      const style = getComputedStyle(svg);
      return style.scale.startsWith("-1") || style.transform.startsWith("matrix(-1");
    });

test("an Arabic store's product and order pages: Markdown description, mirrored arrows, isolated address and phone", async ({ page, request, baseURL }) => {
  const { shop, slug } = await arabicStore(request, baseURL!);

  await page.goto(`${shop}/product/${slug}`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const description = page.getByRole("region", { name: "الوصف" });
  await expect(description.getByRole("listitem")).toHaveText(["خوص طبيعي", "مقابض من الجلد"]);
  await expect(description.locator("p").first().locator("br")).toHaveCount(1);
  await expect(description.locator("strong")).toHaveText("متينة");
  await expect(page.locator("nav [data-arrow=forward]")).toBeVisible();
  expect(await mirrored(page, "nav [data-arrow=forward]")).toBe(true);
  await screenshots(page, "arabic-product-ar");

  await page.context().addCookies([{ name: "language", value: "fr", url: shop }]);
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  expect(await mirrored(page, "nav [data-arrow=forward]")).toBe(false);
  await screenshots(page, "arabic-product-fr");
  await page.context().clearCookies({ name: "language" });

  // A shopper orders it for pickup, Cash On Delivery, through the storefront's own forwarder.
  await page.goto(`${shop}/`);
  await registerInBrowser(page, "Karim Benali");
  const orderId = await page.evaluate(async (slug) => {
    const call = async (path: string, body?: unknown) =>
      (
        await fetch(`/shop-api${path}`, {
          method: body ? "POST" : "GET",
          headers: { "content-type": "application/json", accept: "application/json" },
          body: body ? JSON.stringify(body) : undefined,
        })
      ).json();
    const details = await call(`/product-details/${slug}`);
    const methods = await call("/active-payment-methods");
    // The store's one method: Cash On Delivery, named in Arabic by the sign-up.
    const cod = (methods.data.data as { id: number; name: string }[])[0]!;
    const placed = await call("/make-payment", {
      payment_method_id: cod.id,
      shipping_type: "pickup_delivery",
      items: [{ id: details.product.id, quantity: 1 }],
    });
    return placed.order_id as number;
  }, slug);
  expect(orderId).toBeGreaterThan(0);

  await page.goto(`${shop}/account/orders/${orderId}`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("bdi", { hasText: PICKUP.address })).toBeVisible();
  const phone = page.locator("bdi[data-field=phone]");
  await expect(phone).toHaveText(PICKUP.phone);
  await expect(phone).toHaveAttribute("dir", "ltr");
  // Read left to right on screen: the "+" before the digits, as typed, not "33 22 11 600 +212".
  const order = await phone.evaluate((element) => {
    const text = element.firstChild!;
    const at = (index: number) => {
      const range = document.createRange();
      range.setStart(text, index);
      range.setEnd(text, index + 1);
      return range.getBoundingClientRect().left;
    };
    return { plus: at(0), last: at(text.textContent!.length - 1) };
  });
  expect(order.plus).toBeLessThan(order.last);
  await expect(page.locator("[dir=ltr]", { hasText: "MAD" }).first()).toBeVisible();
  expect(await mirrored(page, "main > a [data-arrow=back]")).toBe(true);
  await screenshots(page, "arabic-order-ar");

  await page.context().addCookies([{ name: "language", value: "fr", url: shop }]);
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await screenshots(page, "arabic-order-fr");
  await page.context().clearCookies({ name: "language" });
});

test("the product editor previews a Markdown description as the storefront renders it", async ({ page, baseURL }) => {
  await signIn(page, baseURL);
  await page.goto(platformUrl(baseURL, "/dashboard/products"));
  await page.getByRole("table").getByRole("link").first().click();
  const field = page.getByLabel("Description", { exact: true });
  await field.fill("Hand-woven.\nMade in Fes.\n\n- Wool\n- **Leather** handles\n\n[Care](javascript:alert(1))");
  await expect(page.getByText(/Markdown works/)).toBeVisible();
  await page.getByRole("button", { name: "Preview" }).click();
  const preview = page.getByTestId("description-preview");
  await expect(preview.getByRole("listitem")).toHaveText(["Wool", "Leather handles"]);
  await expect(preview.locator("p").first().locator("br")).toHaveCount(1);
  await expect(preview.getByRole("link")).toHaveCount(0);
  await expect(field).toBeHidden();
  await page.getByRole("button", { name: "Preview" }).click();
  await expect(field).toBeVisible();
});
