import { pdfAnswer } from "@/lib/api/answer";
import { adminRoute } from "@/lib/api/route";
import { packingSlipsInput } from "@/lib/documents/schemas";
import { packingSlipsPdf } from "@/lib/documents/packing-slip";
import { orderNotFound } from "@/lib/orders/refusals";

export const POST = adminRoute(
  {
    permission: "orders",
    summary: "The packing slips of the orders `ids` names, one page each, as one PDF (`application/pdf`); 404 if one is not the store's",
    body: packingSlipsInput,
    refusals: [orderNotFound],
  },
  async ({ store, body }) => pdfAnswer(await packingSlipsPdf(store, { orderIds: body.ids }), "packing-slips.pdf"),
);
