// The seed data refers to rows by natural keys (slugs, codes, names); a typo must fail loudly.

export function must<K, V>(map: ReadonlyMap<K, V>, key: K, what: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`seed data: unknown ${what} ${String(key)}`);
  return value;
}
