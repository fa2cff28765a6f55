import { adminRoute } from "@/lib/api/route";
import { adminProduct, adminProductNotFound } from "@/lib/catalog/admin-reads";
import { adminProductParams, adminProductResponse } from "@/lib/catalog/schemas";

export const GET = adminRoute(
  {
    permission: "catalog",
    summary: "A product of the store by its permalink, drafts included: the bare list item with its description",
    params: adminProductParams,
    response: adminProductResponse,
    refusals: [adminProductNotFound],
  },
  ({ store, params, origin }) => adminProduct(store, { slug: params.slug, platformOrigin: origin }),
);
