/**
 * The query string as PHP and Laravel read it, which the contract's clients write: `k[]` adds to
 * the list `k`, `k[sub]` and `k[sub][]` fill the object `k`; a plain key keeps its last value.
 */
export function queryValues(params: URLSearchParams): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of params) {
    const [, name, sub, list] = /^([^[\]]+)(?:\[([^[\]]*)\])?(\[\])?$/.exec(key) ?? [, key, undefined, undefined];
    if (sub === undefined) {
      out[name!] = value;
    } else if (sub === "") {
      out[name!] = [...asArray(out[name!]), value];
    } else {
      const inner = (typeof out[name!] === "object" && !Array.isArray(out[name!]) ? out[name!] : (out[name!] = {})) as Record<string, unknown>;
      inner[sub] = list ? [...asArray(inner[sub]), value] : value;
    }
  }
  return out;
}
const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);
