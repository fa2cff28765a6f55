"use client";

import { useState } from "react";
import type { customizableProductResponse } from "@/lib/catalog/schemas";
import type { z } from "zod";
import { useShop } from "../shop-context";
import { AddToCart } from "./add-to-cart";
import { Gallery } from "./gallery";
import { PriceTag } from "./price-tag";
import { QuantityInput } from "./quantity-input";

// A customizable product (/product-details' `customizable` shape): option groups, each taking
// min_options..max_options of its options (one: radio buttons; more: checkboxes, no more than the
// maximum); an option out of stock cannot be chosen; every group's minimum is checked before adding.

type Details = z.infer<typeof customizableProductResponse>["product"];

export function CustomizableProduct({ product, slug }: { product: Details; slug: string }) {
  const { t, price } = useShop();
  const [shown, setShown] = useState(0);
  const [quantity, setQuantity] = useState(1);
  const [chosen, setChosen] = useState<Record<number, number[]>>({});
  const pictures = [product.thumbnail, ...product.gallery].filter(Boolean);
  const max = Math.max(1, product.quantity);

  const rule = (g: Details["options_groups"][number]) =>
    g.min_options === g.max_options
      ? t("groupExactly", { count: g.min_options })
      : g.min_options === 0
        ? t("groupUpTo", { max: g.max_options })
        : t("groupBetween", { min: g.min_options, max: g.max_options });
  const missing = () => {
    const group = product.options_groups.find((g) => (chosen[g.id]?.length ?? 0) < g.min_options);
    return group ? t("groupMissing", { min: group.min_options, group: group.group_name }) : undefined;
  };
  const options = product.options_groups.flatMap((g) =>
    g.options.filter((o) => chosen[g.id]?.includes(o.id)).map((o) => ({ id: o.id, name: `${g.group_name}: ${o.option_name}` })),
  );

  return (
    <div className="grid gap-8 md:grid-cols-2 md:gap-12">
      <Gallery name={product.name} pictures={pictures} shown={shown} onShow={setShown} />
      <div className="flex flex-col gap-6">
        <h1 className="font-shop-heading text-3xl font-semibold text-shop-heading sm:text-4xl">{product.name}</h1>
        <PriceTag price={product.base_price} oldPrice={product.oldPrice} />

        {product.options_groups.map((group) => {
          // Radio buttons only where exactly one is taken: they cannot be unchecked.
          const single = group.min_options === 1 && group.max_options === 1;
          const picked = chosen[group.id] ?? [];
          return (
            <fieldset key={group.id} className="rounded-2xl border border-current/15 p-4">
              <legend className="px-1 text-sm font-semibold">
                {group.group_name} <span className="font-normal opacity-80">· {rule(group)}</span>
              </legend>
              <div className="mt-1 flex flex-col gap-1">
                {group.options.map((option) => {
                  const checked = picked.includes(option.id);
                  const full = !single && !checked && picked.length >= group.max_options;
                  return (
                    <label
                      key={option.id}
                      className="flex cursor-pointer items-center gap-3 rounded-lg px-2 py-2 hover:bg-current/5 has-disabled:cursor-not-allowed has-disabled:opacity-50"
                    >
                      <input
                        type={single ? "radio" : "checkbox"}
                        name={`group-${group.id}`}
                        checked={checked}
                        disabled={option.stock <= 0 || full}
                        onChange={() =>
                          setChosen({
                            ...chosen,
                            [group.id]: single ? [option.id] : checked ? picked.filter((id) => id !== option.id) : [...picked, option.id],
                          })
                        }
                        className="size-4 accent-shop-button"
                      />
                      <span className="flex-1 text-sm">{option.option_name}</span>
                      {Number(option.price) > 0 ? (
                        <span className="text-sm tabular-nums">{t("optionPrice", { price: price(Number(option.price)) })}</span>
                      ) : null}
                    </label>
                  );
                })}
              </div>
            </fieldset>
          );
        })}

        <div className="flex flex-col items-start gap-2">
          <span className="text-sm font-semibold">{t("quantity")}</span>
          <QuantityInput label={product.name} value={Math.min(quantity, max)} min={1} max={max} onChange={setQuantity} />
        </div>
        <AddToCart
          disabled={product.quantity <= 0}
          check={missing}
          line={{ id: product.id, slug, name: product.name, quantity: Math.min(quantity, max), options }}
        />
        {product.description ? (
          <p dir="auto" className="leading-relaxed">
            {product.description}
          </p>
        ) : null}
      </div>
    </div>
  );
}
