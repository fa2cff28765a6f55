"use client";

import Link from "next/link";
import { useCart } from "../cart/use-cart";
import { useShop } from "../shop-context";

export function CartLink() {
  const { t } = useShop();
  const { count } = useCart();
  return (
    <Link
      href="/cart"
      aria-label={t("cartCount", { count })}
      className="relative inline-flex size-10 items-center justify-center rounded-full hover:bg-current/10 focus-visible:outline-2 focus-visible:outline-[var(--shop-accent)]"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="1.6">
        <path d="M5 7h14l-1.2 11.1a2 2 0 0 1-2 1.9H8.2a2 2 0 0 1-2-1.9L5 7Z" />
        <path d="M9 10V6a3 3 0 0 1 6 0v4" />
      </svg>
      {count > 0 ? (
        <span className="absolute -end-0.5 -top-0.5 min-w-5 rounded-full bg-[var(--shop-button-bg)] px-1 text-center text-xs leading-5 font-semibold text-[var(--shop-button-text)]">
          {count}
        </span>
      ) : null}
    </Link>
  );
}
