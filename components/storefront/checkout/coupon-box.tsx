"use client";

import { useState } from "react";
import type { z } from "zod";
import type { applyCouponResponse } from "@/lib/coupons/schemas";
import { checkoutMessages, type CheckoutMessage } from "@/lib/storefront/messages/checkout";
import { Field, FormError, secondaryButton } from "../account/form-parts";

export type Coupon = z.infer<typeof applyCouponResponse>;

/** The checkout's coupon: a code to apply, or the one applied with its discount, to remove. */
export function CouponBox(props: {
  language: string;
  coupon: Coupon | null;
  error: unknown;
  pending: boolean;
  amount: string;
  onApply: (code: string) => void;
  onRemove: () => void;
}) {
  const t = (key: CheckoutMessage, params?: Record<string, string | number>) => checkoutMessages(props.language, key, params);
  const [code, setCode] = useState("");
  if (props.coupon)
    return (
      <div className="flex items-center justify-between gap-3 rounded-lg bg-green-50 px-3 py-2 text-sm text-green-900">
        <p role="status">{t("couponApplied", { code: props.coupon.coupon_code, amount: props.amount })}</p>
        <button type="button" onClick={props.onRemove} className="font-semibold underline underline-offset-4">
          {t("removeCoupon")}
        </button>
      </div>
    );
  return (
    <div className="space-y-2">
      <div className="flex items-end gap-2">
        <Field label={t("coupon")} value={code} onChange={(e) => setCode(e.target.value)} autoComplete="off" className="flex-1" />
        <button type="button" className={secondaryButton} disabled={!code.trim() || props.pending} onClick={() => props.onApply(code.trim())}>
          {t("apply")}
        </button>
      </div>
      <FormError error={props.error} fallback={t("failed")} />
    </div>
  );
}
