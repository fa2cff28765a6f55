import { expect, test, type APIRequestContext } from "@playwright/test";
import { formatMoney } from "../lib/dashboard/format";
import { orderMessages } from "../lib/dashboard/messages/orders";
import { formatPrice } from "../lib/money/price-format";
import { paymentMethodMessages } from "../lib/payments/messages";
import { pdfText } from "../tests/support/pdf";
import { shopMessages } from "../lib/storefront/messages/shop";
import { platformUrl, signIn } from "./dashboard-support";
import { mailsTo } from "./support/mailbox";
import { VIEWPORTS } from "./support/screens";
import { placeOrderWith, registerAtCheckout, remember, screenshots, texts } from "./support/storefront";

// The demo's choices walk (storefront-choices.spec.ts) on a store made by /register instead: a French
// store in Morocco (dirhams), whose owner sets up, as the owners' apps do through the admin API,
// euros at 0.092 to the dirham, babouches in two colours and two sizes each at its own price, and an
// engraved box with a paid size and a paid message. A shopper on a phone, paying in euros, buys the
// babouches in Noir, size L (320 DH: 29.44 €) and the box in Grand with a message (280 + 150 + 90 =
// 520 DH: 47.84 €); delivery is the sign-up's free flat rate: 840 DH, 77.28 €. The owner reads the same
// lines and euro amounts on the order screen and on the invoice she issues; both e-mails name the
// colour, the size and the options, and the shopper's reads as such on her phone.

const t = (key: Parameters<typeof shopMessages>[1], params?: Record<string, string | number>) => shopMessages("fr", key, params);
const checkout = texts("fr").checkout;
const euros = (amount: number) => formatPrice(amount, { code: "EUR", symbol: "€" }, "fr");
const PASSWORD = "cedre-et-cuir-2026";
const SLIPPERS = "Couleur: Noir, Taille: L";
const BOX = 'Grand, Message gravé: "Pour Amina"';

test.use({ viewport: VIEWPORTS.phone });
test.describe.configure({ timeout: 240_000 });

/** The owner's admin API, as the owners' apps call it. */
function ownerApi(request: APIRequestContext, baseURL: string | undefined, token: string) {
  return async (method: string, path: string, data?: unknown) => {
    const reply = await request.fetch(platformUrl(baseURL, `/api${path}`), { method, data, headers: { authorization: `Bearer ${token}` } });
    expect(reply.status(), await reply.text()).toBeLessThan(300);
    return (await reply.json()) as { data: Record<string, unknown> };
  };
}

