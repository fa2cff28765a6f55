import { pdfAnswer } from "@/lib/api/answer";
import { storeRoute } from "@/lib/api/route";
import { invoicePdf } from "@/lib/documents/invoice";
import { noInvoice } from "@/lib/documents/issue-invoice";
import { orderNotFound } from "@/lib/orders/refusals";
import { orderDetailsParams } from "@/lib/orders/schemas";

// Ours, beside the contract: the invoice of one of the customer's orders.
export const GET = storeRoute(
  {
    summary: "The invoice of one of the customer's orders as an A4 PDF (`application/pdf`); 404 for another customer's order or one not invoiced yet",
    auth: "customer",
    params: orderDetailsParams,
    refusals: [orderNotFound, noInvoice],
  },
  async ({ store, customer, params }) => {
    const { code, pdf } = await invoicePdf(store, { orderId: params.order_id, customerId: customer.id });
    return pdfAnswer(pdf, `${code}.pdf`);
  },
);
