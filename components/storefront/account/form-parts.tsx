"use client";

import { useId } from "react";
import { ApiFailure } from "@/lib/http/api-client";

// The controls every storefront form is made of: a labelled field whose API error is read out with
// it (aria-describedby), and the form's own error as an alert.

type FieldProps = React.InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string };

export function Field({ label, error, className, ...input }: FieldProps) {
  const id = useId();
  // What people type reads in its own direction: an e-mail or phone left to right (kept at the
  // field's start in Arabic), a name or street as its first letter says.
  const typed = input.type === "email" || input.type === "tel" ? "ltr" : "auto";
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-800">
        {label}
      </label>
      <input
        id={id}
        dir={typed}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="block w-full rounded-lg border border-gray-300 bg-white px-3 py-2.5 text-base text-gray-900 shadow-sm outline-none focus:border-gray-900 focus:ring-2 focus:ring-gray-900/10 aria-[invalid]:border-red-600 rtl:text-right"
        {...input}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The first message of a field of a refused call. */
export function fieldError(error: unknown, name: string): string | undefined {
  return error instanceof ApiFailure ? error.fieldError(name) : undefined;
}

export function FormError({ error, fallback }: { error: unknown; fallback: string }) {
  if (!error) return null;
  const message = error instanceof ApiFailure ? error.message : fallback;
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      {message}
    </p>
  );
}

export const primaryButton =
  "inline-flex w-full items-center justify-center rounded-full bg-gray-900 px-6 py-3 text-base font-semibold text-white transition hover:bg-gray-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gray-900 disabled:cursor-not-allowed disabled:opacity-60";

export const secondaryButton =
  "inline-flex items-center justify-center rounded-full border border-gray-300 bg-white px-5 py-2.5 text-sm font-semibold text-gray-900 transition hover:bg-gray-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gray-900 disabled:opacity-60";

/** A line of an order's totals, in a <dl>; the amount left to right, its minus sign before it in Arabic too. */
export function TotalRow({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between text-gray-700">
      <dt>{label}</dt>
      <dd className="tabular-nums" dir="ltr">
        {value}
      </dd>
    </div>
  );
}

/** A bought line's name, variant and quantity; the shop's words each in their own direction (an Arabic name in a French page). */
export function LineName({ name, variant, quantity, className = "" }: { name: string; variant: string | null; quantity: string; className?: string }) {
  return (
    <>
      <p dir="auto" className="font-medium text-gray-900">
        {name}
      </p>
      {variant ? (
        <p dir="auto" className={`text-gray-600 ${className}`}>
          {variant}
        </p>
      ) : null}
      <p className={`text-gray-600 ${className}`}>{quantity}</p>
    </>
  );
}
