"use client";

import { queryKeys } from "@/lib/dashboard/query-keys";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { z } from "zod";
import { couponInput, couponPatch, type couponRecord } from "@/lib/coupons/schemas";

import { formatMoney, formatNumber } from "@/lib/dashboard/format";
import { couponMessages } from "@/lib/dashboard/messages/coupons";
import { shellMessages } from "@/lib/dashboard/messages/shell";
import { useLanguage, useMessages } from "../language";
import { PagedResults, usePagedList } from "../paged-list";
import { useStore } from "../store";
import { EditButton, WriteButton } from "../ui/buttons";
import { Card, PageHeader } from "../ui/layout";
import { Badge } from "../ui/feedback";
import { Field, inputClass, SearchFilter, SelectField, Switch } from "../ui/fields";
import { DecimalField } from "@/components/dashboard/ui/decimal-field";
import { tdClass, RecordTable } from "../record-table";
import { CheckList } from "../ui/check-list";
import { useCategories } from "../products/products-screen";
import { api, queryString, type ListPage } from "@/lib/dashboard/api-client";
import { RecordForm, useRecordWrites } from "../record-form";

type Coupon = z.infer<typeof couponRecord>;

export function CouponsScreen() {
  const t = useMessages(couponMessages);
  const ts = useMessages(shellMessages);
  const language = useLanguage();
  const store = useStore();
  const list = usePagedList<Coupon, { search: string }>(queryKeys.coupons, { search: "" });
  /** The coupon being edited; null: a new one; undefined: none. */
  const [editing, setEditing] = useState<Coupon | null>();

  return (
    <div>
      <PageHeader title={ts("coupons")}>
        <WriteButton onClick={() => setEditing(null)}>{t("newCoupon")}</WriteButton>
      </PageHeader>
      {editing !== undefined ? <CouponForm key={editing?.id ?? "new"} coupon={editing} onDone={() => setEditing(undefined)} /> : null}
      <Card>
        <SearchFilter label={t("searchCoupons")} className="mb-4 max-w-sm" value={list.filters.search} onChange={(search) => list.set({ search })} />
        <PagedResults list={list}>
          {(coupons) => (
            <RecordTable columns={[{ label: t("code") }, { label: t("value") }, { label: t("state") }, { label: t("used"), end: true }]} actions>
              {coupons.map((coupon) => (
                <tr key={coupon.id}>
                  <td className={`${tdClass} font-mono font-medium`}>{coupon.code}</td>
                  <td className={tdClass}>
                    {coupon.type === "percentage"
                      ? `${formatNumber(Number(coupon.value), language)} %`
                      : formatMoney(coupon.value, store.default_currency, language)}
                    {coupon.free_shipping ? ` · ${t("freeShipping")}` : ""}
                  </td>
                  <td className={tdClass}>
                    <CouponState coupon={coupon} />
                  </td>
                  <td className={`${tdClass} text-end`}>
                    {formatNumber(coupon.usage_count, language)}
                    {coupon.usage_limit ? ` / ${formatNumber(coupon.usage_limit, language)}` : ""}
                  </td>
                  <td className={`${tdClass} text-end`}>
                    <EditButton label={t("editCoupon", { code: coupon.code })} onClick={() => setEditing(coupon)} />
                  </td>
                </tr>
              ))}
            </RecordTable>
          )}
        </PagedResults>
      </Card>
    </div>
  );
}

const STATE_TONES = { active: "green", inactive: "gray", scheduled: "yellow", expired: "red", used_up: "gray" } as const;
const STATE_LABELS = { active: "active", inactive: "inactive", scheduled: "scheduled", expired: "expired", used_up: "usedUp" } as const;

/** Whether a shopper can redeem the coupon now, as the server found it. */
function CouponState({ coupon }: { coupon: Coupon }) {
  const t = useMessages(couponMessages);
  return <Badge tone={STATE_TONES[coupon.state]}>{t(STATE_LABELS[coupon.state])}</Badge>;
}

type Draft = {
  code: string;
  type: Coupon["type"];
  value: string;
  min_subtotal: string;
  starts_at: string;
  ends_at: string;
  usage_limit: string;
  per_customer_limit: string;
  free_shipping: boolean;
  is_active: boolean;
  product_ids: number[];
  category_ids: number[];
};

/** A stored time (ISO) as a datetime-local input shows it: the API takes it back in the store's zone. */
const localTime = (iso: string | null) => (iso ? iso.slice(0, 16) : "");
const orNull = (text: string) => (text.trim() === "" ? null : text.trim());

