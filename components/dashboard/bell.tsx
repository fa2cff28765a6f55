"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useEffect, useState } from "react";
import type { z } from "zod";
import { api } from "@/lib/dashboard/api-client";
import { formatNumber } from "@/lib/dashboard/format";
import { alertMessages } from "@/lib/dashboard/messages/alerts";
import { queryKeys } from "@/lib/dashboard/query-keys";
import type { alerts, AlertKind } from "@/lib/overview/schemas";
import { useLanguage, useMessages } from "./language";
import { QueryState } from "./ui/feedback";

/** Where each kind is dealt with. */
const SCREENS: Record<AlertKind, string> = {
  new_orders: "/dashboard/orders",
  return_requests: "/dashboard/returns",
  failed_posts: "/dashboard/marketing/posts",
  failed_webhooks: "/dashboard/settings/webhooks",
  pending_reviews: "/dashboard/reviews?status=pending",
  low_stock: "/dashboard",
};
/** Often enough that a new order shows while the screen is open, seldom enough to cost nothing. */
const POLL_MS = 60_000;

/** The header's bell: what needs the person's attention; opening it makes its news seen. */
export function Bell() {
  const t = useMessages(alertMessages);
  const language = useLanguage();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const query = useQuery({
    queryKey: queryKeys.alerts.all,
    queryFn: () => api<{ data: z.infer<typeof alerts> }>("/alerts").then((answer) => answer.data),
    refetchInterval: open ? false : POLL_MS,
  });
  const { mutate: markSeen } = useMutation({ mutationFn: () => api("/alerts/seen", { method: "POST" }) });
  const unseen = query.data?.unseen ?? 0;
  // The news is seen once the open panel has shown it: opened before the first answer came, it is
  // marked when that answer is on screen.
  const shown = open ? query.data : undefined;
  useEffect(() => {
    if (shown && shown.unseen > 0) markSeen();
  }, [shown, markSeen]);
  const toggle = () => {
    if (open) void client.invalidateQueries({ queryKey: queryKeys.alerts.all });
    setOpen(!open);
  };

  return (
    <div className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="dashboard-alerts"
        aria-label={unseen > 0 ? t("bellUnseen", { count: formatNumber(unseen, language) }) : t("bell")}
        onClick={toggle}
        className="relative rounded-md p-1.5 ring-1 ring-gray-600 hover:bg-gray-800"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
          <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
        </svg>
        {unseen > 0 ? (
          <span className="absolute -end-1.5 -top-1.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs leading-5 font-semibold">
            {formatNumber(unseen, language)}
          </span>
        ) : null}
      </button>
      {open ? (
        <div
          id="dashboard-alerts"
          className="absolute end-0 top-full z-40 mt-2 w-72 max-w-[calc(100vw-2rem)] rounded-md bg-white p-2 text-gray-900 shadow-lg ring-1 ring-gray-200"
        >
          {!query.data ? (
            <QueryState loading={query.isPending} error={query.error} />
          ) : query.data.items.length > 0 ? (
            <ul className="divide-y divide-gray-100">
              {query.data.items.map((item) => (
                <li key={item.kind}>
                  <Link
                    href={SCREENS[item.kind]}
                    onClick={toggle}
                    className="flex items-center justify-between gap-3 rounded px-2 py-2 text-sm hover:bg-gray-100"
                  >
                    <span>{t(item.kind)}</span>
                    <span className="rounded-full bg-gray-100 px-2 text-xs font-semibold">{formatNumber(item.count, language)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="px-2 py-2 text-sm text-gray-600">{t("nothing")}</p>
          )}
        </div>
      ) : null}
    </div>
  );
}
