import { z } from "zod";
import { recordId } from "@/lib/core/ids";
import { pdfAnswer } from "@/lib/api/answer";
import { storeRoute } from "@/lib/api/route";
import { creditNotePdf, noCreditNote } from "@/lib/documents/credit-note";

// Ours, beside the contract: the credit note of a refund of one of the customer's orders.
export const GET = storeRoute(
  {
    summary: "The credit note of a refund of one of the customer's orders as an A4 PDF (`application/pdf`); 404 for another customer's refund",
    auth: "customer",
    params: z.object({ refund_id: recordId }),
    refusals: [noCreditNote],
  },
  async ({ store, customer, params }) => {
    const { code, pdf } = await creditNotePdf(store, { refundId: params.refund_id, customerId: customer.id });
    return pdfAnswer(pdf, `${code}.pdf`);
  },
);
