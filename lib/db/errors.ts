// Prisma's errors, recognised by their code rather than their class: the production server runs
// two copies of the generated client (lib/db/client.ts), whose classes are not each other's.

const codeOf = (error: unknown): unknown => (error instanceof Error && "code" in error ? error.code : undefined);

/** An update or delete found no row under its `where`: in a store-scoped `{id, storeId}`, a record of another store. */
export const isRecordNotFound = (error: unknown) => codeOf(error) === "P2025";

/** A unique index refused the write. */
export const isUniqueViolation = (error: unknown) => codeOf(error) === "P2002";

/** A foreign key refused the write: the row it points to is gone. */
export const isForeignKeyViolation = (error: unknown) => codeOf(error) === "P2003";

/** `write`, a unique index's refusal of it thrown as `refused()`: of two writes of one value at once, the second gets the answer a check would give. */
export async function refusingDuplicates<T>(write: () => Promise<T>, refused: () => Error): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw refused();
    throw error;
  }
}
