// The administration API names a record's fields in snake_case, the database's columns are
// camelCase in Prisma: most fields are a column under the other spelling, mapped here once
// instead of field by field in every record.

/** `min_subtotal` as a column is `minSubtotal`. */
type Column<F extends string> = F extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<Column<Tail>>}` : F;
/** `openingHours` as a field of an answer is `opening_hours`. */
type Field<C extends string> = C extends `${infer Head}${infer Tail}` ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${Field<Tail>}` : C;

const column = (field: string) => field.replace(/_(\w)/g, (_, letter: string) => letter.toUpperCase());
const field = (column: string) => column.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/**
 * The columns of the fields named, valued as the input gives them: a field a patch does not send
 * stays undefined, which Prisma leaves as it is.
 */
export function columnsOf<T extends object, F extends keyof T & string>(input: T, fields: readonly F[]) {
  return Object.fromEntries(fields.map((name) => [column(name), input[name]])) as { [K in F as Column<K>]: T[K] };
}

/** The answer's fields of the columns named, valued as the row has them. */
export function fieldsOf<T extends object, C extends keyof T & string>(row: T, columns: readonly C[]) {
  return Object.fromEntries(columns.map((name) => [field(name), row[name]])) as { [K in C as Field<K>]: T[K] };
}
