"use client";

import type { Session } from "next-auth";
import { signOut } from "next-auth/react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useState } from "react";
import { QueryProvider } from "@/components/query-provider";
import { shellMessages } from "@/lib/dashboard/messages/shell";
import type { DashboardStore } from "@/lib/dashboard/session-types";
import type { Language } from "@/lib/i18n/messages";
import { AuthProvider } from "./auth-provider";
import { Bell } from "./bell";
import { LanguagePicker } from "./language-picker";
import { LanguageProvider, useMessages } from "./language";
import { StoreProvider, useCan } from "./store";
import { NAVIGATION, screenOf } from "./navigation";

type OwnerSession = Session & { store: DashboardStore };

export function DashboardShell({
  session,
  language,
  suspended,
  children,
}: {
  session: OwnerSession;
  language: Language;
  /** The banner of a store the platform suspended: its writes are refused until it is reactivated. */
  suspended: string | null;
  children: React.ReactNode;
}) {
  return (
    <LanguageProvider language={language}>
      <AuthProvider session={session}>
        <StoreProvider store={session.store} suspended={suspended !== null}>
          <QueryProvider>
            <Frame session={session} suspended={suspended}>
              {children}
            </Frame>
          </QueryProvider>
        </StoreProvider>
      </AuthProvider>
    </LanguageProvider>
  );
}

function Frame({ session, suspended, children }: { session: OwnerSession; suspended: string | null; children: React.ReactNode }) {
  const t = useMessages(shellMessages);
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  const allowed = useCan();
  const current = (href: string) => screenOf(pathname)?.href === href;

  const links = (
    <ul className="space-y-0.5">
      {NAVIGATION.filter(({ area }) => allowed(area)).map(({ key, href }) => (
        <li key={key}>
          <Link
            href={href}
            onClick={() => setOpen(false)}
            aria-current={current(href) ? "page" : undefined}
            className="block rounded-md px-3 py-2 text-sm font-medium text-gray-700 hover:bg-gray-200 aria-[current=page]:bg-white aria-[current=page]:text-gray-900 aria-[current=page]:shadow-sm"
          >
            {t(key)}
          </Link>
        </li>
      ))}
    </ul>
  );

  return (
    <div className="relative min-h-screen bg-gray-100">
      <header className="z-30 flex h-14 lg:sticky lg:top-0 items-center gap-3 border-b border-gray-800 bg-gray-900 px-4 text-white">
        <button
          type="button"
          className="rounded-md px-2 py-1 text-sm font-medium ring-1 ring-gray-600 lg:hidden"
          aria-expanded={open}
          aria-controls="dashboard-menu"
          onClick={() => setOpen(!open)}
        >
          {open ? t("closeMenu") : t("menu")}
        </button>
        <span dir="auto" className="truncate font-semibold">
          {session.store.name}
        </span>
        <a href={session.store.url} className="hidden text-sm text-gray-300 underline-offset-2 hover:underline sm:inline" target="_blank" rel="noreferrer">
          {t("viewStore")}
        </a>
        <div className="ms-auto flex items-center gap-3">
          <Bell />
          <span dir="auto" className="hidden text-sm text-gray-300 md:inline">
            {session.user?.name}
          </span>
          <button
            type="button"
            className="rounded-md px-3 py-1 text-sm ring-1 ring-gray-600 hover:bg-gray-800"
            onClick={() => signOut({ callbackUrl: "/sign-in" })}
          >
            {t("signOut")}
          </button>
        </div>
      </header>
      {suspended ? (
        <div role="alert" data-testid="suspension-banner" className="border-b border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-900">
          <p dir="auto" className="mx-auto max-w-7xl">
            {suspended}
          </p>
        </div>
      ) : null}
      <div className="mx-auto flex max-w-7xl">
        <nav
          id="dashboard-menu"
          aria-label={t("mainNavigation")}
          className={`${open ? "block" : "hidden"} absolute inset-x-0 top-14 z-20 min-h-screen overflow-y-auto bg-gray-100 p-3 lg:sticky lg:block lg:h-[calc(100vh-3.5rem)] lg:w-56 lg:shrink-0`}
        >
          {links}
          <div className="mt-6 border-t border-gray-200 px-3 pt-4">
            <LanguagePicker />
          </div>
        </nav>
        <main className="min-w-0 flex-1 p-4 sm:p-6">{children}</main>
      </div>
    </div>
  );
}
