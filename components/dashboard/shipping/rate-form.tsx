"use client";

import { useState } from "react";

import { shippingMessages } from "@/lib/dashboard/messages/shipping";
import { shippingRateInput, shippingRatePatch } from "@/lib/shipping/schemas";
import { useMessages } from "../language";
import { useStore } from "../store";
import { RecordForm, useRecordWrites } from "../record-form";
import { Switch, TextField, SelectField } from "../ui/fields";
import { DecimalField } from "../ui/decimal-field";
import { ZONES, type Rate, type Zone } from "./zone-records";

const orNull = (text: string) => (text.trim() === "" ? null : text.trim());
const daysOrNull = (text: string) => (text.trim() === "" ? null : Number(text));

type RateDraft = {
  title: string;
  type: Rate["type"];
  amount: string;
  free_above: string;
  min_days: string;
  max_days: string;
  shipping_time: string;
  shipping_from: string;
  carrier: string;
  is_active: boolean;
};

function draftOf(rate: Rate | null): RateDraft {
  return {
    title: rate?.title ?? "",
    type: rate?.type ?? "flat",
    amount: rate?.amount ?? "",
    free_above: rate?.free_above ?? "",
    min_days: rate?.min_days?.toString() ?? "",
    max_days: rate?.max_days?.toString() ?? "",
    // A text the API made from the days is not the owner's: left empty, it follows the days.
    shipping_time: rate && rate.min_days === null ? rate.shipping_time : "",
    shipping_from: rate?.shipping_from ?? "",
    carrier: rate?.carrier ?? "",
    is_active: rate?.is_active ?? true,
  };
}

export function RateForm({ zone, rate, onDone }: { zone: Zone; rate: Rate | null; onDone: () => void }) {
  const t = useMessages(shippingMessages);
  const store = useStore();
  const [draft, setDraft] = useState(() => draftOf(rate));
  const set = (change: Partial<RateDraft>) => setDraft({ ...draft, ...change });
  const body = () => {
    const text = orNull(draft.shipping_time);
    const fields = {
      title: draft.title,
      type: draft.type,
      amount: draft.amount.trim(),
      free_above: orNull(draft.free_above),
      min_days: daysOrNull(draft.min_days),
      max_days: daysOrNull(draft.max_days),
      shipping_from: draft.shipping_from,
      carrier: orNull(draft.carrier),
      is_active: draft.is_active,
    };
    // A change leaves the text out when the owner gives none, so that the API writes it from the days.
    return rate ? (text ? { ...fields, shipping_time: text } : fields) : { ...fields, shipping_time: text };
  };
  const writes = useRecordWrites({
    shownIn: [ZONES],
    createAt: `/shipping-zones/${zone.id}/rates`,
    at: rate ? `/shipping-rates/${rate.id}` : undefined,
    body,
    schemas: { create: shippingRateInput, update: shippingRatePatch },
    onDone,
  });
  const { failure } = writes;
  const text = (label: string, field: Exclude<keyof RateDraft, "type" | "is_active">, options: { hint?: string; inputMode?: "decimal" | "numeric" } = {}) => {
    const shared = { label, value: draft[field], hint: options.hint, error: failure?.fieldError(field), onChange: (value: string) => set({ [field]: value }) };
    return options.inputMode === "decimal" ? <DecimalField {...shared} /> : <TextField {...shared} inputMode={options.inputMode} />;
  };

  return (
    <RecordForm
      writes={writes}
      nested
      title={rate ? t("editRate", { title: rate.title }) : t("newRateTo", { name: zone.name })}
      deleteLabel={t("deleteRate")}
      confirmDelete={() => t("confirmDeleteRate", { title: rate!.title })}
      fieldsMessage={t("fixErrors")}
      onCancel={onDone}
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {text(t("title"), "title")}
        <SelectField
          label={t("type")}
          error={failure?.fieldError("type")}
          value={draft.type}
          onChange={(type) => set({ type: type as Rate["type"] })}
          options={[
            { value: "flat", label: t("flat") },
            { value: "per_item", label: t("perItem") },
          ]}
        />
        {text(`${t("amount")} (${store.default_currency})`, "amount", { inputMode: "decimal" })}
        {text(`${t("freeAbove")} (${store.default_currency})`, "free_above", { hint: t("optional"), inputMode: "decimal" })}
        {text(t("minDays"), "min_days", { inputMode: "numeric" })}
        {text(t("maxDays"), "max_days", { inputMode: "numeric" })}
        {text(t("shippingTime"), "shipping_time", { hint: t("shippingTimeHint") })}
        {text(t("shippingFrom"), "shipping_from", { hint: t("optional") })}
        {text(t("carrier"), "carrier", { hint: t("optional") })}
        <Switch label={t("active")} checked={draft.is_active} onChange={(is_active) => set({ is_active })} />
      </div>
    </RecordForm>
  );
}
