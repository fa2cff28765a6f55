"use client";

import { PayPalButtons, PayPalScriptProvider } from "@paypal/react-paypal-js";
import { useRouter } from "next/navigation";
import { useState } from "react";
import type { MakePaymentAnswer } from "@/lib/checkout/schemas";
import { checkoutMessages, type CheckoutMessage } from "@/lib/storefront/messages/checkout";
import { FormError } from "../account/form-parts";
import { shopApi } from "../shop-api";
import { confirmationPath } from "./confirmation-path";
import { StripePayment } from "./stripe-payment";

// The gateway's step of an online payment, once /make-payment has placed the order (unpaid) and
// started its payment: Stripe's elements with the PaymentIntent's client_secret (./stripe-payment.tsx:
// the card form, Google Pay's wallet buttons), or PayPal's buttons for its order, then our capture. Either way the order becomes
// paid when the gateway tells the server (Stripe's webhook, the capture's answer), which the
// confirmation page waits for.

export type OnlineAnswer = Extract<MakePaymentAnswer, { provider: "stripe" | "paypal" }>;

export function OnlinePayment(props: { language: string; answer: OnlineAnswer; nonce: string; total: string }) {
  const { language, answer, nonce } = props;
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
        <StripePayment
          language={language}
          clientSecret={answer.client_secret}
          publicKey={answer.public_key}
          orderId={answer.order_id}
          wallets={answer.wallets}
        />
      ) : (
        <PaypalPayment language={language} paypalOrderId={answer.order_id} clientId={answer.public_key} currency={answer.currency} nonce={nonce} />
      )}
    </section>
  );
}

function PaypalPayment(props: { language: string; paypalOrderId: string; clientId: string; currency: string; nonce: string }) {
  const t = (key: CheckoutMessage) => checkoutMessages(props.language, key);
  const router = useRouter();
  const [error, setError] = useState<unknown>(null);
  // The SDK must be loaded in the currency PayPal's order was created in, which the server chose
  // (the shop's, or the owner's settlement currency) and answered (docs/decisions.md, "PayPal currency").
  return (
    <div className="space-y-4">
      <p className="text-sm text-gray-600">{t("paypalLead")}</p>
      <PayPalScriptProvider options={{ clientId: props.clientId, currency: props.currency, intent: "capture", dataCspNonce: props.nonce }}>
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
