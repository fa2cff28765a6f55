"use client";

import { useState } from "react";
import type { customizableProductResponse } from "@/lib/catalog/schemas";
import type { z } from "zod";
import { MarkdownText } from "@/components/markdown-text";
import { useShop } from "../shop-context";
import { AddToCart } from "./add-to-cart";
import { Gallery } from "./gallery";
import { OptionGroup } from "./option-group";
import { PriceTag } from "./price-tag";
import { QuantityInput } from "./quantity-input";

// A customizable product (/product-details' `customizable` shape): option groups (option-group.tsx),
// each taking min_options..max_options of its options; the price shown is the base price plus the
// chosen options'; every group's minimum and every text asked for are checked before adding, and the
// API checks them again.

type Details = z.infer<typeof customizableProductResponse>["product"];

export function CustomizableProduct({ product, slug }: { product: Details; slug: string }) {
  const { t } = useShop();
  const [shown, setShown] = useState(0);
  const [quantity, setQuantity] = useState(1);
  const [chosen, setChosen] = useState<Record<number, number[]>>({});
  const [texts, setTexts] = useState<Record<string, string>>({});
  const pictures = [product.thumbnail, ...product.gallery].filter(Boolean);
  const max = Math.max(1, product.quantity);

  const picked = product.options_groups.flatMap((g) => g.options.filter((o) => chosen[g.id]?.includes(o.id)));
  const added = picked.reduce((sum, o) => sum + Number(o.price), 0);
  const optionTexts = Object.fromEntries(picked.filter((o) => o.text_label).map((o) => [String(o.id), (texts[o.id] ?? "").trim()]));
  const missing = () => {
    const group = product.options_groups.find((g) => (chosen[g.id]?.length ?? 0) < g.min_options);
    if (group) return t("groupMissing", { min: group.min_options, group: group.group_name });
    const untyped = picked.find((o) => o.text_label && !optionTexts[o.id]);
    return untyped ? t("textMissing", { option: untyped.option_name }) : undefined;
  };
  const options = product.options_groups.flatMap((g) =>
    g.options.filter((o) => chosen[g.id]?.includes(o.id)).map((o) => ({ id: o.id, name: `${g.group_name}: ${o.option_name}` })),
  );

  return (
    <div className="grid gap-8 md:grid-cols-2 md:gap-12">
      <Gallery name={product.name} pictures={pictures} shown={shown} onShow={setShown} />
      <div className="flex flex-col gap-6">
        <h1 dir="auto" className="font-shop-heading text-3xl font-semibold text-shop-heading sm:text-4xl">
          {product.name}
        </h1>
        {/* Amounts of the answer's currency, added as the API adds them (base + options) to show before it prices the line. */}
        <PriceTag price={Math.round((product.base_price + added) * 100) / 100} oldPrice={Math.round((product.oldPrice + added) * 100) / 100} />

        {product.options_groups.map((group) => (
          <OptionGroup
            key={group.id}
            group={group}
            picked={chosen[group.id] ?? []}
            texts={texts}
            onPick={(ids) => setChosen({ ...chosen, [group.id]: ids })}
            onText={(id, text) => setTexts({ ...texts, [id]: text })}
          />
        ))}

        <div className="flex flex-col items-start gap-2">
          <span className="text-sm font-semibold">{t("quantity")}</span>
          <QuantityInput label={product.name} value={Math.min(quantity, max)} min={1} max={max} onChange={setQuantity} />
        </div>
        <AddToCart
          disabled={product.quantity <= 0}
          check={missing}
          line={{
            id: product.id,
            slug,
            name: product.name,
            quantity: Math.min(quantity, max),
            options,
            ...(Object.keys(optionTexts).length ? { optionTexts } : {}),
          }}
        />
        {product.description ? <MarkdownText text={product.description} /> : null}
      </div>
    </div>
  );
}
