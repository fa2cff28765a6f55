// Pieces of the hand-written statements of the hot read paths (lib/catalog, lib/tenancy).

/** A JSON array of one object per row of `from` (`FROM ... WHERE ...`), in `order`; `[]` when none. */
export const jsonList = (fields: string, order: string, from: string) =>
  `coalesce((SELECT json_agg(json_build_object(${fields}) ORDER BY ${order}) ${from}), '[]')`;

/**
 * The WHERE clause of a prepared statement built from the filters a request gives: `first` (on
 * `$1`, the store) and each filter present, its values numbered after `values`, and a tag naming
 * which filters are present, so that each shape of the statement is prepared once per connection.
 */
export function statementFilter(first: string, values: unknown[]) {
  const parts = [first];
  let tags = "";
  const param = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  /** Adds `clause()` when `present` is given. */
  const when = (present: unknown, tag: string, clause: () => string) => {
    if (present === undefined) return;
    parts.push(clause());
    tags += `_${tag}`;
  };
  return { param, when, built: () => ({ where: parts.join(" AND "), values, tags }) };
}

/** `%text%` for ILIKE, with its own wildcards taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, "\\$&")}%`;

/**
 * `LIMIT $n OFFSET $m` for a named statement that PostgreSQL plans once per connection. Given as
 * plain parameters, the page's size and offset are seen by each custom plan and guessed by the
 * generic one, which then always looks dearer: PostgreSQL planned the statement again on every run,
 * 0.5 ms for a page of the owner's orders and 1.1 ms for one of the owner's products at a million
 * products, as long as running it. Read through sub-selects, no plan sees them, both cost the same,
 * and the generic plan is kept after the first five runs.
 */
export const pageWindow = (limit: string, offset: string) => `LIMIT (SELECT ${limit}::int) OFFSET (SELECT ${offset}::int)`;
