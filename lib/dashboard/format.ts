// Amounts, dates and numbers as the dashboard shows them, in the page's language with Latin
// digits (as the API's amounts and the storefront write them).

export function formatMoney(amount: number | string, currencyCode: string, language: string): string {
  try {
    return new Intl.NumberFormat(language, { style: "currency", currency: currencyCode, numberingSystem: "latn" }).format(Number(amount));
  } catch {
    // A code Intl does not know: the number and the code.
    return `${formatNumber(Number(amount), language)} ${currencyCode}`;
  }
}

export const formatNumber = (value: number, language: string) =>
  new Intl.NumberFormat(language, { numberingSystem: "latn", maximumFractionDigits: 2 }).format(value);

export const formatDate = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: "medium", numberingSystem: "latn" }).format(new Date(iso));

/** `timeZone`: the store's, where a time matters in its zone (a scheduled post); else the browser's. */
export const formatDateTime = (iso: string, language: string, timeZone?: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short", numberingSystem: "latn", timeZone }).format(new Date(iso));

/** An instant as clocks show it in `timeZone`, the way a datetime-local input takes it (`2025-04-30T10:00`). */
export function wallTime(iso: string, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", { timeZone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit" })
      .formatToParts(new Date(iso))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** A calendar day (YYYY-MM-DD) `days` before `from`'s. */
export function dayBefore(from: string, days: number): string {
  const date = new Date(`${from}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

const BYTE_UNITS = ["byte", "kilobyte", "megabyte", "gigabyte"] as const;

/** A file's size in the largest unit it fills (1,024 of the one below, as the API's limits count MB). */
export function formatFileSize(bytes: number, language: string): string {
  let [value, unit] = [bytes, 0];
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) [value, unit] = [value / 1024, unit + 1];
  return new Intl.NumberFormat(language, {
    style: "unit",
    unit: BYTE_UNITS[unit],
    unitDisplay: "short",
    numberingSystem: "latn",
    maximumFractionDigits: 1,
  }).format(value);
}
