"use client";

import { Elements, ExpressCheckoutElement, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import { loadStripe, type StripeElementLocale } from "@stripe/stripe-js";
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { checkoutMessages, type CheckoutMessage } from "@/lib/storefront/messages/checkout";
import { FormError, primaryButton } from "../account/form-parts";
import { confirmationPath } from "./confirmation-path";

// Stripe's step of an online payment, on the PaymentIntent's client_secret: the Payment Element
// for a card, or, for Google Pay, the Express Checkout Element's wallet buttons (Google Pay, and
// Apple Pay where the device has it) with the card form as the fallback where no wallet is. Both
// confirm the same PaymentIntent the same way; the order becomes paid by Stripe's webhook.

const stripes = new Map<string, ReturnType<typeof loadStripe>>();
/** Stripe.js once per key, as Stripe asks (loadStripe outside of render). */
const stripeOf = (key: string) => stripes.get(key) ?? stripes.set(key, loadStripe(key)).get(key)!;

/** The wallets Google Pay's method offers: the buttons whenever the device can pay with them, no other express method. */
export const WALLET_OPTIONS = {
  paymentMethods: { googlePay: "always", applePay: "always", link: "never", paypal: "never", amazonPay: "never", klarna: "never" },
  buttonType: { googlePay: "pay", applePay: "plain" },
} as const;

type StripeProps = { language: string; clientSecret: string; publicKey: string; orderId: number; wallets: boolean };

export function StripePayment({ language, clientSecret, publicKey, orderId, wallets }: StripeProps) {
  return (
    <Elements stripe={stripeOf(publicKey)} options={{ clientSecret, locale: language as StripeElementLocale, appearance: { theme: "stripe" } }}>
      {wallets ? <WalletPayment language={language} orderId={orderId} /> : <CardForm language={language} orderId={orderId} />}
    </Elements>
  );
}

/** Confirms the PaymentIntent with what the shopper gave the Elements: a card confirms here, a method that sends the shopper away comes back to return_url. */
function useConfirmPayment(language: string, orderId: number) {
  const stripe = useStripe();
  const elements = useElements();
  const router = useRouter();
  const pay = useMutation({
    mutationFn: async () => {
      const { error } = await stripe!.confirmPayment({
        elements: elements!,
        confirmParams: { return_url: `${window.location.origin}${confirmationPath(orderId)}` },
        redirect: "if_required",
      });
      if (error) throw new Error(error.message ?? checkoutMessages(language, "failed"));
    },
    onSuccess: () => router.push(confirmationPath(orderId)),
  });
  return { pay, loaded: !!stripe && !!elements };
}

/** "loading" until the Express Checkout Element says which wallets the device has; "none" shows the card form. */
type Wallets = "loading" | "shown" | "none";

function WalletPayment({ language, orderId }: { language: string; orderId: number }) {
  const t = (key: CheckoutMessage) => checkoutMessages(language, key);
  const [wallets, setWallets] = useState<Wallets>("loading");
  const { pay } = useConfirmPayment(language, orderId);
  return (
    <div className="space-y-5">
      {wallets === "loading" ? <p className="text-sm text-gray-600">{t("loadingPayment")}</p> : null}
      {wallets === "shown" ? <p className="text-sm text-gray-600">{t("walletLead")}</p> : null}
      <ExpressCheckoutElement
        options={WALLET_OPTIONS}
        onReady={(event) => setWallets(event.availablePaymentMethods ? "shown" : "none")}
        onConfirm={() => pay.mutate()}
      />
      {wallets === "shown" && pay.error ? <FormError error={pay.error} fallback={pay.error.message} /> : null}
      {wallets === "none" ? (
        <>
          <p className="text-sm text-gray-600">{t("walletUnavailable")}</p>
          <CardForm language={language} orderId={orderId} />
        </>
      ) : null}
    </div>
  );
}

function CardForm({ language, orderId }: { language: string; orderId: number }) {
  const t = (key: CheckoutMessage) => checkoutMessages(language, key);
  const { pay, loaded } = useConfirmPayment(language, orderId);
  const [ready, setReady] = useState(false);
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
      <button type="submit" className={primaryButton} disabled={!loaded || !ready || pay.isPending}>
        {pay.isPending ? t("paying") : t("payNow")}
      </button>
    </form>
  );
}
