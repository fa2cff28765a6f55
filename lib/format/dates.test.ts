import { describe, expect, it } from "vitest";
import { addDays, dayStart, instantOf, isoMicros, isoSeconds, orderDate, readDateTime, sqlDateTime, storedTimestamp, todayIn, zonedTimeToUtc } from "./dates";

const when = new Date("2025-03-05T14:07:09.123Z");

describe("contract date formats", () => {
  it("customer timestamps: ISO 8601 UTC with microseconds", () => {
    expect(isoMicros(when)).toBe("2025-03-05T14:07:09.123000Z");
  });

  it("order dates: DD Mon YYYY hh:mm:ss AM|PM in the store's zone", () => {
    expect(orderDate(when)).toBe("05 Mar 2025 02:07:09 PM");
    expect(orderDate(new Date("2025-03-05T00:05:00Z"))).toBe("05 Mar 2025 12:05:00 AM");
    expect(orderDate(new Date("2025-03-05T12:00:00Z"))).toBe("05 Mar 2025 12:00:00 PM");
    expect(orderDate(new Date("2025-03-05T23:30:00Z"), "Europe/Paris")).toBe("06 Mar 2025 12:30:00 AM");
  });

  it("tracking and product dates: YYYY-MM-DD HH:MM:SS", () => {
    expect(sqlDateTime(when)).toBe("2025-03-05 14:07:09");
    expect(sqlDateTime(when, "Europe/Paris")).toBe("2025-03-05 15:07:09");
  });

  it("writes every instant as Intl's time-zone database does, on days clocks change too", () => {
    // Ramadan's hour back (Casablanca), half-hour summer time (Lord Howe), 45-minute offsets, both hemispheres.
    const zones = ["Africa/Casablanca", "Europe/Paris", "America/New_York", "Australia/Lord_Howe", "Asia/Kathmandu", "Pacific/Chatham", "America/St_Johns"];
    const options = { year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23" } as const;
    // Sweden's format is `YYYY-MM-DD HH:MM:SS`.
    const formats = zones.map((timeZone) => new Intl.DateTimeFormat("sv-SE", { ...options, timeZone }));
    const offset = (z: number, t: number) => Date.parse(`${formats[z]!.format(t).replace(" ", "T")}Z`) - Math.floor(t / 1000) * 1000;
    // Every 7 h 13 min 11 s over two years, and each minute of the 3 hours around each of 2026's changes in each zone.
    const instants: [number, number][] = [];
    for (let t = Date.UTC(2025, 0, 1); t < Date.UTC(2027, 0, 1); t += 26_000_000 + 1000 * 391) zones.forEach((_, z) => instants.push([z, t]));
    let changes = 0;
    zones.forEach((_, z) => {
      for (let t = Date.UTC(2026, 0, 1); t < Date.UTC(2027, 0, 1); t += 3_600_000) {
        if (offset(z, t) === offset(z, t + 3_600_000)) continue;
        changes++;
        for (let m = -90; m <= 90; m++) instants.push([z, t + m * 60_000 + 7_000]);
      }
    });
    expect(changes).toBe(2 * (zones.length - 1)); // Kathmandu keeps one offset
    // And the calendar's corners, in UTC: leap days of 2000 and 2024, not 1900's nor 2100's, the first second of 1970.
    const corners = [
      "1970-01-01T00:00:00Z",
      "1969-12-31T23:59:59Z",
      "1900-03-01T12:00:00Z",
      "2000-02-29T23:59:59Z",
      "2024-02-29T00:00:00Z",
      "2100-03-01T00:00:01Z",
      "2399-12-31T23:59:59Z",
    ];
    for (const corner of corners) expect(sqlDateTime(new Date(corner))).toBe(corner.slice(0, 19).replace("T", " "));
    const wrong = instants.filter(([z, t]) => sqlDateTime(new Date(t), zones[z]) !== formats[z]!.format(t));
    expect(wrong.map(([z, t]) => `${new Date(t).toISOString()} ${zones[z]}`)).toEqual([]);
  });
});

describe("dates and times as owners send them", () => {
  const wall = (text: string) => readDateTime(text)!.wall;

  it("reads YYYY-MM-DD HH:MM with optional seconds, a datetime-local input's T, and ISO 8601 with Z or an offset", () => {
    expect(readDateTime("2025-04-30 10:00")).toEqual({ wall: { year: 2025, month: 4, day: 30, hour: 10, minute: 0, second: 0, millisecond: 0 } });
    expect(readDateTime("2025-04-30T10:00:05")?.wall.second).toBe(5);
    expect(readDateTime("2025-04-30T09:00:00.000000Z")).toMatchObject({ offsetMs: 0 });
    expect(readDateTime("2025-04-30T09:00:00.25+05:30")).toMatchObject({ wall: { millisecond: 250 }, offsetMs: 5.5 * 3_600_000 });
    expect(readDateTime("2025-04-30T09:00-03:00")?.offsetMs).toBe(-3 * 3_600_000);
  });

  it("refuses what no calendar has and every other form", () => {
    for (const text of ["2025-02-30 10:00", "2025-02-29 10:00", "2025-13-01 10:00", "2025-04-30 24:00", "2025-04-30 10:60", "0099-04-30 10:00"]) {
      expect(readDateTime(text), text).toBeUndefined();
    }
    for (const text of ["2025-04-30", "30/04/2025 10:00", "2025-04-30 10", "2025-04-30 10:00 ", "2025-04-30T10:00+2", "2025-04-30T10:00+25:00", "now"]) {
      expect(readDateTime(text), text).toBeUndefined();
    }
    expect(readDateTime("2024-02-29 10:00")).toBeDefined();
  });

  it("an offset in the text wins over the store's zone", () => {
    expect(instantOf(readDateTime("2025-04-30T10:00+02:00")!, "America/Denver").toISOString()).toBe("2025-04-30T08:00:00.000Z");
    expect(instantOf(readDateTime("2025-04-30 10:00")!, "America/Denver").toISOString()).toBe("2025-04-30T16:00:00.000Z");
  });

  // Morocco is at UTC+1 but goes back to UTC during Ramadan. The instants below are what zdump
  // (glibc over Debian's tzdata, not ICU) gives for 2025 and 2027: back on 23 February 2025 and
  // 7 February 2027 at 03:00, forward on 6 April 2025 and 14 March 2027 at 02:00.
  it("Casablanca: UTC+1, UTC during Ramadan, as the time-zone database says", () => {
    const utc = (text: string) => isoSeconds(zonedTimeToUtc(wall(text), "Africa/Casablanca"));
    expect(utc("2025-04-30 10:00")).toBe("2025-04-30T09:00:00Z");
    expect(utc("2025-03-10 10:00")).toBe("2025-03-10T10:00:00Z");
    expect(utc("2027-02-06 10:00")).toBe("2027-02-06T09:00:00Z");
    expect(utc("2027-02-20 10:00")).toBe("2027-02-20T10:00:00Z");
    expect(utc("2027-03-13 23:59")).toBe("2027-03-13T23:59:00Z");
    expect(utc("2027-03-20 10:00")).toBe("2027-03-20T09:00:00Z");
  });

  it("a time that happens twice is the first; one that never happens is moved on by the gap", () => {
    // 7 February 2027: 03:00 becomes 02:00, so 02:30 happens at 01:30 UTC (+01), then at 02:30 UTC (+00).
    expect(isoSeconds(zonedTimeToUtc(wall("2027-02-07 02:30"), "Africa/Casablanca"))).toBe("2027-02-07T01:30:00Z");
    // 14 March 2027: 02:00 becomes 03:00, so 02:30 does not exist; it is read as 03:30 (+01).
    expect(isoSeconds(zonedTimeToUtc(wall("2027-03-14 02:30"), "Africa/Casablanca"))).toBe("2027-03-14T02:30:00Z");
    // The same rules where summer time is ahead, not behind: Paris on 30 March and 26 October 2025.
    expect(isoSeconds(zonedTimeToUtc(wall("2025-03-30 02:30"), "Europe/Paris"))).toBe("2025-03-30T01:30:00Z");
    expect(isoSeconds(zonedTimeToUtc(wall("2025-10-26 02:30"), "Europe/Paris"))).toBe("2025-10-26T00:30:00Z");
  });

  it("keeps seconds and milliseconds, and zones behind UTC or at half hours", () => {
    expect(zonedTimeToUtc(wall("2025-07-01 23:59:58.5"), "America/Denver").toISOString()).toBe("2025-07-02T05:59:58.500Z");
    expect(isoSeconds(zonedTimeToUtc(wall("2025-07-01 10:00"), "Asia/Kolkata"))).toBe("2025-07-01T04:30:00Z");
    expect(isoSeconds(zonedTimeToUtc(wall("2025-07-01 10:00"), "UTC"))).toBe("2025-07-01T10:00:00Z");
  });
});

describe("a store's days", () => {
  it("begin at its midnight by Intl's rules: Casablanca is UTC+1 in November, UTC+0 in Ramadan, New York changes in March", () => {
    expect(dayStart("2026-11-23", "Africa/Casablanca").toISOString()).toBe("2026-11-22T23:00:00.000Z");
    expect(dayStart("2026-03-01", "Africa/Casablanca").toISOString()).toBe("2026-03-01T00:00:00.000Z");
    expect(dayStart("2026-03-08", "America/New_York").toISOString()).toBe("2026-03-08T05:00:00.000Z");
    expect(dayStart("2026-03-09", "America/New_York").toISOString()).toBe("2026-03-09T04:00:00.000Z");
  });

  it("are counted as calendars count them, and today is the store's", () => {
    expect(addDays("2026-02-28", 1)).toBe("2026-03-01");
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(todayIn("Africa/Casablanca", new Date("2026-11-22T23:30:00Z"))).toBe("2026-11-23");
    expect(todayIn("UTC", new Date("2026-11-22T23:30:00Z"))).toBe("2026-11-22");
    expect(storedTimestamp(new Date("2026-11-22T23:00:00Z"))).toBe("2026-11-22 23:00:00.000");
  });
});
