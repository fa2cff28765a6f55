"use client";

import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { PREFERENCE_MAX_AGE } from "@/lib/storefront/preferences";

// A remembered choice of the header (language, currency): a cookie both the server's pages and the
// forwarder read, then the page rendered again in that choice.

export function PreferenceSelect({
  label,
  cookie,
  value,
  options,
}: {
  label: string;
  cookie: string;
  value: string;
  options: { value: string; label: string; lang?: string }[];
}) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <label className="relative inline-flex items-center">
      <span className="sr-only">{label}</span>
      <select
        value={value}
        disabled={pending}
        onChange={(event) => {
          document.cookie = `${cookie}=${encodeURIComponent(event.target.value)}; path=/; max-age=${PREFERENCE_MAX_AGE}; samesite=lax`;
          startTransition(() => router.refresh());
        }}
        className="h-9 cursor-pointer appearance-none rounded-full border border-current/20 bg-transparent ps-3 pe-7 text-sm font-medium hover:border-current/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--shop-accent)]"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang} className="bg-[var(--shop-bg)] text-[var(--shop-text)]">
            {option.label}
          </option>
        ))}
      </select>
      <svg aria-hidden="true" viewBox="0 0 20 20" className="pointer-events-none absolute end-2 size-4 opacity-60">
        <path d="M5 8l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      </svg>
    </label>
  );
}
