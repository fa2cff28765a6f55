"use client";

import type { customizableProductResponse } from "@/lib/catalog/schemas";
import type { z } from "zod";
import { useShop } from "../shop-context";

// One option group of a customizable product: radio buttons where exactly one is taken, else
// checkboxes that stop at the maximum; an option out of stock cannot be chosen. A chosen option that
// asks for a text (an engraving, a message) shows its field, bounded by the owner's length, with a counter.

export type Group = z.infer<typeof customizableProductResponse>["product"]["options_groups"][number];

/** Characters as the API counts them: an emoji or an accented letter is one. */
const lengthOf = (text: string) => [...text].length;

export function OptionGroup({
  group,
  picked,
  texts,
  onPick,
  onText,
}: {
  group: Group;
  picked: number[];
  texts: Record<string, string>;
  onPick: (ids: number[]) => void;
  onText: (id: number, text: string) => void;
}) {
  const { t, price } = useShop();
  // Radio buttons only where exactly one is taken: they cannot be unchecked.
  const single = group.min_options === 1 && group.max_options === 1;
  const rule =
    group.min_options === group.max_options
      ? t("groupExactly", { count: group.min_options })
      : group.min_options === 0
        ? t("groupUpTo", { max: group.max_options })
        : t("groupBetween", { min: group.min_options, max: group.max_options });
  return (
    <fieldset className="rounded-2xl border border-current/15 p-4">
      <legend className="px-1 text-sm font-semibold">
        {group.group_name} <span className="font-normal opacity-80">· {rule}</span>
      </legend>
      <div className="mt-1 flex flex-col gap-1">
        {group.options.map((option) => {
          const checked = picked.includes(option.id);
          const full = !single && !checked && picked.length >= group.max_options;
          const text = texts[option.id] ?? "";
          const max = option.text_max_length ?? 1000;
          return (
            <div key={option.id}>
              <label className="flex cursor-pointer items-center gap-3 rounded-lg px-2 py-2 hover:bg-current/5 has-disabled:cursor-not-allowed has-disabled:opacity-50">
                <input
                  type={single ? "radio" : "checkbox"}
                  name={`group-${group.id}`}
                  checked={checked}
                  disabled={option.stock <= 0 || full}
                  onChange={() => onPick(single ? [option.id] : checked ? picked.filter((id) => id !== option.id) : [...picked, option.id])}
                  className="size-4 accent-shop-button"
                />
                <span className="flex-1 text-sm">
                  {option.option_name}
                  {option.stock <= 0 ? <span className="opacity-80"> · {t("outOfStock")}</span> : null}
                </span>
                {Number(option.price) > 0 ? <span className="text-sm tabular-nums">{t("optionPrice", { price: price(Number(option.price)) })}</span> : null}
              </label>
              {checked && option.text_label ? (
                <label className="ms-9 mb-2 flex flex-col gap-1 text-sm">
                  <span className="font-medium">{option.text_label}</span>
                  <input
                    type="text"
                    dir="auto"
                    required
                    value={text}
                    maxLength={max}
                    onChange={(event) => onText(option.id, event.target.value)}
                    className="h-11 rounded-lg border border-current/25 bg-transparent px-3"
                  />
                  <span className="self-end text-xs tabular-nums opacity-80" aria-live="polite">
                    {t("textCount", { count: lengthOf(text), max })}
                  </span>
                </label>
              ) : null}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
