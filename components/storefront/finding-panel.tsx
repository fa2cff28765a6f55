import Link from "next/link";
import type { facetsOf } from "@/lib/catalog/finding";
import { SORTS, type Finding, type Sort } from "@/lib/catalog/finding-schemas";
import { addressOf, withoutValue, type Narrowing } from "@/lib/storefront/finding-params";
import type { Storefront } from "@/lib/storefront/page-context";

// "Filter and sort" of a catalog page (server-rendered, no script needed): a button that opens a
// sheet (from the bottom on a phone, from the side on wider screens) holding a GET form of the
// customer API's own parameters, so the result's address is shareable; each value shows how many
// products the list would hold with it chosen. The chosen filters show as chips that remove them.

type Facets = Awaited<ReturnType<typeof facetsOf>>;

const same = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();
const chosen = (list: string[], value: string) => list.some((v) => same(v, value));
const attributeKey = (name: string) => `attribute[${name}][]`;

function activeCount(f: Finding) {
  return f.colors.length + f.attributes.reduce((n, a) => n + a.values.length, 0) + (f.inStock ? 1 : 0) + (f.minPrice || f.maxPrice ? 1 : 0);
}

export function FindingPanel({
  shop,
  path,
  narrowing,
  facets,
  search,
}: {
  shop: Storefront;
  path: string;
  narrowing: Narrowing;
  facets: Facets;
  /** The search's words, kept when the form is sent; relevance is a search's order only. */
  search?: string;
}) {
  const { finding, kept } = narrowing;
  const sorts = SORTS.filter((s) => search !== undefined || s !== "relevance");
  const sort: Sort = finding.sort ?? (search !== undefined ? "relevance" : "newest");
  const active = activeCount(finding);
  const box = "size-4 shrink-0 accent-[var(--shop-accent)]";
  const row = "flex min-h-11 items-center gap-3 text-sm";
  const legend = "mb-1 text-sm font-semibold";
  const chip = "inline-flex min-h-9 items-center gap-1 rounded-full border border-current/25 px-3 text-sm hover:bg-current/10";
  const attributeChosen = (name: string) => finding.attributes.find((a) => same(a.name, name))?.values ?? [];
  const chips = [
    ...finding.colors.map((value) => ({ label: value, key: "color[]", value })),
    ...finding.attributes.flatMap((a) => a.values.map((value) => ({ label: `${a.name}: ${value}`, key: attributeKey(a.name), value }))),
  ];
  return (
    <div className="mt-6">
      <div className="flex flex-wrap items-center gap-2">
        <details className="group" data-testid="filter-sheet">
          <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-full border border-current/30 px-4 text-sm font-medium hover:bg-current/10 [&::-webkit-details-marker]:hidden">
            <svg aria-hidden viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor" strokeWidth="1.6">
              <path d="M3 5h14M6 10h8M8.5 15h3" strokeLinecap="round" />
            </svg>
            {shop.t("filterAndSort")}
            {active ? <span className="rounded-full bg-shop-button px-2 text-xs text-shop-button-text">{active}</span> : null}
          </summary>
          <Link href={addressOf(path, kept, { query: search })} aria-label={shop.t("close")} className="fixed inset-0 z-40 bg-black/40" />
          <form
            method="get"
            action={path}
            aria-label={shop.t("filterAndSort")}
            className="fixed inset-x-0 bottom-0 z-50 flex max-h-[85dvh] flex-col rounded-t-2xl bg-shop-bg text-shop-text shadow-2xl sm:inset-y-0 sm:start-0 sm:end-auto sm:max-h-none sm:w-96 sm:rounded-none"
          >
            <div className="flex items-center justify-between border-b border-current/15 px-5 py-3">
              <h2 className="font-shop-heading text-lg font-semibold text-shop-heading">{shop.t("filterAndSort")}</h2>
              <Link
                href={addressOf(path, kept, { query: search })}
                className="inline-flex size-11 items-center justify-center rounded-full hover:bg-current/10"
                aria-label={shop.t("close")}
              >
                <svg aria-hidden viewBox="0 0 20 20" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.6">
                  <path d="M5 5l10 10M15 5L5 15" strokeLinecap="round" />
                </svg>
              </Link>
            </div>
            <div className="flex-1 space-y-6 overflow-y-auto px-5 py-4">
              {search !== undefined ? <input type="hidden" name="query" value={search} /> : null}
              <label className="block text-sm font-semibold">
                {shop.t("sortBy")}
                <select
                  name="sort"
                  defaultValue={sort}
                  className="mt-1 block min-h-11 w-full rounded-lg border border-current/30 bg-transparent px-3 font-normal"
                >
                  {sorts.map((s) => (
                    <option key={s} value={s}>
                      {shop.t(`sort_${s}`)}
                    </option>
                  ))}
                </select>
              </label>
              {facets.price ? (
                <fieldset>
                  <legend className={legend}>
                    {shop.t("price")} ({shop.currency.symbol})
                  </legend>
                  <div className="flex items-center gap-3">
                    {(["min_price", "max_price"] as const).map((name) => (
                      <label key={name} className="flex-1 text-sm">
                        {shop.t(name === "min_price" ? "minPrice" : "maxPrice")}
                        <input
                          type="number"
                          inputMode="decimal"
                          min={0}
                          step="0.01"
                          name={name}
                          defaultValue={name === "min_price" ? finding.minPrice : finding.maxPrice}
                          placeholder={String(name === "min_price" ? Math.floor(facets.price!.min) : Math.ceil(facets.price!.max))}
                          className="mt-1 block min-h-11 w-full rounded-lg border border-current/30 bg-transparent px-3"
                        />
                      </label>
                    ))}
                  </div>
                </fieldset>
              ) : null}
              {facets.colors.length ? (
                <fieldset>
                  <legend className={legend}>{shop.t("colour")}</legend>
                  {facets.colors.map((c) => (
                    <label key={c.value} className={row}>
                      <input
                        type="checkbox"
                        name="color[]"
                        value={c.value}
                        defaultChecked={chosen(finding.colors, c.value)}
                        disabled={!c.count && !chosen(finding.colors, c.value)}
                        className={box}
                      />
                      {/* An SVG fill, not a style attribute: the page's policy allows no inline styles. */}
                      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 shrink-0">
                        <circle cx="10" cy="10" r="9" fill={c.code} stroke="currentColor" strokeOpacity="0.3" />
                      </svg>
                      <span className="flex-1">{c.value}</span>
                      <span className="tabular-nums">({c.count})</span>
                    </label>
                  ))}
                </fieldset>
              ) : null}
              {facets.attributes.map((a) => (
                <fieldset key={a.name}>
                  <legend className={legend}>{a.label}</legend>
                  {a.values.map((v) => {
                    const on = chosen(attributeChosen(a.name), v.value);
                    return (
                      <label key={v.value} className={row}>
                        <input type="checkbox" name={attributeKey(a.name)} value={v.value} defaultChecked={on} disabled={!v.count && !on} className={box} />
                        <span className="flex-1">{v.value}</span>
                        <span className="tabular-nums">({v.count})</span>
                      </label>
                    );
                  })}
                </fieldset>
              ))}
              <fieldset>
                <legend className={legend}>{shop.t("availability")}</legend>
                <label className={row}>
                  <input type="checkbox" name="in_stock" value="1" defaultChecked={finding.inStock} className={box} />
                  <span className="flex-1">{shop.t("inStockOnly")}</span>
                  <span className="tabular-nums">({facets.in_stock})</span>
                </label>
              </fieldset>
            </div>
            <div className="flex items-center gap-3 border-t border-current/15 px-5 py-3">
              <Link
                href={addressOf(path, new URLSearchParams(), { query: search })}
                className="inline-flex min-h-11 flex-1 items-center justify-center rounded-full border border-current/30 text-sm font-medium"
              >
                {shop.t("clearAll")}
              </Link>
              <button
                type="submit"
                className="inline-flex min-h-11 flex-1 items-center justify-center rounded-full bg-shop-button text-sm font-semibold text-shop-button-text"
              >
                {shop.t("apply")}
              </button>
            </div>
          </form>
        </details>
        {chips.map((c) => (
          <Link
            key={`${c.key}=${c.value}`}
            href={addressOf(path, withoutValue(kept, c.key, c.value), { query: search })}
            className={chip}
            aria-label={shop.t("removeFilter", { name: c.label })}
          >
            {c.label}
            <span aria-hidden>×</span>
          </Link>
        ))}
        <span className="ms-auto text-sm">{shop.t("resultCount", { count: facets.total })}</span>
      </div>
    </div>
  );
}
