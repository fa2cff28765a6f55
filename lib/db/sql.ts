// Pieces of the hand-written statements of the hot read paths (lib/catalog, lib/tenancy).

/** A JSON array of one object per row of `from` (`FROM ... WHERE ...`), in `order`; `[]` when none. */
export const jsonList = (fields: string, order: string, from: string) =>
  `coalesce((SELECT json_agg(json_build_object(${fields}) ORDER BY ${order}) ${from}), '[]')`;
