"use client";

import { useMutation, useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useMemo, useRef, useState } from "react";
import type { z } from "zod";
import type { MakePaymentAnswer } from "@/lib/checkout/schemas";
import { formatPrice, type PriceCurrency } from "@/lib/money/price-format";
import type { activePaymentMethodsResponse } from "@/lib/payments/schemas";
import { checkoutMessages, type CheckoutMessage } from "@/lib/storefront/messages/checkout";
import { Field, FormError, LineName, primaryButton, secondaryButton, TotalRow } from "../account/form-parts";
import { shopApi } from "../shop-api";
import { loadCheckoutLines } from "./checkout-items";
import { OnlinePayment, type OnlineAnswer } from "./online-payment";
import { Choice, SelectField } from "./select-field";
import { saveCmiForm } from "./cmi-form";
import { Section } from "./checkout-section";
import { Picture } from "../picture";
import { CouponBox, type Coupon } from "./coupon-box";
import { deliveryChoices, type DeliveryType, type Shipping } from "./delivery-choices";

// The checkout: the account's cart, contact, where and how to deliver (the lookups, then the
// options /get-shipping-options quotes), a coupon, a payment method, then /make-payment. Cash On
// Delivery ends on the confirmation page; an online method goes on to its gateway's step.

type Place = { id: number; name: string };
type Contact = { name: string; email: string; phone: string };

const post = (body: unknown) => ({ method: "POST" as const, body });

type CheckoutProps = { language: string; currency: PriceCurrency; contact: Contact; nonce: string; pickup: boolean };

