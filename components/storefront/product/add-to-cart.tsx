"use client";

import Link from "next/link";
import { useState } from "react";
import { ApiFailure } from "@/lib/http/api-client";
import { useCart } from "../cart/use-cart";
import type { GuestLine } from "../cart/guest-cart";
import { useShop } from "../shop-context";

// The "Add to cart" button of a product page, and what became of the last add. `check` returns why
// the line cannot be added yet (an option group not complete), shown instead of adding.

export function AddToCart({ line, disabled, check }: { line: GuestLine; disabled: boolean; check?: () => string | undefined }) {
  const { t } = useShop();
  const { add } = useCart();
  const [refusal, setRefusal] = useState<string>();
  const problem = refusal ?? (add.error instanceof ApiFailure ? add.error.message : add.error ? t("somethingWrong") : undefined);
  return (
    <div className="flex flex-col gap-3">
      <button
        type="button"
        disabled={disabled || add.isPending}
        onClick={() => {
          const reason = check?.();
          setRefusal(reason);
          if (reason) add.reset();
          else add.mutate(line);
        }}
        className="h-12 rounded-full bg-shop-button px-8 text-base font-semibold text-shop-button-text hover:shadow-md disabled:cursor-not-allowed disabled:opacity-50"
      >
        {add.isPending ? t("adding") : t("addToCart")}
      </button>
      <p role="status" className="min-h-6 text-sm">
        {add.isSuccess ? (
          <>
            {t("added")}{" "}
            <Link href="/cart" className="font-semibold text-shop-accent underline">
              {t("viewCart")}
            </Link>
          </>
        ) : null}
        {problem ? <span className="font-medium text-red-700 dark:text-red-300">{problem}</span> : null}
      </p>
    </div>
  );
}
