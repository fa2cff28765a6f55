"use client";

import { useShop } from "../shop-context";

/** The selling price, and the base price struck through when it is lower. */
export function PriceTag({ price, oldPrice }: { price: number; oldPrice: number }) {
  const { t, price: money } = useShop();
  return (
    <p className="flex flex-wrap items-baseline gap-x-3">
      <bdi dir="ltr" className="text-2xl font-semibold tabular-nums text-shop-heading">
        {money(price)}
      </bdi>
      {oldPrice > price ? (
        <s className="text-lg tabular-nums">
          <span className="sr-only">{t("was", { price: "" })}</span>
          <bdi dir="ltr">{money(oldPrice)}</bdi>
        </s>
      ) : null}
    </p>
  );
}
