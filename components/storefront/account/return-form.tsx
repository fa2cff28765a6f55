"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { refreshQueries } from "@/components/refresh-queries";
import { returnReasonText } from "@/lib/returns/messages";
import { RETURN_REASONS, returnRequestInput, type ReturnReason } from "@/lib/returns/schemas";
import { accountMessages, type AccountMessage } from "@/lib/storefront/messages/account";
import { shopApi } from "../shop-api";
import { FormError, primaryButton, secondaryButton } from "./form-parts";

type Line = { id: number; name: string; variant: string | null; quantity: number; can_return: number };

const selectClass =
  "block w-full rounded-lg border border-gray-300 bg-white px-3 py-2.5 text-base text-gray-900 shadow-sm outline-none focus:border-gray-900 focus:ring-2 focus:ring-gray-900/10";

/**
 * "Return items" on a delivered order: the lines the shopper may still send back (`can_return`), how
 * many of each, a reason and a note; the store answers by e-mail and in the tracking history.
 */
export function ReturnForm({ language, orderId, lines, queryKey }: { language: string; orderId: number; lines: Line[]; queryKey: readonly unknown[] }) {
  const t = (key: AccountMessage, params?: Record<string, string | number>) => accountMessages(language, key, params);
  const id = useId();
  const client = useQueryClient();
  const returnable = lines.filter((line) => line.can_return === 1);
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<Record<number, number>>({});
  const [reason, setReason] = useState<ReturnReason>("size_too_small");
  const [note, setNote] = useState("");
  const [unpicked, setUnpicked] = useState(false);
  const ask = useMutation({
    mutationFn: (body: unknown) => shopApi("/order/return", { method: "POST", body: returnRequestInput.parse(body) }),
    onSuccess: () => setOpen(false),
    onSettled: () => refreshQueries(client, queryKey),
  });
  // In the shopper's language (the API's message is in the store's).
  const said = ask.isSuccess ? (
    <p role="status" className="text-sm text-gray-700">
      {t("returnSent")}
    </p>
  ) : null;
  if (returnable.length === 0) return said;
  if (!open)
    return (
      <div className="space-y-2">
        {said}
        <button type="button" className={secondaryButton} onClick={() => setOpen(true)}>
          {t("returnItems")}
        </button>
      </div>
    );

  const items = Object.entries(picked).map(([line, quantity]) => ({ id: Number(line), quantity }));
  return (
    <form
      aria-labelledby={id}
      className="space-y-4 rounded-2xl border border-gray-200 bg-white p-4 text-sm sm:p-6"
      onSubmit={(event) => {
        event.preventDefault();
        setUnpicked(items.length === 0);
        if (items.length) ask.mutate({ order_id: orderId, items, reason, ...(note.trim() ? { note: note.trim() } : {}) });
      }}
    >
      <h2 id={id} className="text-base font-semibold">
        {t("returnItems")}
      </h2>
      <p className="text-gray-600">{t("returnHint")}</p>
      <fieldset className="space-y-3">
        {returnable.map((line) => (
          <div key={line.id} className="flex flex-wrap items-center gap-3">
            <label className="flex min-w-0 flex-1 items-center gap-2">
              <input
                type="checkbox"
                className="size-5"
                checked={line.id in picked}
                onChange={(event) => {
                  const next = { ...picked };
                  if (event.target.checked) next[line.id] = line.quantity;
                  else delete next[line.id];
                  setPicked(next);
                }}
              />
              <span className="min-w-0">
                <bdi className="font-medium text-gray-900">{line.name}</bdi>
                {line.variant ? (
                  <bdi className="block text-gray-600" dir="auto">
                    {line.variant}
                  </bdi>
                ) : null}
              </span>
            </label>
            {line.id in picked && line.quantity > 1 ? (
              <label className="flex items-center gap-2">
                <span>{t("returnQuantity")}</span>
                <select
                  className={`${selectClass} w-20`}
                  value={picked[line.id]}
                  onChange={(event) => setPicked({ ...picked, [line.id]: Number(event.target.value) })}
                >
                  {Array.from({ length: line.quantity }, (_, index) => index + 1).map((count) => (
                    <option key={count} value={count}>
                      {count}
                    </option>
                  ))}
                </select>
              </label>
            ) : null}
          </div>
        ))}
      </fieldset>
      {unpicked && items.length === 0 ? (
        <p role="alert" className="text-red-700">
          {t("returnPickOne")}
        </p>
      ) : null}
      <label className="block">
        <span className="mb-1 block font-medium text-gray-800">{t("returnReason")}</span>
        <select className={selectClass} value={reason} onChange={(event) => setReason(event.target.value as ReturnReason)}>
          {RETURN_REASONS.map((value) => (
            <option key={value} value={value}>
              {returnReasonText(language, value)}
            </option>
          ))}
        </select>
      </label>
      <label className="block">
        <span className="mb-1 block font-medium text-gray-800">{t("returnNote")}</span>
        <textarea dir="auto" rows={3} maxLength={1000} className={selectClass} value={note} onChange={(event) => setNote(event.target.value)} />
      </label>
      <FormError error={ask.error} fallback={t("failed")} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={`${primaryButton} w-auto`} disabled={ask.isPending}>
          {ask.isPending ? t("returnSending") : t("returnSubmit")}
        </button>
        <button type="button" className={secondaryButton} onClick={() => setOpen(false)} disabled={ask.isPending}>
          {t("returnClose")}
        </button>
      </div>
    </form>
  );
}
