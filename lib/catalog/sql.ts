import { jsonList } from "../db/sql";

/**
 * The categories of the product aliased `product`, as `[{id, name}]` by id: lists and details show them alike.
 * Shoppers get only those the store shows: a hidden category's page is a 404, so an app must not be
 * sent there. The owner gets them all, as their administration shows them.
 */
export const productCategoriesJson = (product: string, hidden: "without hidden" | "with hidden" = "without hidden") =>
  jsonList(
    "'id', c.id, 'name', c.name",
    "c.id",
    `FROM product_categories pc JOIN categories c ON c.id = pc.category_id WHERE pc.product_id = ${product}.id` +
      (hidden === "without hidden" ? " AND c.is_active" : ""),
  );
