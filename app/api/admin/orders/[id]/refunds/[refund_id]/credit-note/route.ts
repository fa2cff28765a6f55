import { z } from "zod";
import { recordId } from "@/lib/core/ids";
import { pdfAnswer } from "@/lib/api/answer";
import { adminRoute } from "@/lib/api/route";
import { creditNotePdf, noCreditNote } from "@/lib/documents/credit-note";
import { orderNotFound } from "@/lib/orders/refusals";
import { ownedOrder } from "../../../../owned";

export const GET = adminRoute(
  {
    permission: "orders",
    summary: "The credit note of the order's refund as an A4 PDF in the store's language (`application/pdf`); 404 while the refund is not completed",
    params: z.object({ id: recordId, refund_id: recordId }),
    owned: ownedOrder,
    refusals: [orderNotFound, noCreditNote],
  },
  async ({ store, params }) => {
    const { code, pdf } = await creditNotePdf(store, { orderId: params.id, refundId: params.refund_id });
    return pdfAnswer(pdf, `${code}.pdf`);
  },
);
