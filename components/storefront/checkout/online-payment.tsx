"use client";

import { PayPalButtons, PayPalScriptProvider } from "@paypal/react-paypal-js";
import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import { loadStripe, type StripeElementLocale } from "@stripe/stripe-js";
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import type { MakePaymentAnswer } from "@/lib/checkout/schemas";
import type { PriceCurrency } from "@/lib/money/price-format";
import { DEFAULT_SETTLEMENT_CURRENCY, PAYPAL_CURRENCIES } from "@/lib/payments/schemas";
import { checkoutMessages, type CheckoutMessage } from "@/lib/storefront/messages/checkout";
import { FormError, primaryButton } from "../account/form-parts";
import { shopApi } from "../shop-api";

// The gateway's step of an online payment, once /make-payment has placed the order (unpaid) and
// started its payment: Stripe's Payment Element with the PaymentIntent's client_secret (cards and
// Google Pay), or PayPal's buttons for its order, then our capture. Either way the order becomes
// paid when the gateway tells the server (Stripe's webhook, the capture's answer), which the
// confirmation page waits for.

export type OnlineAnswer = Extract<MakePaymentAnswer, { provider: "stripe" | "paypal" }>;

/** Where an online payment lands: the confirmation page, told to wait for the payment. */
export const confirmationPath = (orderId: number) => `/checkout/confirmation/${orderId}?payment=online`;

export function OnlinePayment(props: { language: string; answer: OnlineAnswer; currency: PriceCurrency; nonce: string; total: string }) {
  const { language, answer, currency, nonce } = props;
  const t = (key: CheckoutMessage) => checkoutMessages(language, key);
  return (
    <section aria-labelledby="pay" className="max-w-lg rounded-2xl border border-gray-200 bg-white p-5 sm:p-8">
      <div className="mb-5 flex items-baseline justify-between gap-4 border-b border-gray-200 pb-4">
        <h2 id="pay" className="text-xl font-semibold">
          {t("payment")}
        </h2>
        <p className="text-gray-700">
          {t("total")}:{" "}
          <strong className="text-lg font-semibold tabular-nums text-gray-900" dir="ltr">
            {props.total}
          </strong>
        </p>
      </div>
      {answer.provider === "stripe" ? (
        <StripePayment language={language} clientSecret={answer.client_secret} publicKey={answer.public_key} orderId={answer.order_id} />
      ) : (
        <PaypalPayment language={language} paypalOrderId={answer.order_id} clientId={answer.public_key} currency={currency} nonce={nonce} />
      )}
    </section>
  );
}

const stripes = new Map<string, ReturnType<typeof loadStripe>>();
/** Stripe.js once per key, as Stripe asks (loadStripe outside of render). */
const stripeOf = (key: string) => stripes.get(key) ?? stripes.set(key, loadStripe(key)).get(key)!;

function StripePayment({ language, clientSecret, publicKey, orderId }: { language: string; clientSecret: string; publicKey: string; orderId: number }) {
  return (
    <Elements stripe={stripeOf(publicKey)} options={{ clientSecret, locale: language as StripeElementLocale, appearance: { theme: "stripe" } }}>
      <StripeForm language={language} orderId={orderId} />
    </Elements>
  );
}

function StripeForm({ language, orderId }: { language: string; orderId: number }) {
  const t = (key: CheckoutMessage) => checkoutMessages(language, key);
  const stripe = useStripe();
  const elements = useElements();
  const router = useRouter();
  const [ready, setReady] = useState(false);
  const pay = useMutation({
    mutationFn: async () => {
      // A card confirms here; a method that sends the shopper away comes back to return_url.
      const { error } = await stripe!.confirmPayment({
        elements: elements!,
        confirmParams: { return_url: `${window.location.origin}${confirmationPath(orderId)}` },
        redirect: "if_required",
      });
      if (error) throw new Error(error.message ?? t("failed"));
    },
    onSuccess: () => router.push(confirmationPath(orderId)),
  });
  return (
    <form
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        pay.mutate();
      }}
    >
      {ready ? null : <p className="text-sm text-gray-600">{t("loadingPayment")}</p>}
      <PaymentElement onReady={() => setReady(true)} />
      {pay.error ? <FormError error={pay.error} fallback={pay.error.message} /> : null}
      <button type="submit" className={primaryButton} disabled={!stripe || !elements || !ready || pay.isPending}>
        {pay.isPending ? t("paying") : t("payNow")}
      </button>
    </form>
  );
}

function PaypalPayment(props: { language: string; paypalOrderId: string; clientId: string; currency: PriceCurrency; nonce: string }) {
  const t = (key: CheckoutMessage) => checkoutMessages(props.language, key);
  const router = useRouter();
  const [error, setError] = useState<unknown>(null);
  // PayPal's order is in the shop's currency when PayPal takes it, else in the settlement currency
  // (docs/decisions.md, "Payment gateways"); the SDK must be loaded for the same one.
  const currency = (PAYPAL_CURRENCIES as readonly string[]).includes(props.currency.code) ? props.currency.code : DEFAULT_SETTLEMENT_CURRENCY;
  return (
    <div className="space-y-4">
      <p className="text-sm text-gray-600">{t("paypalLead")}</p>
      <PayPalScriptProvider options={{ clientId: props.clientId, currency, intent: "capture", dataCspNonce: props.nonce }}>
        <PayPalButtons
          style={{ layout: "vertical", label: "pay" }}
          createOrder={async () => props.paypalOrderId}
          onApprove={async () => {
            const captured = await shopApi<{ order_id: number }>("/payment/paypal/capture", { method: "POST", body: { order_id: props.paypalOrderId } });
            router.push(confirmationPath(captured.order_id));
          }}
          onError={setError}
        />
      </PayPalScriptProvider>
      <FormError error={error} fallback={t("failed")} />
    </div>
  );
}