test("a store made by /register sells colours, sizes and paid options in euros, to the owner's order screen and the e-mails", async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const subdomain = `atelier-${Date.now().toString(36)}`;
  const ownerEmail = `${subdomain}@example.com`;
  const registered = await request.post(platformUrl(baseURL, "/api/register"), {
    data: { name: "Yasmine Alaoui", email: ownerEmail, password: PASSWORD, store_name: "Atelier Yasmine", subdomain, language: "fr", country: "MA" },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const owner = ownerApi(request, baseURL, ((await registered.json()) as { token: string }).token);
  await owner("POST", "/currencies", { code: "EUR", conversion_rate: "0.092" });
  await owner("POST", "/products", {
    name: "Babouches",
    price: "300.00",
    status: 1,
    colors: [
      { name: "Noir", code: "#111111" },
      { name: "Safran", code: "#f4c430" },
    ],
    attributes: [{ name: "Taille", values: ["M", "L"] }],
    variants: [
      { color: "Noir", values: { Taille: "M" }, price: "300.00", stock: 5 },
      { color: "Noir", values: { Taille: "L" }, price: "320.00", stock: 5 },
      { color: "Safran", values: { Taille: "M" }, price: "300.00", stock: 5 },
      { color: "Safran", values: { Taille: "L" }, price: "330.00", stock: 5 },
    ],
  });
  await owner("POST", "/products", {
    name: "Coffret en cèdre",
    kind: "customizable",
    status: 1,
    price: "280",
    stock: 20,
    option_groups: [
      {
        name: "Format",
        min_options: 1,
        max_options: 1,
        options: [
          { name: "Petit", price: "0", stock: 10 },
          { name: "Grand", price: "150", stock: 10 },
        ],
      },
      {
        name: "Gravure",
        min_options: 0,
        max_options: 1,
        options: [{ name: "Message gravé", price: "90", stock: 10, text_label: "Votre message", text_max_length: 20 }],
      },
    ],
  });

  const shop = `http://${subdomain}.localhost:${new URL(baseURL!).port}`;
  await remember(page, shop, { language: "fr", currency: "EUR" });
  const main = page.getByRole("main");
  await page.goto(`${shop}/`);
  await page
    .getByRole("link")
    .filter({ has: page.getByRole("heading", { name: "Babouches", exact: true }) })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Babouches");
  await page.waitForLoadState("networkidle");
  await page.getByRole("button", { name: "Noir" }).click();
  await page.getByRole("group", { name: "Taille" }).getByRole("button", { name: /^L/ }).click();
  await expect(main).toContainText(euros(29.44));
  await page.getByRole("button", { name: t("addToCart") }).click();
  await expect(page.getByRole("status")).toContainText(t("added"));

  await page.goto(`${shop}/`);
  await page
    .getByRole("link")
    .filter({ has: page.getByRole("heading", { name: "Coffret en cèdre", exact: true }) })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Coffret en cèdre");
  await page.waitForLoadState("networkidle");
  await page.getByRole("radio", { name: /Grand/ }).check();
  await page
    .getByRole("group", { name: /Gravure/ })
    .getByRole("checkbox", { name: /Message gravé/ })
    .check();
  await page.getByRole("textbox", { name: "Votre message" }).fill("Pour Amina");
  await expect(main).toContainText(euros(47.84));
  await page.getByRole("button", { name: t("addToCart") }).click();
  await expect(page.getByRole("link", { name: t("cartCount", { count: 2 }) })).toBeVisible();
  await expect(page.getByRole("button", { name: t("addToCart") })).toBeEnabled();
  await screenshots(page, "new-store-product-options");

  // A new shopper, registered from the checkout; delivered home in Casablanca, paying cash on delivery.
  const shopperEmail = await registerAtCheckout(page, "fr", shop);
  const summary = page.getByRole("complementary");
  await expect(summary).toContainText(SLIPPERS);
  await expect(summary).toContainText(BOX);
  await page.getByLabel(checkout("country")).selectOption({ label: "Maroc" });
  await page.getByLabel(checkout("city")).selectOption({ label: "Casablanca-Settat" });
  await page.getByLabel(checkout("state")).selectOption({ label: "Casablanca" });
  await page.getByLabel(checkout("address")).fill("27 Rue Ibnou Mounir, Maârif");
  await expect(page.getByRole("radio", { name: /Livraison standard/ })).toBeChecked();
  await expect(summary).toContainText(euros(77.28));
  await screenshots(page, "new-store-checkout");
  await placeOrderWith(page, "fr", paymentMethodMessages("fr", "codName"));
  await expect(page).toHaveURL(/\/checkout\/confirmation\/\d+$/, { timeout: 30_000 });
  const orderId = /confirmation\/(\d+)/.exec(page.url())![1];
  await expect(main).toContainText(euros(77.28));

  // The owner's order screen: the same lines, colour, size and options, the amounts charged in euros.
  const ownerPage = await browser.newPage({ viewport: VIEWPORTS.desktop });
  await signIn(ownerPage, baseURL, ownerEmail, PASSWORD);
  await ownerPage.goto(platformUrl(baseURL, `/dashboard/orders/${orderId}`));
  const screen = ownerPage.getByRole("main");
  for (const text of [SLIPPERS, BOX, ...[29.44, 47.84, 77.28].map((amount) => formatMoney(amount, "EUR", "fr"))]) {
    await expect(screen).toContainText(text);
  }
  await ownerPage.getByRole("button", { name: orderMessages("fr", "issueInvoice") }).click();
  await expect(ownerPage.getByRole("link", { name: orderMessages("fr", "downloadInvoice") })).toBeVisible();
  const invoice = await ownerPage.request.get(platformUrl(baseURL, `/dashboard-api/orders/${orderId}/invoice`));
  expect(invoice.headers()["content-type"]).toBe("application/pdf");
  // pdftotext breaks long lines: the words are compared with their line breaks made spaces.
  const invoiceText = pdfText(await invoice.body()).replace(/\s+/g, " ");
  for (const text of ["Babouches", "Couleur: Noir", "Taille: L", "Coffret en cèdre", "Pour Amina", ...[29.44, 47.84, 77.28].map(euros)]) {
    expect(invoiceText).toContain(text.replace(/\s+/g, " "));
  }
  await ownerPage.close();

  // The e-mails, the customer's and the owner's, name what was chosen.
  await expect.poll(() => mailsTo(shopperEmail).length, { timeout: 30_000 }).toBe(1);
  await expect.poll(() => mailsTo(ownerEmail).length, { timeout: 30_000 }).toBe(1);
  for (const mail of [...mailsTo(shopperEmail), ...mailsTo(ownerEmail)]) {
    expect(mail.text).toContain(`Babouches (${SLIPPERS})`);
    expect(mail.text).toContain(`Coffret en cèdre (${BOX})`);
  }
  // The shopper's e-mail as her phone's mail app shows its HTML: the lines as chosen and the total in euros.
  // A blank page of its own: the shop's page would hold the HTML to its own content policy, which refuses the e-mail's styles.
  const [confirmation] = mailsTo(shopperEmail);
  const mailApp = await browser.newPage({ viewport: VIEWPORTS.phone });
  await mailApp.setContent(confirmation!.html);
  for (const text of [`Babouches (${SLIPPERS})`, `Coffret en cèdre (${BOX})`, euros(77.28)]) await expect(mailApp.locator("body")).toContainText(text);
  await screenshots(mailApp, "new-store-email");
  await mailApp.close();
});
