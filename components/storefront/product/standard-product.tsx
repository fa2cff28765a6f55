"use client";

import { useState } from "react";
import type { standardProductResponse } from "@/lib/catalog/schemas";
import type { z } from "zod";
import { useShop } from "../shop-context";
import { AddToCart } from "./add-to-cart";
import { Gallery } from "./gallery";
import { firstColor, galleryPictures } from "./pictures";
import { PriceTag } from "./price-tag";
import { QuantityInput } from "./quantity-input";

// A standard product (/product-details' `standard` shape): a colour picks its pictures, and its own
// rows when its colours are variants (`color_id` of variantsDataPrice); the chosen value of each
// attribute makes the variant (its key: the value ids, ascending, joined by "-"), whose row gives
// price and stock; values without stock for the chosen colour show sold out before the tap; the
// quantity stays within min_item..max_item and the stock.

type Details = Omit<z.infer<typeof standardProductResponse>, "success">;

/** Attributes with this many values or fewer are buttons; more, a select. */
const MAX_BUTTONS = 6;

export function StandardProduct({ details, sellingPrice }: { details: Details; sellingPrice: number }) {
  const { t } = useShop();
  const { product } = details;
  // The first variant in stock is shown chosen, in its colour, as a shop opens a product on a variant it can sell.
  const stocked = details.variantsDataPrice.find((v) => v.quantity > 0);
  const [color, setColor] = useState(() => firstColor(details));
  const [chosen, setChosen] = useState<Record<number, number>>(() => {
    const selection = details.variantsDataNew?.find((v) => v.variant_key === stocked?.variant_key)?.variant ?? {};
    return Object.fromEntries(Object.values(selection).map((v) => [v.parent_id, v.child_id]));
  });
  const [shown, setShown] = useState(0);
  const [quantity, setQuantity] = useState(Math.max(1, product.min_item_on_purchase));

  const pictures = galleryPictures(details, color?.id);

  const colored = details.variantsDataPrice.some((v) => v.color_id !== null);
  const rows = colored ? details.variantsDataPrice.filter((v) => v.color_id === color?.id) : details.variantsDataPrice;
  const hasVariants = (details.attributes.length > 0 || colored) && details.variantsDataPrice.length > 0;
  const complete = details.attributes.every((a) => chosen[a.id] !== undefined);
  const key = keyOf(Object.values(chosen));
  const row = hasVariants && complete ? rows.find((v) => v.variant_key === key) : undefined;
  /** No row of the chosen colour with this value and the other values chosen has stock. */
  const soldOut = (attributeId: number, valueId: number) => {
    const wanted = Object.values({ ...chosen, [attributeId]: valueId });
    return !rows.some((r) => r.quantity > 0 && wanted.every((id) => r.variant_key.split("-").includes(String(id))));
  };
  const variant = details.variantsDataNew?.find((v) => v.variant_key === key)?.variant;
  const price = hasVariants ? row : { price: sellingPrice, unit_price: details.prices.unit_price, quantity: details.prices.quantity };
  const stock = price?.quantity ?? 0;
  const min = Math.max(1, product.min_item_on_purchase);
  const max = Math.min(product.max_item_on_purchase || stock, stock);

  return (
    <div className="grid gap-8 md:grid-cols-2 md:gap-12">
      <Gallery name={product.name} pictures={pictures} shown={shown} onShow={setShown} />
      <div className="flex flex-col gap-6">
        <div>
          <h1 dir="auto" className="font-shop-heading text-3xl font-semibold text-shop-heading sm:text-4xl">
            {product.name}
          </h1>
          {product.summary ? (
            <p dir="auto" className="mt-2 text-base">
              {product.summary}
            </p>
          ) : null}
        </div>
        {price ? <PriceTag price={price.price} oldPrice={price.unit_price} /> : <p className="text-sm">{t(complete ? "unavailable" : "chooseVariant")}</p>}

        {details.colorsSectionNew.length ? (
          <fieldset>
            <legend className="text-sm font-semibold">
              {t("colour")}: <bdi className="font-normal">{color?.name}</bdi>
            </legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {details.colorsSectionNew.map((c) => {
                const colourSoldOut = colored && !details.variantsDataPrice.some((v) => v.color_id === c.id && v.quantity > 0);
                return (
                  <button
                    key={c.id}
                    type="button"
                    aria-label={colourSoldOut ? `${c.name} (${t("outOfStock")})` : c.name}
                    aria-pressed={c.id === color?.id}
                    onClick={() => {
                      setColor(c);
                      setShown(0);
                    }}
                    className="rounded-full border-2 border-transparent p-0.5 aria-pressed:border-shop-heading"
                  >
                    {/* An SVG fill, not a style attribute: the page's policy allows no inline styles. */}
                    <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8">
                      <circle cx="16" cy="16" r="15" fill={c.code} stroke="currentColor" strokeOpacity="0.25" />
                      {/* Sold out in every variant: struck through before it is chosen, as a size is. */}
                      {colourSoldOut ? <path d="M6 26L26 6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" /> : null}
                    </svg>
                  </button>
                );
              })}
            </div>
          </fieldset>
        ) : null}

        {details.attributes.map((attribute) =>
          attribute.values.length <= MAX_BUTTONS ? (
            <fieldset key={attribute.id}>
              <legend className="text-sm font-semibold">{attribute.name}</legend>
              <div className="mt-2 flex flex-wrap gap-2">
                {attribute.values.map((value) => {
                  const unavailable = soldOut(attribute.id, value.id);
                  return (
                    <button
                      key={value.id}
                      type="button"
                      disabled={unavailable}
                      aria-pressed={chosen[attribute.id] === value.id}
                      onClick={() => setChosen({ ...chosen, [attribute.id]: value.id })}
                      className="min-w-12 rounded-full border border-current/25 px-4 py-2 text-sm font-medium hover:border-current/60 disabled:border-dashed disabled:opacity-60 aria-pressed:border-shop-button aria-pressed:bg-shop-button aria-pressed:text-shop-button-text"
                    >
                      <span className={unavailable ? "line-through" : undefined}>{value.name}</span>
                      {unavailable ? <span className="ms-1 text-xs">({t("outOfStock")})</span> : null}
                    </button>
                  );
                })}
              </div>
            </fieldset>
          ) : (
            <label key={attribute.id} className="flex flex-col gap-2 text-sm font-semibold">
              {attribute.name}
              <select
                value={chosen[attribute.id] ?? ""}
                onChange={(event) => setChosen({ ...chosen, [attribute.id]: Number(event.target.value) })}
                className="h-11 rounded-xl border border-current/25 bg-shop-bg px-3 font-normal"
              >
                <option value="" disabled>
                  —
                </option>
                {attribute.values.map((value) => (
                  <option key={value.id} value={value.id} disabled={soldOut(attribute.id, value.id)}>
                    {soldOut(attribute.id, value.id) ? `${value.name} (${t("outOfStock")})` : value.name}
                  </option>
                ))}
              </select>
            </label>
          ),
        )}

        {price ? (
          <p className="text-sm font-medium">
            {stock <= 0 ? t("outOfStock") : stock <= Math.max(5, product.low_stock_quantity_alert) ? t("fewLeft", { count: stock }) : t("inStock")}
          </p>
        ) : null}

        <div className="flex flex-col items-start gap-2">
          <span className="text-sm font-semibold">{t("quantity")}</span>
          <QuantityInput label={product.name} value={Math.min(quantity, Math.max(min, max))} min={min} max={Math.max(min, max)} onChange={setQuantity} />
          <span className="text-xs opacity-80">{t("quantityRule", { min, max: product.max_item_on_purchase })}</span>
        </div>

        <AddToCart
          disabled={!price || stock < min}
          line={{
            id: product.id,
            slug: product.permalink,
            name: product.name,
            quantity: Math.min(quantity, Math.max(min, max)),
            ...(color ? { color: color.id, colorText: color.name } : {}),
            ...(variant ? { variant } : {}),
          }}
        />
      </div>
    </div>
  );
}

/** A variant's key as /product-details gives it: the value ids, ascending, joined by "-". */
const keyOf = (ids: number[]) => [...ids].sort((a, b) => a - b).join("-");
