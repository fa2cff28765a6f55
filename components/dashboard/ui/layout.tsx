"use client";

import Link from "next/link";
import { shellMessages } from "@/lib/dashboard/messages/shell";
import { useMessages } from "../language";
import { Button } from "./buttons";

// What a screen is laid out with: its title, its cards, the pager under a list.

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

/** The arrow of "previous" or "next": it points the way the page reads, so it turns in Arabic. */
export function Chevron({ towards }: { towards: "start" | "end" }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      fill="currentColor"
      className={`h-4 w-4 rtl:rotate-180 ${towards === "start" ? "rotate-180 rtl:rotate-0" : ""}`}
    >
      <path
        fillRule="evenodd"
        d="M7.2 14.8a.75.75 0 0 1 0-1.06L10.94 10 7.2 6.26a.75.75 0 1 1 1.06-1.06l4.27 4.27a.75.75 0 0 1 0 1.06L8.26 14.8a.75.75 0 0 1-1.06 0Z"
      />
    </svg>
  );
}

/** The way back to a record's list, above its page. */
export function BackLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <Link href={href} className="inline-flex items-center gap-1 text-sm text-gray-600 hover:underline">
      <Chevron towards="start" />
      {children}
    </Link>
  );
}

export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const t = useMessages(shellMessages);
  return (
    <nav aria-label={t("pageOf", { page, pages })} className="mt-4 flex items-center justify-between gap-2 text-sm">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <Chevron towards="start" />
        {t("previous")}
      </Button>
      <span className="text-gray-600">{t("pageOf", { page, pages })}</span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t("next")}
        <Chevron towards="end" />
      </Button>
    </nav>
  );
}
