import { expect, test, type Page } from "@playwright/test";
import { cmiHash } from "../lib/payments/gateways/cmi";
import { fakeControl, type FakeGateway } from "../tests/support/fake-gateway";
import { appPort, startCmiGate, startPaypal, startStripe } from "./support/gateways";
import { routePaymentSdks } from "./support/payment-stand-ins";
import { paidByStripeWebhook, policyViolations } from "./support/stripe-payment";
import * as shopper from "./support/storefront";
import { ownerToken, platformUrl } from "./dashboard-support";

// Online payments from the checkout to a paid order: Stripe's Payment Element (cards, and Google
// Pay charged through Stripe) until Stripe's webhook reaches the order, PayPal's buttons and our
// capture, CMI's form posted by the browser to the gate, and the shopper's return from it. The
// SDKs are stand-ins at their real addresses; the server talks to the fake gateways.

// The demo store's CMI sandbox key (README, "Demo payment credentials").
const CMI_STORE_KEY = "TEST|KEY";

let stripe: FakeGateway;
let paypal: FakeGateway;
let cmi: Awaited<ReturnType<typeof startCmiGate>>;

test.beforeAll(async () => {
  [stripe, paypal, cmi] = await Promise.all([startStripe(), startPaypal(), startCmiGate()]);
});
test.afterAll(async () => {
  await Promise.all([stripe?.close(), paypal?.close(), cmi?.close()]);
});

async function atCheckout(page: Page, baseURL: string, walk: shopper.Walk) {
  await routePaymentSdks(page);
  await shopper.remember(page, baseURL, walk);
  await shopper.fillGuestCart(page);
  await shopper.registerAtCheckout(page, walk.language);
  await shopper.deliverHome(page, walk.language);
}

/** Where CMI sends the shopper's browser back, with its result for the posted form, signed with the store key. */
function cmiReturn(to: "success" | "fail", posted: Record<string, string>, procReturnCode: string) {
  const result: Record<string, string> = { ...posted, ProcReturnCode: procReturnCode, Response: procReturnCode === "00" ? "Approved" : "Declined" };
  result.HASH = cmiHash(result, CMI_STORE_KEY);
  return `/api/payment/cmi/${to}?${new URLSearchParams(result)}`;
}

type CreatedElement = { type: string; options?: { paymentMethods?: Record<string, string> } };
const createdElements = (page: Page) => page.evaluate(() => (window as unknown as { __stripeElements: CreatedElement[] }).__stripeElements);

test("Card (Stripe): the Payment Element confirms, and the order shows paid once Stripe's webhook arrives", async ({ page, baseURL }) => {
  const refused = policyViolations(page);
  await atCheckout(page, baseURL!, { language: "en" });
  await shopper.placeOrderWith(page, "en", "Credit / Debit Card (Stripe)");
  await expect(page.getByLabel("Card number")).toBeVisible();
  expect((await createdElements(page)).map((element) => element.type)).toEqual(["payment"]);
  await page.getByRole("button", { name: "Pay now" }).click();
  await paidByStripeWebhook(page, refused, stripe.url);
});

test("Google Pay: the Express Checkout Element's Google Pay button confirms the PaymentIntent, and the webhook makes it paid", async ({ page, baseURL }) => {
  const refused = policyViolations(page);
  await atCheckout(page, baseURL!, { language: "en" });
  await shopper.placeOrderWith(page, "en", "Google Pay");
  await expect(page.getByRole("button", { name: "Google Pay" })).toBeVisible();
  await expect(page.getByText("Pay with Google Pay or Apple Pay.")).toBeVisible();
  // The wallets element, with Google Pay (and Apple Pay) enabled; no card form while a wallet is there.
  const [wallets, ...others] = await createdElements(page);
  expect(wallets!.type).toBe("expressCheckout");
  expect(wallets!.options?.paymentMethods).toMatchObject({ googlePay: "always", applePay: "always" });
  expect(others).toEqual([]);
  await expect(page.getByLabel("Card number")).toHaveCount(0);
  await shopper.screenshots(page, "payment-google-pay");
  await shopper.expectAccessible(page);
  await page.getByRole("button", { name: "Google Pay" }).click();
  await paidByStripeWebhook(page, refused, stripe.url);
});

test("Google Pay on a device without a wallet: the card form is the fallback, and pays the same PaymentIntent", async ({ page, baseURL }) => {
  const refused = policyViolations(page);
  await page.addInitScript(() => ((window as unknown as { __stripeWallets: null }).__stripeWallets = null));
  await atCheckout(page, baseURL!, { language: "en" });
  await shopper.placeOrderWith(page, "en", "Google Pay");
  await expect(page.getByText("No Google Pay or Apple Pay on this device: pay by card.")).toBeVisible();
  await expect(page.getByLabel("Card number")).toBeVisible();
  await expect(page.getByRole("button", { name: "Google Pay" })).toHaveCount(0);
  expect((await createdElements(page)).map((element) => element.type)).toEqual(["expressCheckout", "payment"]);
  await shopper.screenshots(page, "payment-stripe");
  await page.getByRole("button", { name: "Pay now" }).click();
  await paidByStripeWebhook(page, refused, stripe.url);
});

