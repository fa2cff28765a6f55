import { z } from "zod";
import { recordId, wholeNumber } from "../core/ids";
import { dayRange, fromNotAfterTo, fromNotAfterToIssue } from "../orders/schemas";

// GET /exports/orders.csv (ours): the order list's filters, so that "Export" gives the rows the
// owner is looking at; `status` is the delivery status, as the issue asked it be named. A filter sent
// empty (`?from=&to=`, as a form sends it) is no filter.

const blankAsAbsent = (value: unknown) => (value === "" ? undefined : value);

export const ordersExportQuery = z
  .object({
    from: z.preprocess(blankAsAbsent, dayRange.shape.from),
    to: z.preprocess(blankAsAbsent, dayRange.shape.to),
    status: z.preprocess(blankAsAbsent, wholeNumber(1, 5).optional()),
    delivery_status: z.preprocess(blankAsAbsent, wholeNumber(1, 5).optional()),
    payment_status: z.preprocess(blankAsAbsent, wholeNumber(1, 4).optional()),
    customer_id: z.preprocess(blankAsAbsent, recordId.optional()),
    search: z.preprocess(blankAsAbsent, z.string().trim().min(1).max(100).optional()),
  })
  .refine(fromNotAfterTo, fromNotAfterToIssue);
export type OrdersExportQuery = z.infer<typeof ordersExportQuery>;
