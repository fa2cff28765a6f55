"use client";

import Link from "next/link";
import { returnMessages } from "@/lib/dashboard/messages/returns";
import type { ReturnState } from "@/lib/returns/schemas";
import { useMessages } from "../language";
import { Badge } from "../ui/feedback";

const tones = { requested: "yellow", approved: "blue", rejected: "red", received: "green" } as const;

export function ReturnBadge({ status }: { status: ReturnState }) {
  const t = useMessages(returnMessages);
  return <Badge tone={tones[status]}>{t(status)}</Badge>;
}

/** A line's `return_status` (lib/returns/window.ts) as the return's state. */
const LINE_RETURNS: Partial<Record<number, ReturnState>> = { 1: "requested", 2: "approved", 3: "rejected", 4: "received" };

/** On an order's line: where its return stands, a link to the returns; nothing when none was asked. */
export function LineReturnBadge({ status }: { status: number }) {
  const state = LINE_RETURNS[status];
  return state ? (
    <Link href="/dashboard/returns" className="mt-1 inline-flex">
      <ReturnBadge status={state} />
    </Link>
  ) : null;
}
