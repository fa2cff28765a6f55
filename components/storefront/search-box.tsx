"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useEffect, useId, useState } from "react";
import type { searchResponse } from "@/lib/catalog/schemas";
import type { z } from "zod";
import { useShop } from "./shop-context";
import { shopApi } from "./shop-api";
import { Picture } from "@/components/storefront/picture";

// Results as the shopper types (/search-products, which forgives typos), after a short pause so
// that each key does not cost a request; Enter opens the full results page.

const PAUSE_MS = 250;

export function SearchBox({ initial = "", className = "" }: { initial?: string; className?: string }) {
  const { t, price, currency } = useShop();
  const [text, setText] = useState(initial);
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const listId = useId();

  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const results = useQuery({
    queryKey: ["search", currency.code, query],
    enabled: query.length > 0,
    queryFn: ({ signal }) => shopApi<z.infer<typeof searchResponse>>(`/search-products?limit=6&query=${encodeURIComponent(query)}`, { signal }),
  });
  const hits = query && results.data?.query === query ? results.data.data : [];

  return (
    <form
      role="search"
      action="/search"
      className={`relative ${className}`}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <label htmlFor={`${listId}-input`} className="sr-only">
        {t("searchProducts")}
      </label>
      <input
        id={`${listId}-input`}
        type="search"
        name="query"
        value={text}
        autoComplete="off"
        placeholder={t("searchPlaceholder")}
        aria-controls={listId}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={(event) => {
          if (event.key === "Escape") setOpen(false);
        }}
        className="h-10 w-full rounded-full border border-current/20 bg-[var(--shop-bg)] ps-10 pe-4 text-sm placeholder:text-current/60 focus:border-[var(--shop-accent)] focus:outline-none"
      />
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="pointer-events-none absolute start-3 top-2.5 size-5 opacity-60"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      >
        <circle cx="11" cy="11" r="6.5" />
        <path d="m16 16 4 4" />
      </svg>
      <div
        id={listId}
        role="region"
        aria-label={t("suggestions")}
        hidden={!open || hits.length === 0}
        className="absolute inset-x-0 top-12 z-30 overflow-hidden rounded-2xl border border-current/10 bg-[var(--shop-bg)] shadow-xl"
      >
        <ul>
          {hits.map((hit) => (
            <li key={hit.id_product}>
              <Link
                href={`/product/${hit.permalink}`}
                onClick={() => setOpen(false)}
                className="flex items-center gap-3 px-3 py-2 hover:bg-current/5 focus-visible:bg-current/5"
              >
                <Picture
                  src={hit.image_url}
                  alt=""
                  sizes="40px"
                  width={40}
                  height={40}
                  priority="eager"
                  className="size-10 rounded-md bg-current/5 object-cover"
                />
                <span className="flex-1 truncate text-sm">{hit.product_name}</span>
                <span className="text-sm font-medium tabular-nums">{price(hit.price)}</span>
              </Link>
            </li>
          ))}
        </ul>
        <Link
          href={`/search?query=${encodeURIComponent(query)}`}
          className="block border-t border-current/10 px-3 py-2 text-sm font-medium text-[var(--shop-accent)] hover:underline"
        >
          {t("seeAllResults", { query })}
        </Link>
      </div>
    </form>
  );
}
