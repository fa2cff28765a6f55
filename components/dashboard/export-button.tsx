"use client";

import { DASHBOARD_API, queryString } from "@/lib/dashboard/api-client";
import { shellMessages } from "@/lib/dashboard/messages/shell";
import { useMessages } from "./language";
import { LinkButton } from "./ui/buttons";

/** A list's "Export": the CSV of all that the list's filters select (every page; a `page` is dropped), downloaded as the browser saves a file. */
export function ExportButton({ what, filters = {} }: { what: "orders" | "customers" | "products"; filters?: Record<string, string | number> }) {
  const ts = useMessages(shellMessages);
  return (
    <LinkButton href={`${DASHBOARD_API}/exports/${what}.csv${queryString({ ...filters, page: undefined })}`} download>
      {ts("exportCsv")}
    </LinkButton>
  );
}
