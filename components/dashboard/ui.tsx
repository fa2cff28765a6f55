"use client";

import { useId } from "react";
import { ApiFailure } from "@/lib/dashboard/api-client";
import { shellMessages } from "@/lib/dashboard/messages/shell";
import { useMessages } from "./language";

// The dashboard's small parts, one look everywhere (Shopify-admin-like: white cards on gray).

export const inputClass =
  "block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-sm text-gray-900 shadow-sm focus:border-gray-900 focus:ring-1 focus:ring-gray-900 focus:outline-none aria-[invalid=true]:border-red-600";

type ButtonProps = React.ButtonHTMLAttributes<HTMLButtonElement> & { variant?: "primary" | "secondary" | "danger" };

const variants = {
  primary: "bg-gray-900 text-white hover:bg-gray-700",
  secondary: "border border-gray-300 bg-white text-gray-900 hover:bg-gray-50",
  danger: "border border-red-300 bg-white text-red-700 hover:bg-red-50",
};

export function Button({ variant = "primary", className = "", type = "button", ...props }: ButtonProps) {
  return (
    <button
      type={type}
      className={`inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-medium disabled:opacity-50 ${variants[variant]} ${className}`}
      {...props}
    />
  );
}

/** A record's "Edit" button; `label` names the record, since a list has one per row. */
export function EditButton({ label, onClick, className }: { label: string; onClick: () => void; className?: string }) {
  const ts = useMessages(shellMessages);
  return (
    <Button variant="secondary" className={className} aria-label={label} onClick={onClick}>
      {ts("edit")}
    </Button>
  );
}

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

type FilterProps = { label: string; value: string | number; onChange: (value: string) => void; className?: string };

/** A list's search box, bound to one of its filters. */
export function SearchFilter({ label, value, onChange, className }: FilterProps) {
  return (
    <Field label={label} className={className}>
      {(id) => <input id={id} type="search" className={inputClass} value={value} onChange={(e) => onChange(e.target.value)} />}
    </Field>
  );
}

/** One of a list's filters: "All" (no filter), then the `<option>`s it is given. */
export function FilterSelect({ label, value, onChange, className, children }: FilterProps & { children: React.ReactNode }) {
  const ts = useMessages(shellMessages);
  return (
    <Field label={label} className={className}>
      {(id) => (
        <select id={id} className={inputClass} value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">{ts("all")}</option>
          {children}
        </select>
      )}
    </Field>
  );
}

export function Card({
  title,
  children,
  className = "",
  actions,
}: {
  title?: string;
  children: React.ReactNode;
  className?: string;
  actions?: React.ReactNode;
}) {
  return (
    <section className={`min-w-0 rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-5 ${className}`}>
      {title || actions ? (
        <div className="mb-3 flex items-center justify-between gap-2">
          {title ? <h2 className="text-base font-semibold">{title}</h2> : <span />}
          {actions}
        </div>
      ) : null}
      {children}
    </section>
  );
}

export function PageHeader({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      <div className="flex flex-wrap gap-2">{children}</div>
    </div>
  );
}

export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const t = useMessages(shellMessages);
  return (
    <nav aria-label={t("pageOf", { page, pages })} className="mt-4 flex items-center justify-between gap-2 text-sm">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t("previous")}
      </Button>
      <span className="text-gray-600">{t("pageOf", { page, pages })}</span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t("next")}
      </Button>
    </nav>
  );
}

const tones = {
  gray: "bg-gray-100 text-gray-800",
  green: "bg-green-100 text-green-800",
  yellow: "bg-amber-100 text-amber-900",
  red: "bg-red-100 text-red-800",
  blue: "bg-blue-100 text-blue-800",
};

export function Badge({ tone = "gray", children }: { tone?: keyof typeof tones; children: React.ReactNode }) {
  return <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ${tones[tone]}`}>{children}</span>;
}

/** An on/off switch (WAI-ARIA's switch pattern: a button that says whether it is on). */
export function Switch({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
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
      <span>{label}</span>
    </button>
  );
}

/** Loading, failure or nothing to show, for a query's area. */
export function QueryState({ loading, error, empty }: { loading?: boolean; error?: unknown; empty?: boolean }) {
  const t = useMessages(shellMessages);
  if (loading) return <p className="py-8 text-center text-sm text-gray-600">{t("loading")}</p>;
  if (error)
    return (
      <p role="alert" className="py-8 text-center text-sm text-red-700">
        {error instanceof Error && error.message ? error.message : t("failed")}
      </p>
    );
  if (empty) return <p className="py-8 text-center text-sm text-gray-600">{t("empty")}</p>;
  return null;
}

/** A refusal that is not about one field (field errors show beside their fields). */
export function FormError({ error, fieldsMessage }: { error: unknown; fieldsMessage?: string }) {
  if (!error) return null;
  const fields = error instanceof ApiFailure && error.hasFieldErrors;
  if (fields && !fieldsMessage) return null;
  return (
    <p role="alert" className="text-sm text-red-700">
      {fields ? fieldsMessage : error instanceof Error ? error.message : String(error)}
    </p>
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

/** A labelled input whose error (an API's 422 for its field) shows beside it. */
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

/** The × that takes one row out of a list. */
export function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="secondary" aria-label={label} onClick={onClick}>
      ×
    </Button>
  );
}

/** A form's last row: delete (when the record exists), cancel, save. */
export function FormActions({
  onDelete,
  deleteLabel,
  onCancel,
  saving,
}: {
  onDelete?: () => void;
  deleteLabel?: string;
  onCancel: () => void;
  saving: boolean;
}) {
  const t = useMessages(shellMessages);
  return (
    <div className="mt-4 flex flex-wrap justify-end gap-2">
      {onDelete ? (
        <Button variant="danger" className="me-auto" onClick={onDelete}>
          {deleteLabel}
        </Button>
      ) : null}
      <Button variant="secondary" onClick={onCancel}>
        {t("cancel")}
      </Button>
      <Button type="submit" disabled={saving}>
        {saving ? t("saving") : t("save")}
      </Button>
    </div>
  );
}
