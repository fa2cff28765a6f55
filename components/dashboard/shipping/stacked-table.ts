// A RecordTable whose rows stack as cards on phones, where its five columns would not fit: the header
// row is left to screen readers and each row's cells flow one after another.
export const stacked = {
  table: "max-sm:block",
  head: "max-sm:sr-only",
  body: "max-sm:block",
  row: "max-sm:flex max-sm:flex-wrap max-sm:items-center max-sm:gap-x-3 max-sm:gap-y-1 max-sm:py-3",
  /** The row's name, on a line of its own. */
  first: "max-sm:w-full max-sm:p-0",
  cell: "max-sm:p-0",
  /** The row's action, at the end of its last line. */
  last: "max-sm:ms-auto max-sm:p-0",
};
