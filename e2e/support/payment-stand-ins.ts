import type { Page } from "@playwright/test";

// Stand-ins for the payment SDKs the checkout loads from Stripe's and PayPal's servers, which this
// machine cannot reach, served through Playwright's request routing at their real addresses (so
// the page's Content Security Policy is exercised too). Each does what the shopper's side of the
// SDK does and records it on `window` for the test; the server side talks to the fake gateways.

/**
 * Stripe.js: the Payment Element is a card field; the Express Checkout Element shows a button per
 * wallet the device has (`window.__stripeWallets`, set before the page loads: Google Pay unless
 * told, `null` for none, as Stripe's ready event says it), and its click is the shopper's approval
 * (the confirm event). Every element created is recorded with its options in `window.__stripeElements`;
 * confirmPayment succeeds without a redirect, as a card does.
 */
const STRIPE_JS = `(() => {
  window.__stripeElements = [];
  const walletsOf = () => (window.__stripeWallets === undefined ? { googlePay: true, applePay: false } : window.__stripeWallets);
  const walletNames = { googlePay: "Google Pay", applePay: "Apple Pay" };
  function Stripe(key) {
    let secret = null;
    return {
      _registerWrapper() {}, registerAppInfo() {}, createToken() {}, createPaymentMethod() {}, confirmCardPayment() {},
      elements(options) {
        secret = options.clientSecret;
        return {
          update() {}, submit: async () => ({}), getElement: () => null,
          create(type, elementOptions) {
            window.__stripeElements.push({ type, options: elementOptions });
            const handlers = {};
            let mounted = false;
            const fire = (event, detail) => (handlers[event] || []).forEach((handler) => handler({ elementType: type, ...detail }));
            const readyDetail = () => (type === "expressCheckout" ? { availablePaymentMethods: walletsOf() || undefined } : {});
            return {
              mount(target) {
                const node = typeof target === "string" ? document.querySelector(target) : target;
                if (type === "expressCheckout") {
                  for (const [wallet, available] of Object.entries(walletsOf() || {})) {
                    if (!available) continue;
                    const button = document.createElement("button");
                    button.type = "button";
                    button.textContent = walletNames[wallet];
                    button.addEventListener("click", () => fire("confirm", { expressPaymentType: wallet === "googlePay" ? "google_pay" : "apple_pay", paymentFailed() {} }));
                    node.appendChild(button);
                  }
                } else {
                  node.innerHTML = '<label>Card number <input name="cardnumber" autocomplete="cc-number" value="4242 4242 4242 4242"></label>';
                }
                mounted = true;
                setTimeout(() => fire("ready", readyDetail()), 0);
              },
              on(event, handler) { (handlers[event] = handlers[event] || []).push(handler); if (event === "ready" && mounted) setTimeout(() => handler({ elementType: type, ...readyDetail() }), 0); return this; },
              off(event, handler) { handlers[event] = (handlers[event] || []).filter((h) => h !== handler); }, update() {}, destroy() {}, unmount() {},
            };
          },
        };
      },
      async confirmPayment({ confirmParams }) {
        window.__stripe = { key, clientSecret: secret, returnUrl: confirmParams.return_url };
        return { paymentIntent: { id: secret.split("_secret_")[0], status: "succeeded" } };
      },
    };
  }
  Stripe.version = "endive";
  window.Stripe = Stripe;
})();`;

/** PayPal's SDK: one "PayPal" button that approves the order the page created, as the PayPal window would. */
const PAYPAL_SDK = `(() => {
  window.paypal = {
    version: "5.0.0",
    Buttons(options) {
      return {
        isEligible: () => true,
        close: async () => {}, updateProps: async () => {},
        async render(container) {
          const node = typeof container === "string" ? document.querySelector(container) : container;
          const button = document.createElement("button");
          button.type = "button";
          button.textContent = "PayPal";
          button.addEventListener("click", async () => {
            try {
              const orderID = await options.createOrder({}, {});
              window.__paypal = { orderID, query: Object.fromEntries(new URL(document.querySelector('script[src*="paypal.com/sdk/js"]').src).searchParams) };
              await options.onApprove({ orderID }, {});
            } catch (error) { options.onError && options.onError(error); }
          });
          node.appendChild(button);
          options.onInit && options.onInit({}, { enable: async () => {}, disable: async () => {} });
        },
      };
    },
  };
})();`;

export async function routePaymentSdks(page: Page) {
  await page.route("https://js.stripe.com/**", (route) => route.fulfill({ contentType: "application/javascript", body: STRIPE_JS }));
  await page.route(/^https:\/\/www\.(sandbox\.)?paypal\.com\/sdk\/js/, (route) => route.fulfill({ contentType: "application/javascript", body: PAYPAL_SDK }));
}
