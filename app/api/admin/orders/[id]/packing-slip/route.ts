import { idParams } from "@/lib/core/ids";
import { pdfAnswer } from "@/lib/api/answer";
import { adminRoute } from "@/lib/api/route";
import { packingSlipsPdf } from "@/lib/documents/packing-slip";
import { orderNotFound } from "@/lib/orders/refusals";
import { ownedOrder } from "../../owned";

export const GET = adminRoute(
  {
    permission: "orders",
    summary: "The order's packing slip as an A4 PDF (`application/pdf`): its lines with variants, options and texts, the address and the note, no prices",
    params: idParams,
    owned: ownedOrder,
    refusals: [orderNotFound],
  },
  async ({ store, params }) => pdfAnswer(await packingSlipsPdf(store, { orderIds: [params.id] }), `packing-slip-${params.id}.pdf`),
);
