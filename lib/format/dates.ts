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

/** What clocks in `timeZone` show at `date`, as Intl writes it. */
function zoneParts(date: Date, timeZone: string) {
  const fields = formatFor(timeZone).formatToParts(date);
  const get = (type: string) => fields.find((f) => f.type === type)?.value ?? "";
  return { year: get("year"), month: get("month"), day: get("day"), hour: get("hour"), minute: get("minute"), second: get("second") };
}

// formatToParts costs ~8 µs a date: an owner's page of ten orders spent a sixth of its CPU in it.
// A zone's offset changes a few times a year at most, so the offset of each UTC day on which it
// does not change (the same at the day's first and last second) is kept, a bounded number, and a
// date of that day is its UTC fields moved by it; a day on which clocks change asks Intl each time.
const DAY_MS = 86_400_000;
const dayOffsets = new Map<string, number | null>();
const KEPT_DAY_OFFSETS = 10_000;

function steadyOffset(instant: number, timeZone: string): number | undefined {
  const day = Math.floor(instant / DAY_MS);
  const key = `${timeZone} ${day}`;
  let offset = dayOffsets.get(key);
  if (offset === undefined) {
    const first = offsetAt(day * DAY_MS, timeZone);
    offset = offsetAt((day + 1) * DAY_MS - 1000, timeZone) === first ? first : null;
    if (dayOffsets.size >= KEPT_DAY_OFFSETS) dayOffsets.clear();
    dayOffsets.set(key, offset);
  }
  return offset ?? undefined;
}

const two = (n: number) => String(n).padStart(2, "0");

/**
 * The calendar date of a day counted from 1970-01-01, by integer arithmetic (H. Hinnant's
 * civil_from_days): in the server, Date is Next.js's patched class, whose objects cost more.
 */
function civilDate(days: number) {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor((dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365);
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shifted = Math.floor((5 * dayOfYear + 2) / 153); // months from March
  const month = shifted < 10 ? shifted + 3 : shifted - 9;
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day: dayOfYear - Math.floor((153 * shifted + 2) / 5) + 1 };
}

function parts(date: Date, timeZone: string) {
  const instant = date.getTime();
  // An invalid date is Intl's to refuse, as it was before.
  const offset = !Number.isFinite(instant) ? undefined : timeZone === "UTC" ? 0 : steadyOffset(instant, timeZone);
  if (offset === undefined) return zoneParts(date, timeZone);
  const local = instant + offset;
  const days = Math.floor(local / DAY_MS);
  const seconds = Math.floor((local - days * DAY_MS) / 1000);
  const { year, month, day } = civilDate(days);
  return {
    year: String(year),
    month: two(month),
    day: two(day),
    hour: two(Math.floor(seconds / 3600)),
    minute: two(Math.floor(seconds / 60) % 60),
    second: two(seconds % 60),
  };
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

/** `2025-04-30T09:00:00Z`: ISO 8601 UTC to the second (scheduled publications). */
export function isoSeconds(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, "Z");
}

/** A date and a time of day as clocks show them, in no time zone yet. */
export type WallTime = { year: number; month: number; day: number; hour: number; minute: number; second: number; millisecond: number };

/** A date and time as sent: the clocks' time, and its offset from UTC when the text gives one. */
export type DateTimeText = { wall: WallTime; offsetMs?: number };

// `2025-04-30 10:00`, seconds and a fraction optional, `T` for the space as a datetime-local input
// sends it, then an optional `Z` or `±HH:MM`.
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,6}))?)?(Z|[+-]\d{2}:\d{2})?$/;

