// Demo dates are relative to the moment of seeding, so that the data always looks recent.

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

export const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);