test("PayPal: the buttons approve, the capture pays the order (fr)", async ({ page, baseURL }) => {
  const refused = policyViolations(page);
  const t = shopper.texts("fr");
  await atCheckout(page, baseURL!, { language: "fr" });
  await shopper.placeOrderWith(page, "fr", "PayPal");
  await page.getByRole("button", { name: "PayPal" }).click();

  await expect(page).toHaveURL(/\/checkout\/confirmation\/\d+\?payment=online$/);
  await expect(page.getByRole("status").filter({ hasText: t.checkout("paymentReceived") })).toBeVisible();
  await expect(page.getByText(t.account("paid"), { exact: true })).toBeVisible();
  // The SDK was loaded for the method's client and the currency PayPal's order is in (the dirham is not PayPal's: EUR).
  const sdk = await page.evaluate(() => (window as unknown as { __paypal: { query: Record<string, string> } }).__paypal.query);
  expect(sdk).toMatchObject({ "client-id": "AbDemoAtlasHomeSandboxClientId", currency: "EUR", intent: "capture" });
  const captures = (await fakeControl(paypal.url).requests()).filter((r) => r.path.endsWith("/capture"));
  expect(captures.length).toBeGreaterThan(0);
  expect(refused).toEqual([]);
});

test("PayPal in the owner's settlement currency (USD): the SDK is loaded in the currency PayPal's order is in", async ({ page, baseURL, request }) => {
  const token = await ownerToken(request, baseURL);
  const headers = { authorization: `Bearer ${token}` };
  const methods = (await (await request.get(platformUrl(baseURL, "/api/payment-methods"), { headers })).json()) as {
    data: { id: number; provider: string; settlement_currency: string | null }[];
  };
  const method = methods.data.find((m) => m.provider === "paypal")!;
  const settle = (currency: string | null) =>
    request.put(platformUrl(baseURL, `/api/payment-methods/${method.id}`), { headers, data: { settlement_currency: currency } });
  expect((await settle("USD")).status()).toBe(200);
  const sdkRequests: string[] = [];
  page.on("request", (sent) => (/paypal\.com\/sdk\/js/.test(sent.url()) ? sdkRequests.push(sent.url()) : undefined));
  try {
    await atCheckout(page, baseURL!, { language: "en" });
    const answered = page.waitForResponse((response) => /\/make-payment$/.test(new URL(response.url()).pathname));
    await shopper.placeOrderWith(page, "en", "PayPal");
    const answer = (await (await answered).json()) as { provider: string; order_id: string; currency: string };
    expect(answer).toMatchObject({ provider: "paypal", currency: "USD" });
    await expect(page.getByRole("button", { name: "PayPal" })).toBeVisible();
    expect(sdkRequests.map((url) => new URL(url).searchParams.get("currency"))).toEqual(["USD"]);
    const created = (await fakeControl(paypal.url).requests()).filter((r) => r.path === "/v2/checkout/orders").at(-1)!;
    expect(JSON.parse(created.body).purchase_units[0].amount.currency_code).toBe("USD");
  } finally {
    await settle(method.settlement_currency);
  }
});

test("CMI: the browser posts the signed form to the gate, and the return page shows the payment (ar, USD)", async ({ page, baseURL }) => {
  const refused = policyViolations(page);
  const t = shopper.texts("ar");
  await atCheckout(page, baseURL!, { language: "ar", currency: "USD" });
  const posted = cmi.posts.length;
  await shopper.placeOrderWith(page, "ar", "CMI (Moroccan cards)");

  await expect(page.getByRole("heading", { name: "CMI test gate" })).toBeVisible();
  expect(cmi.posts.length).toBe(posted + 1);
  const form = cmi.posts.at(-1)!;
  const origin = `http://demo.localhost:${appPort}`;
  expect(form).toMatchObject({
    clientid: "600000000",
    TranType: "PreAuth",
    currency: "840",
    okUrl: `${origin}/api/payment/cmi/success`,
    failUrl: `${origin}/api/payment/cmi/fail`,
    CallbackURL: `${origin}/api/payment/cmi/callback`,
    hashAlgorithm: "ver3",
    BillToName: "Salma Bennani",
  });
  expect(form.oid).toMatch(/^ORD-/);
  expect(form.amount).toMatch(/^\d+\.\d{2}$/);
  const { HASH, ...signed } = form;
  expect(HASH).toBe(cmiHash(signed, CMI_STORE_KEY));

  // Without scripts, the page is the same signed form, posted by "Continue to payment".
  const noScripts = await page
    .context()
    .browser()!
    .newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
  const plain = await noScripts.newPage();
  await plain.goto(`${origin}/checkout/cmi/${form.oid}`);
  await plain.getByRole("button", { name: t.checkout("continueToPayment") }).click();
  await expect(plain.getByRole("heading", { name: "CMI test gate" })).toBeVisible();
  expect(cmi.posts.at(-1)).toEqual(form);
  await noScripts.close();

  // CMI sends the shopper back with its signed result; the API applies it and shows the order.
  await page.goto(cmiReturn("success", signed, "00"));
  await expect(page).toHaveURL(new RegExp(`/orders/${form.oid}$`));
  await expect(page.getByRole("status").filter({ hasText: t.checkout("paymentReceived") })).toBeVisible();
  await expect(page.getByText(t.account("paid"), { exact: true })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await shopper.screenshots(page, "cmi-return-ar");
  await shopper.expectAccessible(page);
  expect(refused).toEqual([]);
});

test("CMI: a declined card comes back to the order, unpaid, saying the payment failed", async ({ page, baseURL }) => {
  await atCheckout(page, baseURL!, { language: "en" });
  await shopper.placeOrderWith(page, "en", "CMI (Moroccan cards)");
  await expect(page.getByRole("heading", { name: "CMI test gate" })).toBeVisible();
  const { HASH: _, ...posted } = cmi.posts.at(-1)!;

  await page.goto(cmiReturn("fail", posted, "05"));
  await expect(page).toHaveURL(new RegExp(`/orders/${posted.oid}$`));
  await expect(page.getByRole("status").filter({ hasText: "The payment did not go through." })).toBeVisible();
  await expect(page.getByText("Unpaid", { exact: true })).toBeVisible();
});
