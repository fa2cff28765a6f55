"use client";

import Link from "next/link";
import type { z } from "zod";
import { formatNumber } from "@/lib/dashboard/format";
import { onboardingMessages } from "@/lib/dashboard/messages/onboarding";
import type { onboarding, ONBOARDING_STEPS } from "@/lib/overview/schemas";
import { useLanguage, useMessages } from "../language";
import { useStore } from "../store";
import { Card } from "../ui/layout";

type Step = (typeof ONBOARDING_STEPS)[number];

/** The screen that does each step; the test order is placed on the storefront, as a shopper would. */
const SCREENS: Record<Exclude<Step, "test_order">, string> = {
  product: "/dashboard/products/new",
  shipping: "/dashboard/shipping",
  payments: "/dashboard/payments",
  branding: "/dashboard/settings",
};

/** What a new store still lacks, each step linked to its screen; nothing once every step is done. */
export function OnboardingChecklist({ checklist }: { checklist: z.infer<typeof onboarding> }) {
  const t = useMessages(onboardingMessages);
  const language = useLanguage();
  const store = useStore();
  if (checklist.complete) return null;
  const done = checklist.steps.filter((step) => step.done).length;
  return (
    <Card
      title={t("title")}
      actions={
        <span className="text-sm text-gray-600">
          {t("progress", { done: formatNumber(done, language), total: formatNumber(checklist.steps.length, language) })}
        </span>
      }
    >
      <ol className="divide-y divide-gray-100 text-sm">
        {checklist.steps.map((step) => {
          const label = t(step.key);
          const className = step.done ? "text-gray-500 line-through" : "font-medium text-gray-900 underline hover:text-gray-700";
          return (
            <li key={step.key} className="flex items-center gap-3 py-2" data-step={step.key} data-done={step.done}>
              <span
                aria-hidden
                className={`flex size-5 shrink-0 items-center justify-center rounded-full border text-xs ${step.done ? "border-green-700 bg-green-700 text-white" : "border-gray-400"}`}
              >
                {step.done ? "✓" : ""}
              </span>
              {step.key === "test_order" ? (
                <a href={store.url} target="_blank" rel="noreferrer" className={className}>
                  {label}
                </a>
              ) : (
                <Link href={SCREENS[step.key]} className={className}>
                  {label}
                </Link>
              )}
              {step.done ? <span className="sr-only">{t("done")}</span> : null}
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
