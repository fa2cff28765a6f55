import http from "node:http";
import { expect, type Page } from "@playwright/test";
import Stripe from "stripe";
import { fakeControl } from "../../tests/support/fake-gateway";
import { appPort } from "./gateways";
import { routePaymentSdks } from "./payment-stand-ins";
import * as shopper from "./storefront";

// A card payment's end against the stand-ins: Stripe's signed webhook for the PaymentIntent the
// server asked the fake for, until the storefront's confirmation page shows the order paid.

// The demo store's sandbox webhook secret (README, "Demo payment credentials").
export const STRIPE_WEBHOOK_SECRET = "whsec_demo_AtlasHomeSandboxSigningSecret";

/** Everything the page's policy refused, which must stay empty. */
export function policyViolations(page: Page): string[] {
  const found: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) found.push(message.text());
  });
  return found;
}

/** Stripe's webhook for the PaymentIntent, signed as Stripe signs it, to the store's host. */
export function stripeWebhook(event: unknown): Promise<number> {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: STRIPE_WEBHOOK_SECRET });
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port: appPort,
        method: "POST",
        path: "/api/payment/stripe/webhook",
        headers: { host: `demo.localhost:${appPort}`, "content-type": "application/json", "stripe-signature": signature },
      },
      (response) => (response.resume(), resolve(response.statusCode!)),
    );
    request.on("error", reject);
    request.end(payload);
  });
}

/** Stripe's side once the shopper confirmed: the confirmation page waits, Stripe's webhook arrives, the order shows paid. */
export async function paidByStripeWebhook(page: Page, refused: string[], stripeUrl: string) {
  await expect(page).toHaveURL(/\/checkout\/confirmation\/\d+\?payment=online$/);
  const orderId = /confirmation\/(\d+)/.exec(page.url())![1]!;
  await expect(page.getByRole("status").filter({ hasText: "Waiting for the payment's confirmation" })).toBeVisible();
  const { clientSecret, key } = await page.evaluate(() => (window as unknown as { __stripe: { clientSecret: string; key: string } }).__stripe);
  expect(key).toBe("pk_test_demo_51AtlasHomeSandbox");

  // What the server asked Stripe for, and Stripe's word that it was paid.
  const asked = (await fakeControl(stripeUrl).requests())
    .filter((r) => r.path === "/v1/payment_intents")
    .map((r) => new URLSearchParams(r.body))
    .find((form) => form.get("metadata[order_id]") === orderId)!;
  const intent = { id: clientSecret.split("_secret_")[0], object: "payment_intent", amount: Number(asked.get("amount")), currency: asked.get("currency") };
  expect(await stripeWebhook({ id: `evt_e2e_${orderId}`, object: "event", type: "payment_intent.succeeded", data: { object: intent } })).toBe(200);

  await expect(page.getByRole("status").filter({ hasText: "Your payment is received." })).toBeVisible();
  await expect(page.getByText("Paid", { exact: true })).toBeVisible();
  expect(refused).toEqual([]);
}

/** A new shopper's order of the guest cart, delivered home and paid by card: its id and the shopper's e-mail. */
export async function paidByCard(page: Page, baseURL: string, stripeUrl: string) {
  const refused = policyViolations(page);
  await routePaymentSdks(page);
  await shopper.remember(page, baseURL, { language: "en" });
  await shopper.fillGuestCart(page);
  const email = await shopper.registerAtCheckout(page, "en");
  await shopper.deliverHome(page, "en");
  await shopper.placeOrderWith(page, "en", "Credit / Debit Card (Stripe)");
  await page.getByRole("button", { name: "Pay now" }).click();
  await paidByStripeWebhook(page, refused, stripeUrl);
  return { orderId: /confirmation\/(\d+)/.exec(page.url())![1]!, email };
}
