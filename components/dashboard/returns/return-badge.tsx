"use client";

import { returnMessages } from "@/lib/dashboard/messages/returns";
import type { ReturnState } from "@/lib/returns/schemas";
import { useMessages } from "../language";
import { Badge } from "../ui/feedback";

const tones = { requested: "yellow", approved: "blue", rejected: "red", received: "green" } as const;

export function ReturnBadge({ status }: { status: ReturnState }) {
  const t = useMessages(returnMessages);
  return <Badge tone={tones[status]}>{t(status)}</Badge>;
}
