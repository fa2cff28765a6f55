// A number as an owner types it, in French or Arabic as well as in English: "300,50" is 300.50.
// The administration API stays strict (a dot, no grouping); the dashboard's fields turn what was typed
// into that before sending. Pure: the fields run it in the browser on every key.

/** Why a typed number is refused: `ambiguous` for "1,234" (one thousand or one point two?), `invalid` otherwise. */
export type DecimalRefusal = "ambiguous" | "invalid";

export type DecimalReading = { ok: true; value: string } | { ok: false; reason: DecimalRefusal };

// Spaces people and Intl put between thousands: the space, the no-break space and the narrow one.
const GROUP_SPACES = /[\u0020\u00a0\u202f]/g;

/**
 * The number typed, as the API takes it ("1234.5"), or why it is refused. Read:
 * - one "," or "." as the decimal mark: "300,50", "300.5", "0,125";
 * - thousands grouped by spaces: "1 234,5";
 * - thousands grouped by one mark and decimals after the other: "1.234,50", "1,234.50", "1.234.567".
 * A lone mark followed by exactly three digits after 1 to 3 others ("1,234", "1.234") could be either
 * and is refused, as is anything else ("1,2,3", "12.34.5", "abc"). Empty stays empty.
 */
export function readDecimal(typed: string): DecimalReading {
  const text = typed.trim();
  if (text === "") return { ok: true, value: "" };
  const sign = text.startsWith("-") ? "-" : "";
  const body = sign ? text.slice(1) : text;
  const spaced = /^\d{1,3}( \d{3})+([.,]\d+)?$/.test(body.replace(GROUP_SPACES, " "));
  const plain = spaced ? body.replace(GROUP_SPACES, "") : body;
  const read = (whole: string, fraction?: string) => ({ ok: true as const, value: `${sign}${whole}${fraction === undefined ? "" : `.${fraction}`}` });

  const lone = /^(\d*)([.,])(\d+)$/.exec(plain);
  if (/^\d+$/.test(plain)) return read(plain);
  if (lone) {
    const [, whole = "", , fraction = ""] = lone;
    if (!spaced && /^[1-9]\d{0,2}$/.test(whole) && fraction.length === 3) return { ok: false, reason: "ambiguous" };
    return read(whole || "0", fraction);
  }
  const grouped = /^(\d{1,3}([.,])\d{3}(?:\2\d{3})*)(?:([.,])(\d+))?$/.exec(plain);
  if (grouped && !spaced) {
    const [, whole = "", group = "", mark, fraction] = grouped;
    if (mark === undefined) return read(whole.replaceAll(group, ""));
    if (mark !== group) return read(whole.replaceAll(group, ""), fraction);
  }
  return { ok: false, reason: "invalid" };
}
