"use client";

import { useMutation } from "@tanstack/react-query";
import { useId, useState } from "react";
import { fieldError, FormError, primaryButton } from "../account/form-parts";
import { shopApi } from "../shop-api";
import { useShop } from "../shop-context";

// A verified buyer's review: the stars and a text, sent once; the answer's status says whether it
// waits for approval or is published, thanked in the page's language.

export function ReviewForm({ productId }: { productId: number }) {
  const { t } = useShop();
  const id = useId();
  const [rating, setRating] = useState(0);
  const send = useMutation({
    mutationFn: (comment: string) =>
      shopApi<{ data: { status: string } }>("/product-reviews", { method: "POST", body: { product_id: productId, rating, comment } }),
  });
  if (send.data) {
    return (
      <p role="status" className="rounded-lg bg-green-50 p-4 text-sm text-green-900">
        {t(send.data.data.status === "approved" ? "reviewPublished" : "reviewHeld")}
      </p>
    );
  }
  return (
    <form
      className="space-y-4 rounded-lg border border-gray-200 p-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send.mutate(String(new FormData(event.currentTarget).get("comment") ?? ""));
      }}
    >
      <h3 className="font-semibold">{t("writeReview")}</h3>
      <fieldset>
        <legend className="text-sm font-medium">{t("yourRating")}</legend>
        <div className="mt-1 flex gap-1" dir="ltr">
          {[1, 2, 3, 4, 5].map((value) => (
            <label key={value} className="cursor-pointer text-3xl leading-none text-amber-500">
              <input type="radio" name="rating" value={value} className="sr-only" checked={rating === value} onChange={() => setRating(value)} />
              <span aria-hidden="true">{value <= rating ? "★" : "☆"}</span>
              <span className="sr-only">{t("rating", { rating: value })}</span>
            </label>
          ))}
        </div>
        {fieldError(send.error, "rating") ? <p className="mt-1 text-sm text-red-700">{fieldError(send.error, "rating")}</p> : null}
      </fieldset>
      <div>
        <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-800">
          {t("yourReview")}
        </label>
        <textarea
          id={id}
          name="comment"
          rows={4}
          dir="auto"
          required
          maxLength={2000}
          aria-invalid={fieldError(send.error, "comment") ? true : undefined}
          className="block w-full rounded-lg border border-gray-300 bg-white px-3 py-2.5 text-base text-gray-900 shadow-sm outline-none focus:border-gray-900 aria-[invalid]:border-red-600"
        />
        {fieldError(send.error, "comment") ? <p className="mt-1 text-sm text-red-700">{fieldError(send.error, "comment")}</p> : null}
      </div>
      <FormError error={send.error} fallback={t("reviewFailed")} />
      <button type="submit" className={primaryButton} disabled={send.isPending}>
        {send.isPending ? t("sendingReview") : t("sendReview")}
      </button>
    </form>
  );
}