/** `pickup`: whether the store has an active pickup point; without one, home delivery is the only way and not a choice. */
export function CheckoutForm({ language, currency, contact, nonce, pickup }: CheckoutProps) {
  const t = (key: CheckoutMessage, params?: Record<string, string | number>) => checkoutMessages(language, key, params);
  const price = (amount: number) => formatPrice(amount, currency, language);
  const router = useRouter();

  const [type, setType] = useState<DeliveryType>("home_delivery");
  const [countryId, setCountryId] = useState<number | null>(null);
  const [cityId, setCityId] = useState<number | null>(null);
  const [stateId, setStateId] = useState<number | null>(null);
  const [typedCity, setTypedCity] = useState("");
  const [address, setAddress] = useState("");
  const [phone, setPhone] = useState(contact.phone);
  const [chosenOption, setChosenOption] = useState<number | null>(null);
  const [pickedMethodId, setMethodId] = useState<number | null>(null);
  const [coupon, setCoupon] = useState<Coupon | null>(null);
  const [missing, setMissing] = useState<string[]>([]);
  const [online, setOnline] = useState<OnlineAnswer | null>(null);

  const lines = useQuery({ queryKey: ["checkout-lines"], queryFn: ({ signal }) => loadCheckoutLines(signal) });
  const items = lines.data?.items ?? [];
  const countries = useQuery({ queryKey: ["countries"], queryFn: () => shopApi<{ data: Place[] }>("/get-countries") });
  const cities = useQuery({
    queryKey: ["cities", countryId],
    queryFn: () => shopApi<{ data: Place[] }>("/get-cities-of-state", post({ country_id: countryId })),
    enabled: countryId !== null,
  });
  const states = useQuery({
    queryKey: ["states", cityId],
    queryFn: () => shopApi<{ data: Place[] }>("/get-state", post({ city_id: cityId })),
    enabled: cityId !== null,
  });
  // Where the store has no places for the country, the shopper types the town, and the whole-country zones quote.
  const typed = countryId !== null && cities.data?.data.length === 0;
  const deliveryAddress =
    type === "home_delivery" && countryId && (stateId || typed) ? { country_id: countryId, ...(typed ? {} : { state_id: stateId }) } : null;
  const shipping = useQuery({
    queryKey: ["shipping", type, deliveryAddress, items],
    queryFn: () =>
      shopApi<Shipping>(
        "/get-shipping-options",
        post({ products: items, shipping_type: type, ...(deliveryAddress ? { delivery_address: deliveryAddress } : {}) }),
      ),
    enabled: items.length > 0 && (type === "pickup_delivery" || deliveryAddress !== null),
    retry: false,
  });
  const methods = useQuery({
    queryKey: ["payment-methods"],
    queryFn: () => shopApi<z.infer<typeof activePaymentMethodsResponse>>("/active-payment-methods"),
  });
  // The one method a store offers is chosen already: nothing to choose between.
  const offered = methods.data?.data.data ?? [];
  const methodId = pickedMethodId ?? (offered.length === 1 ? offered[0]!.id : null);

  const choices = useMemo(() => deliveryChoices(shipping.data, type), [shipping.data, type]);
  const optionId = choices.some((c) => c.id === chosenOption) ? chosenOption : (choices.find((c) => c.isDefault)?.id ?? null);
  const option = choices.find((c) => c.id === optionId);
  const subtotal = (lines.data?.cart ?? []).reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const shippingCost = coupon?.free_shipping ? 0 : (option?.cost ?? 0);
  const tax = shipping.data?.options.reduce((sum, line) => sum + line.tax, 0) ?? 0;
  const discount = coupon?.discount_amount ?? 0;
  const total = Math.max(0, subtotal - discount) + shippingCost + tax;

  const applyCoupon = useMutation({
    mutationFn: (code: string) => shopApi<Coupon>("/cart/apply-coupon", post({ coupon_code: code, items })),
    onSuccess: setCoupon,
  });

  // One key per attempt, kept until the API answers, so that a retry after a lost answer is the same order.
  const attempt = useRef<string | null>(null);
  const placeOrder = useMutation({
    mutationFn: (body: Record<string, unknown>) => {
      attempt.current ??= crypto.randomUUID();
      return shopApi<MakePaymentAnswer>("/make-payment", { method: "POST", body, idempotencyKey: attempt.current });
    },
    onSuccess: (answer) => {
      attempt.current = null;
      if (answer.provider === "cod") return router.push(`/checkout/confirmation/${answer.order_id}`);
      if (answer.provider === "cmi") {
        saveCmiForm(answer);
        return router.push(`/checkout/cmi/${encodeURIComponent(answer.form_data.oid ?? "")}`);
      }
      setOnline(answer);
    },
    onError: () => {
      attempt.current = null;
    },
  });

  if (online) return <OnlinePayment language={language} answer={online} nonce={nonce} total={price(total)} />;
  if (lines.isPending) return <p className="py-10 text-center text-gray-600">{t("loadingPayment")}</p>;
  if (lines.data && lines.data.cart.length === 0)
    return (
      <div className="py-16 text-center">
        <p className="text-lg text-gray-700">{t("emptyCart")}</p>
        <Link href="/" className={`${secondaryButton} mt-6`}>
          {t("continueShopping")}
        </Link>
      </div>
    );

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const home = type === "home_delivery";
    const required: [boolean, CheckoutMessage][] = [
      [home && !countryId, "country"],
      [home && !typed && !cityId, "city"],
      [home && (typed ? !typedCity.trim() : !stateId), "state"],
      [home && !address.trim(), "address"],
      [!phone.trim(), "phone"],
      [!optionId, home ? "shippingMethod" : "pickupPoint"],
      [!methodId, "payment"],
    ];
    const gaps = required.filter(([gap]) => gap).map(([, key]) => t(key));
    setMissing(gaps);
    if (gaps.length > 0) return;
    placeOrder.mutate({
      payment_method_id: methodId,
      items,
      phone: phone.trim(),
      ...(home
        ? {
            // The street only: the order names the town, region and country from the ids (or the typed town) beside it.
            address: address.trim(),
            delivery_address: typed ? { ...deliveryAddress, city: typedCity.trim() } : deliveryAddress,
            shipping_option_id: optionId,
          }
        : { pickup_point_id: optionId }),
      shipping_type: type,
      ...(coupon ? { coupon_code: coupon.coupon_code } : {}),
    });
  };

  return (
    <form onSubmit={submit} noValidate className="grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="space-y-8">
        <Section title={t("contact")}>
          <p className="text-sm text-gray-700">
            <span className="font-medium text-gray-900">{contact.name}</span> · {contact.email}
          </p>
          <Field label={t("phone")} type="tel" autoComplete="tel" value={phone} onChange={(e) => setPhone(e.target.value)} required />
        </Section>

        <Section title={t("delivery")}>
          {pickup ? (
            <fieldset className="grid gap-3 sm:grid-cols-2">
              <legend className="sr-only">{t("delivery")}</legend>
              <Choice name="delivery" label={t("homeDelivery")} checked={type === "home_delivery"} onChange={() => setType("home_delivery")} />
              <Choice name="delivery" label={t("pickup")} checked={type === "pickup_delivery"} onChange={() => setType("pickup_delivery")} />
            </fieldset>
          ) : null}
          {type === "home_delivery" ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <SelectField
                label={t("country")}
                placeholder={t("choose")}
                options={countries.data?.data ?? []}
                value={countryId}
                onChange={(id) => (setCountryId(id), setCityId(null), setStateId(null))}
              />
              {typed ? (
                <Field label={t("state")} autoComplete="address-level2" value={typedCity} onChange={(e) => setTypedCity(e.target.value)} required />
              ) : (
                <>
                  <SelectField
                    label={t("city")}
                    placeholder={t("choose")}
                    options={cities.data?.data ?? []}
                    value={cityId}
                    disabled={!countryId}
                    onChange={(id) => (setCityId(id), setStateId(null))}
                  />
                  <SelectField
                    label={t("state")}
                    placeholder={t("choose")}
                    options={states.data?.data ?? []}
                    value={stateId}
                    disabled={!cityId}
                    onChange={setStateId}
                  />
                </>
              )}
              <Field label={t("address")} autoComplete="street-address" value={address} onChange={(e) => setAddress(e.target.value)} required />
            </div>
          ) : null}
          <fieldset className="space-y-3">
            <legend className="mb-2 text-sm font-medium text-gray-800">{type === "home_delivery" ? t("shippingMethod") : t("pickupPoint")}</legend>
            {shipping.isError ? (
              <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">{t(pickup ? "noShipping" : "noShippingHere")}</p>
            ) : type === "home_delivery" && !deliveryAddress ? (
              <p className="text-sm text-gray-600">{t("chooseAddress")}</p>
            ) : (
              choices.map((choice) => (
                <Choice
                  key={choice.id}
                  name="shipping-option"
                  label={choice.title}
                  detail={choice.detail}
                  aside={choice.cost === 0 ? t("free") : price(choice.cost)}
                  checked={choice.id === optionId}
                  onChange={() => setChosenOption(choice.id)}
                />
              ))
            )}
          </fieldset>
        </Section>

        <Section title={t("payment")}>
          <fieldset className="space-y-3">
            <legend className="sr-only">{t("payment")}</legend>
            {methods.data?.data.data.length === 0 ? <p className="text-sm text-gray-600">{t("noMethods")}</p> : null}
            {methods.data?.data.data.map((method) => (
              <Choice
                key={method.id}
                name="payment-method"
                label={method.name}
                detail={method.instruction || undefined}
                aside={
                  method.logo ? (
                    <Picture src={method.logo} alt="" sizes="48px" width={48} height={24} priority="eager" className="h-6 w-12 object-contain" />
                  ) : undefined
                }
                checked={method.id === methodId}
                onChange={() => setMethodId(method.id)}
              />
            ))}
          </fieldset>
        </Section>
      </div>

      <aside className="h-fit space-y-5 rounded-2xl border border-gray-200 bg-gray-50 p-5 sm:p-6 lg:sticky lg:top-6">
        <h2 className="text-lg font-semibold">{t("summary")}</h2>
        <ul className="divide-y divide-gray-200">
          {lines.data?.cart.map((line) => (
            <li key={line.cart_item_id} className="flex gap-3 py-3">
              <Picture
                src={line.image}
                alt=""
                sizes="56px"
                width={56}
                height={56}
                className="size-14 shrink-0 rounded-lg bg-white object-cover ring-1 ring-gray-200"
              />
              <div className="min-w-0 flex-1 text-sm">
                <LineName name={line.name} variant={line.variant} quantity={t("quantity", { quantity: line.quantity })} />
              </div>
              <p className="shrink-0 text-sm font-medium tabular-nums" dir="ltr">
                {price(line.unitPrice * line.quantity)}
              </p>
            </li>
          ))}
        </ul>
        <CouponBox
          language={language}
          coupon={coupon}
          error={applyCoupon.error}
          pending={applyCoupon.isPending}
          onApply={(code) => applyCoupon.mutate(code)}
          onRemove={() => (setCoupon(null), applyCoupon.reset())}
          amount={price(discount)}
        />
        <dl className="space-y-1 text-sm">
          <TotalRow label={t("subtotal")} value={price(subtotal)} />
          {discount > 0 ? <TotalRow label={t("discount")} value={`−${price(discount)}`} /> : null}
          <TotalRow label={t("shipping")} value={option ? (shippingCost === 0 ? t("free") : price(shippingCost)) : "—"} />
          <div className="flex justify-between border-t border-gray-200 pt-3 text-base font-semibold">
            <dt>{t("total")}</dt>
            <dd className="tabular-nums" dir="ltr">
              {price(total)}
            </dd>
          </div>
        </dl>
        {missing.length > 0 ? (
          <p role="alert" className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {t("required", { fields: missing.join(", ") })}
          </p>
        ) : null}
        <FormError error={placeOrder.error} fallback={t("failed")} />
        <button type="submit" className={primaryButton} disabled={placeOrder.isPending || lines.isPending}>
          {placeOrder.isPending ? t("placing") : t("placeOrder")}
        </button>
      </aside>
    </form>
  );
}
