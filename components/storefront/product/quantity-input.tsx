"use client";

import { useShop } from "../shop-context";

/** A quantity between `min` and `max`, typed or stepped; named after what it counts. */
export function QuantityInput({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
}) {
  const { t } = useShop();
  const clamp = (n: number) => Math.min(Math.max(Number.isFinite(n) ? Math.trunc(n) : min, min), Math.max(min, max));
  const step = "flex size-10 items-center justify-center text-lg disabled:opacity-40";
  return (
    <div className="inline-flex items-center rounded-full border border-current/20">
      <button type="button" className={step} aria-label={t("decrease", { name: label })} disabled={value <= min} onClick={() => onChange(clamp(value - 1))}>
        −
      </button>
      <input
        type="number"
        inputMode="numeric"
        aria-label={t("quantityOf", { name: label })}
        min={min}
        max={max}
        value={value}
        onChange={(event) => onChange(clamp(event.target.valueAsNumber))}
        className="w-12 appearance-none bg-transparent text-center tabular-nums [appearance:textfield] focus:outline-none [&::-webkit-inner-spin-button]:appearance-none"
      />
      <button type="button" className={step} aria-label={t("increase", { name: label })} disabled={value >= max} onClick={() => onChange(clamp(value + 1))}>
        +
      </button>
    </div>
  );
}
