"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { marketingMessages } from "@/lib/dashboard/messages/marketing";
import { shellMessages } from "@/lib/dashboard/messages/shell";
import { useMessages } from "../language";
import { PageHeader } from "../ui/layout";

const TABS = [
  { key: "campaigns", href: "/dashboard/marketing/campaigns" },
  { key: "posts", href: "/dashboard/marketing/posts" },
  { key: "templates", href: "/dashboard/marketing/templates" },
  { key: "platforms", href: "/dashboard/marketing/platforms" },
  { key: "accounts", href: "/dashboard/marketing/accounts" },
] as const;

/** The marketing area's title and its sub-navigation, above each of its pages. */
export function MarketingTabs() {
  const t = useMessages(marketingMessages);
  const ts = useMessages(shellMessages);
  const pathname = usePathname();
  return (
    <>
      <PageHeader title={ts("marketing")} />
      <nav aria-label={t("marketingSections")} className="-mt-2 mb-5 border-b border-gray-200">
        <ul className="flex flex-wrap gap-x-1">
          {TABS.map(({ key, href }) => (
            <li key={key}>
              <Link
                href={href}
                aria-current={pathname === href ? "page" : undefined}
                className="block border-b-2 border-transparent px-3 py-2 text-sm font-medium whitespace-nowrap text-gray-600 hover:text-gray-900 aria-[current=page]:border-gray-900 aria-[current=page]:text-gray-900"
              >
                {t(key)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
