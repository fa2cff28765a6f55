"use client";

import type { VariantSelection } from "@/lib/catalog/variant-selection";
import { ApiFailure } from "@/lib/http/api-client";
import { shopApi } from "../shop-api";

// The cart of a shopper who has not signed in, kept in this browser (localStorage "guest-cart"),
// since the customer API's cart needs a token. Signing in or registering moves its lines into the
// account's cart through /cart/add (mergeGuestCart). Lines are what /cart/add takes, plus what the
// storefront shows before the API prices them (slug, name) and the options of a customizable product.

export const GUEST_CART_KEY = "guest-cart";
const CHANGED = "guest-cart-changed";

export type GuestLine = {
  id: number;
  slug: string;
  name: string;
  quantity: number;
  color?: number;
  colorText?: string;
  variant?: VariantSelection;
  options?: { id: number; name: string }[];
  /** The text typed for each chosen option that asks one (an engraving), keyed by option id. */
  optionTexts?: Record<string, string>;
};

/** The options of a line as /cart/add, the quotes and checkout take them (keys of ours). */
export const optionChoiceOf = (line: Pick<GuestLine, "options" | "optionTexts">) =>
  line.options?.length ? { options: line.options.map((o) => o.id), option_texts: line.optionTexts ?? {} } : {};

/** Lines are one per product, colour, variant, options and texts, as the account's cart keeps them. */
export function lineKey(line: Pick<GuestLine, "id" | "color" | "variant" | "options" | "optionTexts">): string {
  const variant = Object.values(line.variant ?? {})
    .map((v) => v.child_id)
    .sort((a, b) => a - b)
    .join("-");
  const options = (line.options ?? [])
    .map((o) => o.id)
    .sort((a, b) => a - b)
    .join("-");
  const texts = Object.entries(line.optionTexts ?? {}).sort(([a], [b]) => Number(a) - Number(b));
  return `${line.id}:${line.color ?? ""}:${variant}:${options}${texts.length ? `:${JSON.stringify(texts)}` : ""}`;
}

const EMPTY: GuestLine[] = [];
let cached: { raw: string | null; lines: GuestLine[] } = { raw: null, lines: EMPTY };

/** The stored lines; the same array while the storage is unchanged (useSyncExternalStore's snapshot). */
export function readGuestCart(): GuestLine[] {
  const raw = localStorage.getItem(GUEST_CART_KEY);
  if (raw === cached.raw) return cached.lines;
  let lines: GuestLine[] = EMPTY;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) lines = parsed.filter((l: GuestLine) => Number.isInteger(l?.id) && Number.isInteger(l?.quantity) && l.quantity > 0);
  } catch {
    // A cart another script broke is an empty cart, not a broken page.
  }
  cached = { raw, lines };
  return lines;
}

export function writeGuestCart(lines: GuestLine[]) {
  if (lines.length) localStorage.setItem(GUEST_CART_KEY, JSON.stringify(lines));
  else localStorage.removeItem(GUEST_CART_KEY);
  window.dispatchEvent(new Event(CHANGED));
}

/** For useSyncExternalStore: changes made in this tab and in the others. */
export function subscribeGuestCart(onChange: () => void) {
  window.addEventListener(CHANGED, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener("storage", onChange);
  };
}

/** Adds a line, or raises the quantity of the same product, colour, variant and options. */
export function addGuestLine(line: GuestLine) {
  const key = lineKey(line);
  const lines = readGuestCart();
  const same = lines.find((l) => lineKey(l) === key);
  writeGuestCart(same ? lines.map((l) => (l === same ? { ...l, quantity: l.quantity + line.quantity } : l)) : [...lines, line]);
}

export function setGuestQuantity(key: string, quantity: number) {
  writeGuestCart(readGuestCart().map((l) => (lineKey(l) === key ? { ...l, quantity } : l)));
}

export function removeGuestLine(key: string) {
  writeGuestCart(readGuestCart().filter((l) => lineKey(l) !== key));
}

/**
 * After signing in or registering: each line goes into the account's cart through /cart/add. A
 * line the API refuses (422: sold out, no longer offered) cannot be bought either way and is
 * dropped; one that failed otherwise (network, 5xx) stays for the next sign-in.
 */
export function mergeGuestCart(): Promise<void> {
  // One merge at a time: two at once (the sign-in page's and the cart's) would add each line twice.
  merging ??= moveLines().finally(() => (merging = undefined));
  return merging;
}

let merging: Promise<void> | undefined;

async function moveLines() {
  const kept: GuestLine[] = [];
  for (const line of readGuestCart()) {
    try {
      await shopApi("/cart/add", {
        method: "POST",
        body: { product_id: line.id, quantity: line.quantity, color: line.color, colorText: line.colorText, variant: line.variant, ...optionChoiceOf(line) },
      });
    } catch (error) {
      if (!(error instanceof ApiFailure && error.status === 422)) kept.push(line);
    }
  }
  writeGuestCart(kept);
}
