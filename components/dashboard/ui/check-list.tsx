"use client";

import { useId } from "react";

export type CheckOption = { value: number; label: string };

type CheckListProps = {
  legend: string;
  /** Whether the legend is shown or only read out (when a card's title already says it). */
  hideLegend?: boolean;
  options: CheckOption[];
  selected: number[];
  onChange: (selected: number[]) => void;
  error?: string;
  /** Above the list: a search box, say, for a list too long to show whole. */
  children?: React.ReactNode;
};

/** A set of records chosen by ticking them (a product's categories, what a coupon applies to). */
export function CheckList({ legend, hideLegend, options, selected, onChange, error, children }: CheckListProps) {
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className={hideLegend ? "sr-only" : "mb-2 text-sm font-medium"}>{legend}</legend>
      {children}
      <ul className="max-h-64 space-y-1 overflow-y-auto">
        {options.map((option) => (
          <li key={option.value}>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={selected.includes(option.value)}
                onChange={(e) => onChange(e.target.checked ? [...selected, option.value] : selected.filter((value) => value !== option.value))}
              />
              {option.label}
            </label>
          </li>
        ))}
      </ul>
      {error ? (
        <p id={errorId} className="mt-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
