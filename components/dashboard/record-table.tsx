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
 * A list's rows as cards on a phone, where its columns would not fit without scrolling sideways: the
 * head is left to screen readers, each row is a bordered box whose first cell (the record's name)
 * takes a line of its own and whose last (its total or price) ends the next one, so that it is
 * always in view. Set on the table, so that the screens' rows and cells stay as they are.
 */
export const cards: TableLayout = {
  table: "max-sm:block",
  head: "max-sm:sr-only",
  body: [
    "max-sm:block max-sm:space-y-3 max-sm:divide-y-0",
    "max-sm:[&>tr]:flex max-sm:[&>tr]:flex-wrap max-sm:[&>tr]:items-center max-sm:[&>tr]:gap-x-3 max-sm:[&>tr]:gap-y-2",
    "max-sm:[&>tr]:rounded-lg max-sm:[&>tr]:border max-sm:[&>tr]:border-gray-200 max-sm:[&>tr]:p-3",
    "max-sm:[&>tr>td]:p-0 max-sm:[&>tr>td:first-child]:w-full max-sm:[&>tr>td:last-child]:ms-auto max-sm:[&>tr>td:last-child]:font-semibold",
  ].join(" "),
};

/** A cell's column name, said before its value on a phone, where the cards have no head (a count: "Stock 12"). */
export function CardLabel({ children }: { children: React.ReactNode }) {
  return <span className="me-1 font-normal text-gray-600 sm:hidden">{children}</span>;
}

/**
 * A table of records: its column heads, then its rows (`children`), laid out as `layout` says on a
 * phone (`cards`), else scrolled sideways when wider than the screen (positioned, so that a head for screen readers only is clipped by it rather than
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
