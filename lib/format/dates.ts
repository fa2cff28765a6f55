// The contract's date formats, written once.

/** `2025-03-05T14:07:09.123000Z`: ISO 8601 UTC with microseconds (customer records). */
export function isoMicros(date: Date): string {
  return date.toISOString().replace(/\.(\d{3})Z$/, ".$1000Z");
}

// Building an Intl.DateTimeFormat costs far more than using one (it was a tenth of the CPU of
// /product-details under load): one per time zone, kept.
const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    });
    formats.set(timeZone, format);
  }
  return format;
}

function parts(date: Date, timeZone: string) {
  const fields = formatFor(timeZone).formatToParts(date);
  const get = (type: string) => fields.find((f) => f.type === type)?.value ?? "";
  return { year: get("year"), month: get("month"), day: get("day"), hour: get("hour"), minute: get("minute"), second: get("second") };
}

/** `2025-03-05 14:07:09` in the store's time zone (product timestamps, tracking dates). */
export function sqlDateTime(date: Date, timeZone = "UTC"): string {
  const p = parts(date, timeZone);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** `05 Mar 2025 02:07:09 PM` in the store's time zone (order dates). */
export function orderDate(date: Date, timeZone = "UTC"): string {
  const p = parts(date, timeZone);
  const hour24 = Number(p.hour);
  const hour12 = String(hour24 % 12 === 0 ? 12 : hour24 % 12).padStart(2, "0");
  return `${p.day} ${MONTHS[Number(p.month) - 1]} ${p.year} ${hour12}:${p.minute}:${p.second} ${hour24 < 12 ? "AM" : "PM"}`;
}
