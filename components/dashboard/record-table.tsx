"use client";

import { shellMessages } from "@/lib/dashboard/messages/shell";
import { useMessages } from "./language";

const tableClass = "min-w-full divide-y divide-gray-200 text-sm";
const thClass = "px-3 py-2 text-start text-xs font-semibold uppercase tracking-wide text-gray-600";
export const tdClass = "px-3 py-2 align-middle";

/** A column's head: `end` for amounts and counts (aligned to the end), `className` for when it shows. `false`: a column left out. */
export type Column = { label: string; end?: boolean; className?: string } | false;

/** How a table lays out on a phone (`stacked` in ./shipping/stacked-table.ts): classes for its table, head and body. */
export type TableLayout = { table: string; head: string; body: string };

/**
 * A table of records: its column heads, then its rows (`children`), scrolled sideways when wider than
 * the screen (positioned, so that a head for screen readers only is clipped by it rather than
 * widening the page). `actions`: a last column for each row's buttons, its head for screen readers.
 */
export function RecordTable({
  columns,
  actions,
  layout,
  label,
  className = "",
  children,
}: {
  columns: Column[];
  actions?: boolean;
  layout?: TableLayout;
  label?: string;
  className?: string;
  children: React.ReactNode;
}) {
  const t = useMessages(shellMessages);
  return (
    <div className={`relative overflow-x-auto ${className}`}>
      <table className={`${tableClass} ${layout?.table ?? ""}`} aria-label={label}>
        <thead className={layout?.head}>
          <tr>
            {columns.map((column, index) =>
              column ? (
                <th key={index} className={`${thClass} ${column.end ? "text-end" : ""} ${column.className ?? ""}`}>
                  {column.label}
                </th>
              ) : null,
            )}
            {actions ? (
              <th className={thClass}>
                <span className="sr-only">{t("actions")}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className={`divide-y divide-gray-100 ${layout?.body ?? ""}`}>{children}</tbody>
      </table>
    </div>
  );
}
