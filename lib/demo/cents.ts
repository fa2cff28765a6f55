// Money in the seed is computed in integer cents and written as "129.00" strings, which Prisma
// stores exactly in Decimal(12,2) columns: no float ever touches an amount.

export function toCents(amount: string): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(amount);
  if (!match) throw new Error(`not a money amount: ${amount}`);
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

export function fromCents(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new Error(`not a cent amount: ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
}

/** n / d rounded half up, for non-negative integers. */
export function roundDiv(n: number, d: number): number {
  return Math.floor((2 * n + d) / (2 * d));
}

/** `percent` of `cents`, where percent is a "20.00"-style string. */
export function percentOf(cents: number, percent: string): number {
  return roundDiv(cents * toCents(percent), 10_000);
}

/** Converts an amount with a conversion rate such as "0.092" (up to 8 decimals). */
export function convert(cents: number, rate: string): number {
  const match = /^(\d+)(?:\.(\d{1,8}))?$/.exec(rate);
  if (!match) throw new Error(`not a conversion rate: ${rate}`);
  const scaled = Number(match[1]) * 1e8 + Number((match[2] ?? "").padEnd(8, "0"));
  return roundDiv(cents * scaled, 1e8);
}
