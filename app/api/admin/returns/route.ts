import { envelopeD, success } from "@/lib/api/envelopes";
import { adminRoute } from "@/lib/api/route";
import { managementListSchema } from "@/lib/core/envelopes";
import { pageOf } from "@/lib/core/paging";
import { listReturns } from "@/lib/returns/returns";
import { returnRecord, returnsQuery } from "@/lib/returns/schemas";

export const GET = adminRoute(
  {
    permission: "orders",
    summary: "The returns shoppers asked for, newest first (shape D); `status` keeps those in one state (requested: those waiting for the store)",
    query: returnsQuery,
    response: managementListSchema(returnRecord),
  },
  async ({ store, query, origin }) => {
    const page = pageOf(query);
    const { rows, total } = await listReturns(store, { page, status: query.status, origin });
    return { ...success(rows), ...envelopeD(page, total, `${origin}/api/returns`, { status: query.status, per_page: query.per_page }) };
  },
);
