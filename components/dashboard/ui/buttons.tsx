"use client";

import { shellMessages } from "@/lib/dashboard/messages/shell";
import { useMessages } from "../language";
import { useWritable } from "../store";

// The dashboard's buttons, one look everywhere (Shopify-admin-like: white cards on gray).

type ButtonProps = React.ButtonHTMLAttributes<HTMLButtonElement> & { variant?: "primary" | "secondary" | "danger" };

const variants = {
  primary: "bg-gray-900 text-white hover:bg-gray-700",
  secondary: "border border-gray-300 bg-white text-gray-900 hover:bg-gray-50",
  danger: "border border-red-300 bg-white text-red-700 hover:bg-red-50",
};

const buttonClass = (variant: keyof typeof variants) =>
  `inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-medium disabled:opacity-50 ${variants[variant]}`;

export function Button({ variant = "primary", className = "", type = "button", ...props }: ButtonProps) {
  return <button type={type} className={`${buttonClass(variant)} ${className}`} {...props} />;
}

/** A link that looks like a button: a file to download (a PDF), which a plain link fetches with the session's cookie. */
export function LinkButton({
  variant = "secondary",
  className = "",
  ...props
}: React.AnchorHTMLAttributes<HTMLAnchorElement> & { variant?: keyof typeof variants }) {
  return <a className={`${buttonClass(variant)} ${className}`} {...props} />;
}

/** A button that changes the screen's records ("Add product"): left out where the screen is read-only. */
export function WriteButton(props: ButtonProps) {
  return useWritable() ? <Button {...props} /> : null;
}

/** A record's "Edit" button; `label` names the record, since a list has one per row. */
export function EditButton({ label, onClick, className }: { label: string; onClick: () => void; className?: string }) {
  const ts = useMessages(shellMessages);
  if (!useWritable()) return null;
  return (
    <Button variant="secondary" className={className} aria-label={label} onClick={onClick}>
      {ts("edit")}
    </Button>
  );
}

/** The × that takes one row out of a list. */
export function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  if (!useWritable()) return null;
  return (
    <Button variant="secondary" aria-label={label} onClick={onClick}>
      ×
    </Button>
  );
}
