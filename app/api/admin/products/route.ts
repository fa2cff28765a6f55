import { envelopeD, success } from "@/lib/api/envelopes";
import { pageOf } from "@/lib/core/paging";
import { adminRoute } from "@/lib/api/route";
import { createProduct, listProducts, PRODUCT_BODY_BYTES } from "@/lib/catalog/manage-products";
import { productInput, productResponse, productsQuery, productsResponse } from "@/lib/catalog/product-schemas";

export const GET = adminRoute(
  {
    permission: "catalog",
    summary: "The store's products, drafts included, newest first, filtered (shape D)",
    query: productsQuery,
    response: productsResponse,
  },
  async ({ store, query, origin }) => {
    const page = pageOf(query);
    const { rows, total } = await listProducts(store, { page, filter: query, platformOrigin: origin });
    return { success: true, data: rows, ...envelopeD(page, total, `${origin}/api/products`) };
  },
);

export const POST = adminRoute(
  {
    permission: "catalog",
    summary: "A new product: a name and a price make a draft",
    status: 201,
    body: productInput,
    maxBodyBytes: PRODUCT_BODY_BYTES,
    response: productResponse,
  },
  async ({ store, body, origin }) => success(await createProduct(store, { product: body, platformOrigin: origin })),
);
