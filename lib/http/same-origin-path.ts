// Where a browser is sent once signed in (the dashboard's `callbackUrl`, the storefront's `next`,
// next-auth's own redirects): a path of this site, never another site, whatever the spelling.
// Browsers drop tabs and newlines from a URL and read a backslash as a slash, so `/\evil.example`
// and `/<TAB>/evil.example` are `//evil.example`, another site; a newline in a Location header
// also makes the server fail. So the value is refused outright when it holds a control character
// or a backslash, and otherwise parsed as a URL against an origin of our own: only what stays on
// that origin survives, as its path, query and fragment.

const PROBE = "http://this-site.invalid";

/**
 * `value` as a path of this site (with its query and fragment), or undefined when it would lead
 * elsewhere or is no path at all. With `origin`, an absolute URL of that origin is taken too (as
 * next-auth hands its callback URLs).
 */
export function sameOriginPath(value: string | null | undefined, origin?: string): string | undefined {
  if (!value) return undefined;
  const path = origin && (value === origin || value.startsWith(`${origin}/`)) ? value.slice(origin.length) || "/" : value;
  if (!path.startsWith("/") || /[\u0000-\u001f\u007f\\]/.test(path)) return undefined;
  let url: URL;
  try {
    url = new URL(path, PROBE);
  } catch {
    return undefined;
  }
  // Dot segments resolved (`/a/..//evil.example`) can leave a path that starts with two slashes.
  if (url.origin !== PROBE || url.pathname.startsWith("//")) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}
