"use client";

import { useMutation } from "@tanstack/react-query";
import Link from "next/link";
import { useState } from "react";
import type { applyCouponResponse } from "@/lib/coupons/schemas";
import { lineTotal } from "@/lib/money/price-format";
import type { z } from "zod";
import { QuantityInput } from "../product/quantity-input";
import { useShop } from "../shop-context";
import { ApiFailure } from "@/lib/http/api-client";
import { shopApi } from "../shop-api";
import { useCart, type CartLine } from "./use-cart";
import { Picture } from "@/components/storefront/picture";

type CouponQuote = z.infer<typeof applyCouponResponse>;

export function CartView() {
  const { t, price } = useShop();
  const cart = useCart();
  const [code, setCode] = useState("");
  const items = cart.lines.map((l) => l.item);
  const signature = JSON.stringify(items);
  const coupon = useMutation({
    mutationFn: (couponCode: string) => shopApi<CouponQuote>("/cart/apply-coupon", { method: "POST", body: { coupon_code: couponCode, items } }),
  });
  const quote = coupon.data;
  // A quote is for the lines it was asked for: once they change, the shopper applies the code again.
  const [quotedFor, setQuotedFor] = useState(signature);
  if (quotedFor !== signature) {
    setQuotedFor(signature);
    if (coupon.data) coupon.reset();
  }

  if (cart.loading) return <p className="mt-8">{t("loading")}</p>;
  if (cart.lines.length === 0) {
    return (
      <div className="mt-8 flex flex-col items-start gap-4">
        <p>{t("emptyCart")}</p>
        <Link href="/products" className="rounded-full bg-shop-button px-6 py-3 text-sm font-semibold text-shop-button-text">
          {t("continueShopping")}
        </Link>
      </div>
    );
  }
  const subtotal = lineTotal(cart.lines.map((l) => ({ price: l.unitPrice, quantity: l.quantity })));
  const refusal = coupon.error instanceof ApiFailure ? coupon.error.message : coupon.error ? t("somethingWrong") : undefined;

  return (
    <div className="mt-8 grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <section aria-label={t("yourCart")}>
        {cart.quantityError ? (
          <p role="alert" className="mb-2 text-sm font-medium text-red-700 dark:text-red-300">
            {cart.quantityError instanceof ApiFailure ? cart.quantityError.message : t("somethingWrong")}
          </p>
        ) : null}
        <ul className="divide-y divide-current/10 border-y border-current/10">
          {cart.lines.map((line) => (
            <Line key={line.key} line={line} onQuantity={(n) => cart.setQuantity(line, n)} onRemove={() => cart.remove.mutate(line)} />
          ))}
        </ul>
        <div className="mt-4 flex justify-between gap-4">
          <Link href="/products" className="text-sm font-medium text-shop-accent hover:underline">
            {t("continueShopping")}
          </Link>
          <button type="button" onClick={() => cart.clear.mutate()} className="text-sm font-medium underline hover:no-underline">
            {t("clearCart")}
          </button>
        </div>
      </section>

      <section aria-labelledby="summary" className="h-fit rounded-3xl border border-current/10 bg-current/[0.03] p-6">
        <h2 id="summary" className="font-shop-heading text-xl font-semibold text-shop-heading">
          {t("orderSummary")}
        </h2>
        <form
          className="mt-4 flex gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (code.trim()) coupon.mutate(code.trim());
          }}
        >
          <label className="sr-only" htmlFor="coupon">
            {t("coupon")}
          </label>
          <input
            id="coupon"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            placeholder={t("coupon")}
            autoComplete="off"
            className="h-11 min-w-0 flex-1 rounded-full border border-current/25 bg-shop-bg px-4 text-sm uppercase placeholder:normal-case"
          />
          <button
            type="submit"
            disabled={coupon.isPending}
            className="h-11 rounded-full border border-current/40 px-5 text-sm font-semibold hover:bg-current/10"
          >
            {t("apply")}
          </button>
        </form>
        <p role="status" className="mt-2 min-h-5 text-sm">
          {quote ? t("couponApplied", { code: quote.coupon_code }) : null}
          {refusal ? <span className="font-medium text-red-700 dark:text-red-300">{refusal}</span> : null}
        </p>
        <dl className="mt-4 flex flex-col gap-2 text-sm">
          <div className="flex justify-between">
            <dt>{t("subtotal")}</dt>
            <dd className="tabular-nums" dir="ltr">
              {price(quote?.original_subtotal ?? subtotal)}
            </dd>
          </div>
          {quote ? (
            <div className="flex justify-between">
              <dt>
                {t("discount")} (<bdi>{quote.coupon_code}</bdi>)
              </dt>
              <dd className="tabular-nums" dir="ltr">
                −{price(quote.discount_amount)}
              </dd>
            </div>
          ) : null}
          {quote?.free_shipping ? <p className="font-medium">{t("freeShipping")}</p> : null}
          <div className="mt-2 flex justify-between border-t border-current/10 pt-3 text-base font-semibold">
            <dt>{t("total")}</dt>
            <dd className="tabular-nums" dir="ltr">
              {price(quote?.new_total ?? subtotal)}
            </dd>
          </div>
        </dl>
        <p className="mt-2 text-xs opacity-80">{t("shippingLater")}</p>
        <Link
          href="/checkout"
          prefetch={false}
          className="mt-6 flex h-12 items-center justify-center rounded-full bg-shop-button text-base font-semibold text-shop-button-text hover:shadow-md"
        >
          {t("checkout")}
        </Link>
      </section>
    </div>
  );
}

function Line({ line, onQuantity, onRemove }: { line: CartLine; onQuantity: (n: number) => void; onRemove: () => void }) {
  const { t, price } = useShop();
  return (
    <li className="flex gap-4 py-5">
      <Picture
        src={line.image}
        alt=""
        sizes="96px"
        width={96}
        height={96}
        priority="eager"
        className="size-20 shrink-0 rounded-xl bg-current/5 object-cover sm:size-24"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex justify-between gap-3">
          <Link href={`/product/${line.permalink}`} dir="auto" className="font-medium text-shop-heading hover:underline">
            {line.name}
          </Link>
          <span className="font-semibold tabular-nums" dir="ltr">
            {price(lineTotal([{ price: line.unitPrice, quantity: line.quantity }]))}
          </span>
        </div>
        {line.variant ? (
          <p dir="auto" className="text-sm opacity-85">
            {line.variant}
          </p>
        ) : null}
        {line.options.length ? <p className="text-sm opacity-85">{t("options", { list: line.options.join(", ") })}</p> : null}
        <p className="text-sm tabular-nums" dir="ltr">
          {price(line.unitPrice)}
          {line.oldPrice > line.unitPrice ? (
            <s className="ms-2">
              <span className="sr-only">{t("was", { price: "" })}</span>
              {price(line.oldPrice)}
            </s>
          ) : null}
        </p>
        <div className="mt-2 flex items-center justify-between gap-3">
          <QuantityInput label={line.name} value={line.quantity} min={Math.max(1, line.min)} max={Math.max(line.min, line.max)} onChange={onQuantity} />
          <button
            type="button"
            onClick={onRemove}
            aria-label={t("removeLine", { name: line.name })}
            className="text-sm font-medium underline hover:no-underline"
          >
            {t("remove")}
          </button>
        </div>
      </div>
    </li>
  );
}
