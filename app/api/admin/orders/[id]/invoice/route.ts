import { idParams } from "@/lib/core/ids";
import { pdfAnswer } from "@/lib/api/answer";
import { success } from "@/lib/api/envelopes";
import { adminRoute } from "@/lib/api/route";
import { invoicePdf } from "@/lib/documents/invoice";
import { invoiceRefused, issueInvoice, noInvoice } from "@/lib/documents/issue-invoice";
import { managedOrderDetails } from "@/lib/orders/manage-orders";
import { orderNotFound } from "@/lib/orders/refusals";
import { managedOrderResponse } from "@/lib/orders/schemas";
import { ownedOrder } from "../../owned";

export const GET = adminRoute(
  {
    permission: "orders",
    summary: "The order's invoice as an A4 PDF in the store's language (`application/pdf`); 404 while it has none",
    params: idParams,
    owned: ownedOrder,
    refusals: [orderNotFound, noInvoice],
  },
  async ({ store, params }) => {
    const { code, pdf } = await invoicePdf(store, { orderId: params.id });
    return pdfAnswer(pdf, `${code}.pdf`);
  },
);

export const POST = adminRoute(
  {
    permission: "orders",
    summary: "Issue the order's invoice now (Cash On Delivery before delivery): it takes the store's next number; an invoiced order keeps its own",
    params: idParams,
    owned: ownedOrder,
    response: managedOrderResponse,
    refusals: [orderNotFound, invoiceRefused],
  },
  async ({ store, params, origin }) => {
    await issueInvoice(store, { orderId: params.id });
    return success(await managedOrderDetails(store, { orderId: params.id, origin }));
  },
);
