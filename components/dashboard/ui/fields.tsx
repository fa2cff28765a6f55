"use client";

import { useId } from "react";
import { shellMessages } from "@/lib/dashboard/messages/shell";
import { useMessages } from "../language";
import { useWritable } from "../store";

// The dashboard's one set of fields: a label, the control, its error (an API's 422 for it) or hint beside it.

export const inputClass =
  "block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-sm text-gray-900 shadow-sm focus:border-gray-900 focus:ring-1 focus:ring-gray-900 focus:outline-none aria-[invalid=true]:border-red-600";

/** A labelled control with its error beside it; `children` gets the control's id. */
export function Field({
  label,
  error,
  hint,
  className = "",
  children,
}: {
  label: string;
  error?: string;
  hint?: string;
  className?: string;
  children: (id: string, describedBy?: string) => React.ReactNode;
}) {
  const id = useId();
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={`space-y-1 ${className}`}>
      <label htmlFor={id} className="block text-sm font-medium text-gray-800">
        {label}
      </label>
      {children(id, describedBy)}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-xs text-gray-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

type TextFieldProps = Omit<React.InputHTMLAttributes<HTMLInputElement>, "onChange" | "value" | "id"> & {
  label: string;
  value: string | number;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  fieldClassName?: string;
};

/** A labelled input whose error shows beside it. */
export function TextField({ label, value, onChange, error, hint, fieldClassName, className = inputClass, ...input }: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} className={fieldClassName}>
      {(id, describedBy) => (
        <input
          id={id}
          className={className}
          value={value}
          aria-invalid={!!error}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
          {...input}
        />
      )}
    </Field>
  );
}

/** One choice of a SelectField; `value` as the `<select>` holds it (text); `group`: the `<optgroup>` it is listed under. */
export type SelectOption = { value: string | number; label: string; disabled?: boolean; lang?: string; group?: string };

function Options({ options }: { options: SelectOption[] }) {
  const item = (option: SelectOption) => (
    <option key={option.value} value={option.value} disabled={option.disabled} lang={option.lang}>
      {option.label}
    </option>
  );
  const groups = [...new Set(options.map((option) => option.group))];
  return groups.map((group) =>
    group === undefined ? (
      options.filter((option) => option.group === undefined).map(item)
    ) : (
      <optgroup key={group} label={group}>
        {options.filter((option) => option.group === group).map(item)}
      </optgroup>
    ),
  );
}

type SelectFieldProps = Omit<React.SelectHTMLAttributes<HTMLSelectElement>, "onChange" | "value" | "id" | "children"> & {
  label: string;
  value: string | number;
  onChange: (value: string) => void;
  options: SelectOption[];
  /** A first choice that stands for none ("All", "—"), its value "". */
  empty?: string;
  error?: string;
  hint?: string;
  fieldClassName?: string;
};

/**
 * A labelled `<select>` whose error shows beside it. Its text direction follows its content
 * (`dir="auto"`), since the options may be the owner's own names in another script.
 */
export function SelectField({ label, value, onChange, options, empty, error, hint, fieldClassName, className = inputClass, ...select }: SelectFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} className={fieldClassName}>
      {(id, describedBy) => (
        <select
          id={id}
          dir="auto"
          className={className}
          value={value}
          aria-invalid={!!error}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
          {...select}
        >
          {empty === undefined ? null : <option value="">{empty}</option>}
          <Options options={options} />
        </select>
      )}
    </Field>
  );
}

type FilterProps = { label: string; value: string | number; onChange: (value: string) => void; className?: string };

/** A list's search box, bound to one of its filters. */
export function SearchFilter({ label, value, onChange, className }: FilterProps) {
  return (
    <Field label={label} className={className}>
      {(id) => <input id={id} type="search" dir="auto" className={inputClass} value={value} onChange={(e) => onChange(e.target.value)} />}
    </Field>
  );
}

/** One of a list's filters: "All" (no filter), then the options it is given. */
export function FilterSelect({ options, ...filter }: FilterProps & { options: SelectOption[] }) {
  const ts = useMessages(shellMessages);
  return <SelectField {...filter} fieldClassName={filter.className} className={inputClass} options={options} empty={ts("all")} />;
}

type SwitchProps = {
  /** What the switch turns on ("Active"); with `states`, what it is named when read out of view. */
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The words of its two states, shown (and read) instead of `label`: "Draft" off, "Published" on. */
  states?: { off: string; on: string };
};

/** An on/off switch (WAI-ARIA's switch pattern: a button that says whether it is on). */
export function Switch({ label, checked, onChange, states }: SwitchProps) {
  // Read-only: the switch's state in words, not a control that would be refused.
  if (!useWritable())
    return (
      <span role="status" aria-label={label} className="text-sm font-medium text-gray-700">
        {states ? (checked ? states.on : states.off) : `${label}: ${checked ? "✓" : "—"}`}
      </span>
    );
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      onClick={() => onChange(!checked)}
      className="group inline-flex items-center gap-3 text-sm font-medium"
    >
      <span className="relative h-6 w-11 shrink-0 rounded-full bg-gray-300 transition group-aria-checked:bg-green-600 group-focus-visible:ring-2 group-focus-visible:ring-gray-900">
        <span className="absolute start-0.5 top-0.5 h-5 w-5 rounded-full bg-white shadow transition group-aria-checked:translate-x-5 rtl:group-aria-checked:-translate-x-5" />
      </span>
      <span>{states ? (checked ? states.on : states.off) : label}</span>
    </button>
  );
}

/** A record's publishing switch: it reads "Draft" off and "Published" on, in the owner's language. */
export function PublishSwitch({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const ts = useMessages(shellMessages);
  return <Switch label={ts("published")} checked={checked} onChange={onChange} states={{ off: ts("draft"), on: ts("published") }} />;
}
