"use client";

import { ApiFailure } from "@/lib/http/api-client";
import { shellMessages } from "@/lib/dashboard/messages/shell";
import { useMessages } from "../language";

// What a screen says back: a record's state (badges), a query's state, a refusal.

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