/** The date and time a text names, or undefined unless it is one that exists on a calendar (no 30 February, no 24:00). */
export function readDateTime(text: string): DateTimeText | undefined {
  const match = DATE_TIME.exec(text);
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  const millisecond = Number((match[7] ?? "").padEnd(3, "0").slice(0, 3));
  const wall = { year, month, day, hour, minute, second, millisecond };
  // Date.UTC rolls over (30 February is 2 March, year 99 is 1999): a real date reads back as it was written.
  const utc = new Date(utcOf(wall));
  if (utc.getUTCFullYear() !== year || utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59) return undefined;
  const zone = match[8];
  if (zone === undefined) return { wall };
  if (zone === "Z") return { wall, offsetMs: 0 };
  const [hours, minutes] = zone.slice(1).split(":").map(Number) as [number, number];
  if (hours > 23 || minutes > 59) return undefined;
  return { wall, offsetMs: (zone.startsWith("-") ? -1 : 1) * (hours * 60 + minutes) * 60_000 };
}

/** The instant a date and time names: by its own offset, or else as clocks show it in `timeZone`. */
export function instantOf(text: DateTimeText, timeZone: string): Date {
  return text.offsetMs === undefined ? zonedTimeToUtc(text.wall, timeZone) : new Date(utcOf(text.wall) - text.offsetMs);
}

const utcOf = (wall: WallTime) => Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second, wall.millisecond);

/**
 * The instant at which clocks in `timeZone` (IANA) show `wall`, from the time-zone database that
 * Intl carries: no fixed offsets, so Morocco's hour back during Ramadan and every zone's summer
 * time are what the database says they were or will be. Where clocks go back and the time happens
 * twice, the first of the two; where they go forward and it never happens, the time as long after
 * as the gap is long (02:30 in a 02:00 to 03:00 gap is 03:30), as Temporal's "compatible" choice
 * and calendar applications do.
 */
export function zonedTimeToUtc(wall: WallTime, timeZone: string): Date {
  const local = utcOf(wall);
  // The zone's offsets a day either side: the same unless clocks change in between. Where both are
  // right (the hour that happens twice), the one before the change is the larger: the earlier instant.
  const before = offsetAt(local - DAY_MS, timeZone);
  const after = offsetAt(local + DAY_MS, timeZone);
  for (const offset of [before, after]) if (offsetAt(local - offset, timeZone) === offset) return new Date(local - offset);
  return new Date(local - before);
}

/** How far clocks in `timeZone` are ahead of UTC at an instant, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const whole = instant - (((instant % 1000) + 1000) % 1000);
  const p = zoneParts(new Date(whole), timeZone);
  return Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second)) - whole;
}

// A store's days are cut here, by Intl's time-zone database, never by PostgreSQL's: the embedded
// PostgreSQL (PGlite) carries older rules than Node and the server (it puts Casablanca at UTC+0 in
// November, a day's last hour on the next day), and one app must count the same days on both.

/** `YYYY-MM-DD`, today in `timeZone`. */
export const todayIn = (timeZone: string, now = new Date()): string => sqlDateTime(now, timeZone).slice(0, 10);

/** `YYYY-MM-DD` `days` later (earlier when negative): calendar arithmetic, no time zone involved. */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

// A day's start costs a few Intl look-ups, and the overview asks for 31 of them per request, the
// same ones request after request: kept, a bounded number (what it keeps never changes).
const starts = new Map<string, number>();
const KEPT_STARTS = 10_000;

/** The instant `day` (`YYYY-MM-DD`) begins in `timeZone`. */
export function dayStart(day: string, timeZone: string): Date {
  const key = `${timeZone} ${day}`;
  let start = starts.get(key);
  if (start === undefined) {
    const [year, month, date] = day.split("-").map(Number) as [number, number, number];
    start = zonedTimeToUtc({ year, month, day: date, hour: 0, minute: 0, second: 0, millisecond: 0 }, timeZone).getTime();
    if (starts.size >= KEPT_STARTS) starts.clear();
    starts.set(key, start);
  }
  return new Date(start);
}

/** An instant as the database stores it, a UTC `timestamp` without zone, for a `$n::timestamp` parameter. */
export const storedTimestamp = (instant: Date): string => instant.toISOString().slice(0, 23).replace("T", " ");

/** A record's `created_at` and `updated_at`, as the administration API answers them. */
export const stampsOf = (row: { createdAt: Date; updatedAt: Date }) => ({ created_at: isoMicros(row.createdAt), updated_at: isoMicros(row.updatedAt) });