function CouponForm({ coupon, onDone }: { coupon: Coupon | null; onDone: () => void }) {
  const t = useMessages(couponMessages);
  const [draft, setDraft] = useState<Draft>({
    code: coupon?.code ?? "",
    type: coupon?.type ?? "percentage",
    value: coupon?.value ?? "",
    min_subtotal: coupon?.min_subtotal ?? "",
    starts_at: localTime(coupon?.starts_at ?? null),
    ends_at: localTime(coupon?.ends_at ?? null),
    usage_limit: coupon?.usage_limit?.toString() ?? "",
    per_customer_limit: coupon?.per_customer_limit?.toString() ?? "",
    free_shipping: coupon?.free_shipping ?? false,
    is_active: coupon?.is_active ?? true,
    product_ids: coupon?.product_ids ?? [],
    category_ids: coupon?.category_ids ?? [],
  });
  const set = (change: Partial<Draft>) => setDraft({ ...draft, ...change });
  const body = () => ({
    code: draft.code,
    type: draft.type,
    value: draft.value,
    min_subtotal: orNull(draft.min_subtotal),
    starts_at: orNull(draft.starts_at.replace("T", " ")),
    ends_at: orNull(draft.ends_at.replace("T", " ")),
    usage_limit: orNull(draft.usage_limit) && Number(draft.usage_limit),
    per_customer_limit: orNull(draft.per_customer_limit) && Number(draft.per_customer_limit),
    free_shipping: draft.free_shipping,
    is_active: draft.is_active,
    product_ids: draft.product_ids,
    category_ids: draft.category_ids,
  });
  const writes = useRecordWrites({
    shownIn: [queryKeys.coupons.all],
    createAt: "/coupons",
    at: coupon ? `/coupons/${coupon.id}` : undefined,
    body,
    schemas: { create: couponInput, update: couponPatch },
    onDone,
  });
  const { failure } = writes;
  const input = (label: string, field: "code" | "usage_limit" | "per_customer_limit" | "starts_at" | "ends_at", type = "text", hint?: string) => (
    <Field label={label} error={failure?.fieldError(field)} hint={hint}>
      {(id, describedBy) => (
        <input
          id={id}
          type={type}
          className={inputClass}
          value={draft[field]}
          aria-invalid={!!failure?.fieldError(field)}
          aria-describedby={describedBy}
          onChange={(e) => set({ [field]: e.target.value })}
        />
      )}
    </Field>
  );

  return (
    <RecordForm
      writes={writes}
      title={coupon ? t("editCoupon", { code: coupon.code }) : t("newCoupon")}
      deleteLabel={t("deleteCoupon")}
      confirmDelete={() => t("confirmDelete", { code: coupon!.code })}
      onCancel={onDone}
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {input(t("code"), "code")}
        <SelectField
          label={t("type")}
          error={failure?.fieldError("type")}
          value={draft.type}
          onChange={(type) => set({ type: type as Coupon["type"] })}
          options={[
            { value: "percentage", label: t("percentage") },
            { value: "fixed", label: t("fixed") },
          ]}
        />
        <DecimalField label={t("value")} value={draft.value} error={failure?.fieldError("value")} onChange={(value) => set({ value })} />
        <DecimalField
          label={t("minSubtotal")}
          value={draft.min_subtotal}
          hint={t("optional")}
          error={failure?.fieldError("min_subtotal")}
          onChange={(min_subtotal) => set({ min_subtotal })}
        />
        {input(t("startsAt"), "starts_at", "datetime-local", t("optional"))}
        {input(t("endsAt"), "ends_at", "datetime-local", t("optional"))}
        {input(t("usageLimit"), "usage_limit", "number", t("optional"))}
        {input(t("perCustomerLimit"), "per_customer_limit", "number", t("optional"))}
        <div className="flex flex-col justify-end gap-3">
          <Switch label={t("freeShipping")} checked={draft.free_shipping} onChange={(free_shipping) => set({ free_shipping })} />
          <Switch label={t("active")} checked={draft.is_active} onChange={(is_active) => set({ is_active })} />
        </div>
      </div>
      <AppliesTo draft={draft} set={set} error={(field) => failure?.fieldError(field)} />
    </RecordForm>
  );
}

type ProductSummary = { id: number; name: string };

/** What the coupon takes money off: every product when nothing is ticked, else the ticked products and categories. */
function AppliesTo({ draft, set, error }: { draft: Draft; set: (change: Partial<Draft>) => void; error: (field: string) => string | undefined }) {
  const t = useMessages(couponMessages);
  const categories = useCategories();
  const [search, setSearch] = useState("");
  // A catalogue may be large: the products shown are those the search finds, beside those already ticked.
  const found = useQuery({
    queryKey: [...queryKeys.products.list({ search, per_page: 20 }), "picker"],
    queryFn: () => api<ListPage<ProductSummary>>(`/products${queryString({ per_page: 20, search: search || undefined })}`).then((a) => a.data),
  });
  const ticked = useQuery({
    queryKey: [...queryKeys.products.list({ ids: draft.product_ids }), "picker"],
    enabled: draft.product_ids.length > 0,
    queryFn: () => Promise.all(draft.product_ids.map((id) => api<{ data: ProductSummary }>(`/products/${id}`).then((a) => a.data))),
    placeholderData: (previous) => previous,
  });
  const products = new Map<number, string>();
  for (const product of [...(ticked.data ?? []), ...(found.data ?? [])]) products.set(product.id, product.name);
  return (
    <div className="mt-6 border-t border-gray-200 pt-4">
      <h3 className="text-sm font-semibold">{t("appliesTo")}</h3>
      <p className="mb-3 text-xs text-gray-600">{t("appliesToHint")}</p>
      <div className="grid gap-6 sm:grid-cols-2">
        <CheckList
          legend={t("products")}
          options={[...products].map(([value, label]) => ({ value, label }))}
          selected={draft.product_ids}
          onChange={(product_ids) => set({ product_ids })}
          error={error("product_ids")}
        >
          <SearchFilter label={t("searchProducts")} className="mb-2" value={search} onChange={setSearch} />
        </CheckList>
        <CheckList
          legend={t("categories")}
          options={(categories.data ?? []).map((category) => ({ value: category.id, label: category.name }))}
          selected={draft.category_ids}
          onChange={(category_ids) => set({ category_ids })}
          error={error("category_ids")}
        />
      </div>
    </div>
  );
}
