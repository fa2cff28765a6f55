"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useSearchParams } from "next/navigation";
import { useState } from "react";
import { refreshQueries } from "@/components/refresh-queries";
import { api } from "@/lib/dashboard/api-client";
import { formatDateTime } from "@/lib/dashboard/format";
import { reviewMessages } from "@/lib/dashboard/messages/reviews";
import { shellMessages } from "@/lib/dashboard/messages/shell";
import { queryKeys } from "@/lib/dashboard/query-keys";
import { REVIEW_STATES, reviewChangeInput, type ReviewChangeInput, type ReviewRecord, type ReviewState } from "@/lib/reviews/schemas";
import { useLanguage, useMessages } from "../language";
import { StateListScreen, usePagedList } from "../paged-list";
import { useWritable } from "../store";
import { Button } from "../ui/buttons";
import { Badge, FormError } from "../ui/feedback";
import { TextField } from "../ui/fields";

const TONES: Record<ReviewState, "yellow" | "green" | "gray"> = { pending: "yellow", approved: "green", hidden: "gray" };

/** What shoppers wrote about the products, paged on the server; `?status=pending` (the bell's link) opens on those waiting. */
export function ReviewsScreen() {
  const t = useMessages(reviewMessages);
  const ts = useMessages(shellMessages);
  const asked = useSearchParams().get("status") ?? "";
  const list = usePagedList<ReviewRecord, { status: string }>(queryKeys.reviews, { status: (REVIEW_STATES as readonly string[]).includes(asked) ? asked : "" });
  return (
    <StateListScreen title={ts("reviews")} filter={{ label: t("status"), states: REVIEW_STATES, stateLabel: (state) => t(state as ReviewState) }} list={list}>
      {(rows) => (
        <ul className="divide-y divide-gray-200">
          {rows.map((row) => (
            <ReviewItem key={row.id} review={row} />
          ))}
        </ul>
      )}
    </StateListScreen>
  );
}

function ReviewItem({ review }: { review: ReviewRecord }) {
  const t = useMessages(reviewMessages);
  const language = useLanguage();
  const writable = useWritable();
  const client = useQueryClient();
  const [reply, setReply] = useState(review.reply ?? "");
  // The answer's field opens on demand: a long list of reviews is not a long list of empty fields.
  const [answering, setAnswering] = useState(review.reply !== null);
  const change = useMutation({
    mutationFn: (body: ReviewChangeInput) => api(`/reviews/${review.id}`, { method: "PUT", body, schema: reviewChangeInput }),
    onSettled: () => refreshQueries(client, queryKeys.reviews.all),
  });
  return (
    <li className="py-4" aria-label={review.product.name}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <bdi className="font-medium text-gray-900">{review.product.name}</bdi>
        <Badge tone={TONES[review.status]}>{t(review.status)}</Badge>
      </div>
      <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-gray-600">
        <span className="text-amber-500" role="img" aria-label={t("rating", { rating: review.rating })} dir="ltr">
          {"★".repeat(review.rating)}
          {"☆".repeat(5 - review.rating)}
        </span>
        <bdi>{t("by", { name: review.author_name })}</bdi>
        {review.order_line_id ? <span>{t("verified")}</span> : null}
        <span>{formatDateTime(review.created_at, language)}</span>
      </div>
      <p dir="auto" className="mt-2 whitespace-pre-line text-sm text-gray-900">
        {review.comment}
      </p>
      {writable ? (
        <div className="mt-3 space-y-2">
          {answering ? <TextField label={t("reply")} hint={t("replyHint")} value={reply} onChange={setReply} maxLength={2000} dir="auto" /> : null}
          <FormError error={change.error} />
          <div className="flex flex-wrap gap-2">
            {review.status !== "approved" ? (
              <Button
                onClick={() => change.mutate({ status: "approved", ...(reply.trim() !== (review.reply ?? "") ? { reply: reply.trim() } : {}) })}
                disabled={change.isPending}
              >
                {t("approve")}
              </Button>
            ) : null}
            {review.status !== "hidden" ? (
              <Button variant="secondary" onClick={() => change.mutate({ status: "hidden" })} disabled={change.isPending}>
                {t("hide")}
              </Button>
            ) : null}
            {answering ? (
              <Button
                variant="secondary"
                onClick={() => change.mutate({ reply: reply.trim() })}
                disabled={change.isPending || reply.trim() === (review.reply ?? "")}
              >
                {t("saveReply")}
              </Button>
            ) : (
              <Button variant="secondary" onClick={() => setAnswering(true)}>
                {t("answer")}
              </Button>
            )}
          </div>
        </div>
      ) : review.reply ? (
        <p dir="auto" className="mt-2 border-s-2 border-gray-300 ps-3 text-sm text-gray-700">
          {review.reply}
        </p>
      ) : null}
    </li>
  );
}
