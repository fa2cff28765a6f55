"use client";

import { useId } from "react";

// A labelled native select: the lookups' lists are short, and a native control is the most
// accessible and the quickest on a phone.

type Option = { id: number; name: string };

export function SelectField({
  label,
  placeholder,
  options,
  value,
  onChange,
  disabled,
}: {
  label: string;
  placeholder: string;
  options: Option[];
  value: number | null;
  onChange: (id: number | null) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-800">
        {label}
      </label>
      <select
        id={id}
        value={value ?? ""}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
        className="block w-full rounded-lg border border-gray-300 bg-white px-3 py-2.5 text-base text-gray-900 shadow-sm outline-none focus:border-gray-900 focus:ring-2 focus:ring-gray-900/10 disabled:bg-gray-50 disabled:text-gray-500"
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A radio card: one choice of a fieldset, its label the choice's name, details beside it. */
export function Choice({
  name,
  label,
  detail,
  aside,
  checked,
  onChange,
}: {
  name: string;
  label: string;
  detail?: React.ReactNode;
  aside?: React.ReactNode;
  checked: boolean;
  onChange: () => void;
}) {
  const id = useId();
  return (
    <div
      className={`flex items-start gap-3 rounded-xl border px-4 py-3 transition ${checked ? "border-gray-900 ring-1 ring-gray-900" : "border-gray-300 hover:border-gray-400"}`}
    >
      <input id={id} type="radio" name={name} checked={checked} onChange={onChange} className="mt-1 size-4 accent-gray-900" />
      <div className="min-w-0 flex-1">
        <label htmlFor={id} dir="auto" className="block cursor-pointer font-medium text-gray-900">
          {label}
        </label>
        {detail ? (
          <div dir="auto" className="text-sm text-gray-600">
            {detail}
          </div>
        ) : null}
      </div>
      {aside ? (
        <div dir="auto" className="shrink-0 text-sm font-medium tabular-nums">
          {aside}
        </div>
      ) : null}
    </div>
  );
}
