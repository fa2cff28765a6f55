// A chevron for "back" (previous, the way we came) or "forward" (next, deeper in). Drawn for
// left-to-right and mirrored in right-to-left pages, where reading, and so "forward", goes left:
// the `rtl:` variant follows the nearest `dir`, the page's own on a storefront in Arabic.

export function Arrow({ to, className = "" }: { to: "back" | "forward"; className?: string }) {
  return (
    <svg aria-hidden viewBox="0 0 16 16" data-arrow={to} className={`inline-block size-4 shrink-0 rtl:-scale-x-100 ${className}`}>
      <path
        d={to === "back" ? "M10 3 5 8l5 5" : "m6 3 5 5-5 5"}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
