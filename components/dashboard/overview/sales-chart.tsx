"use client";

import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { overviewMessages } from "@/lib/dashboard/messages/overview";
import { useLanguage, useMessages } from "../language";

type Day = { date: string; sales: number; orders: number };

export function SalesChart({ days, money }: { days: Day[]; money: (amount: number) => string }) {
  const t = useMessages(overviewMessages);
  const rtl = useLanguage() === "ar";
  return (
    // The SVG is laid out in coordinates: inheriting right-to-left would anchor its texts from the other
    // side (ticks cut off at the edge). Arabic reads the days from the right by the reversed axis instead.
    <div className="h-64 w-full" dir="ltr" aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: 8 }} accessibilityLayer={false}>
          <CartesianGrid stroke="#e5e7eb" vertical={false} />
          <XAxis dataKey="date" tickFormatter={(date: string) => date.slice(5)} reversed={rtl} tick={{ fontSize: 12, fill: "#4b5563" }} minTickGap={16} />
          <YAxis yAxisId="sales" orientation={rtl ? "right" : "left"} tick={{ fontSize: 12, fill: "#4b5563" }} width={56} />
          <YAxis yAxisId="orders" orientation={rtl ? "left" : "right"} allowDecimals={false} tick={{ fontSize: 12, fill: "#4b5563" }} width={32} />
          <Tooltip formatter={(value, name) => (name === "sales" ? [money(Number(value)), t("sales")] : [String(value), t("orders")])} />
          <Bar yAxisId="sales" dataKey="sales" fill="#111827" radius={[3, 3, 0, 0]} />
          <Bar yAxisId="orders" dataKey="orders" fill="#16a34a" radius={[3, 3, 0, 0]} />
          <Legend formatter={(name) => (name === "sales" ? t("sales") : t("orders"))} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
