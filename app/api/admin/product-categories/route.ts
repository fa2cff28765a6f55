import { pageOf } from "@/lib/core/paging";
import { adminRoute } from "@/lib/api/route";
import { createProductCategory, listProductCategories } from "@/lib/catalog/product-categories";
import { productCategoriesQuery, productCategoriesResponse, productCategoryInput, productCategoryResponse } from "@/lib/catalog/management-schemas";

export const GET = adminRoute(
  { summary: "The store's product categories in their order, hidden ones too (shape D)", query: productCategoriesQuery, response: productCategoriesResponse },
  ({ store, query, origin }) => listProductCategories(store, { page: pageOf(query), platformOrigin: origin }),
);

export const POST = adminRoute(
  { summary: "A new product category, last in the order", status: 201, body: productCategoryInput, response: productCategoryResponse },
  ({ store, body, origin }) => createProductCategory(store, { category: body, platformOrigin: origin }),
);
