import { recordRoutes } from "@/lib/api/records";
import { productCategoriesQuery, productCategoryInput, productCategoryPatch, productCategoryRecord } from "@/lib/catalog/management-schemas";
import {
  createProductCategory,
  deleteProductCategory,
  listProductCategories,
  productCategory,
  productCategoryInUse,
  productCategoryNotFound,
  updateProductCategory,
} from "@/lib/catalog/product-categories";

export const productCategoryRoutes = recordRoutes({
  permission: "catalog",
  record: productCategoryRecord,
  notFound: productCategoryNotFound,
  list: {
    summary: "The store's product categories in their order, hidden ones too (shape D)",
    query: productCategoriesQuery,
    path: "/api/product-categories",
    run: listProductCategories,
  },
  create: { summary: "A new product category, last in the order", body: productCategoryInput, run: createProductCategory },
  find: { summary: "A product category of the store", run: productCategory },
  update: { summary: "Changes the fields sent, and only those", body: productCategoryPatch, run: updateProductCategory },
  remove: {
    summary: "Deletes the category: its products leave it, its subcategories move to the top",
    refusals: [productCategoryInUse],
    run: deleteProductCategory,
  },
});
