import { jsonList } from "../db/sql";
import type { Language } from "../i18n/messages";
import { translated } from "./translations";

/**
 * The categories of the product aliased `product`, as `[{id, name, translations}]` by id: lists and details show them alike
 * (`categoriesShown` drops the translations once read).
 * Shoppers get only those the store shows: a hidden category's page is a 404, so an app must not be
 * sent there. The owner gets them all, as their administration shows them.
 */
export const productCategoriesJson = (product: string, hidden: "without hidden" | "with hidden" = "without hidden") =>
  jsonList(
    "'id', c.id, 'name', c.name, 'translations', c.translations",
    "c.id",
    `FROM product_categories pc JOIN categories c ON c.id = pc.category_id WHERE pc.product_id = ${product}.id` +
      (hidden === "without hidden" ? " AND c.is_active" : ""),
  );

/** A product's categories as an answer shows them: `{id, name}`, named in `language` when asked. */
export const categoriesShown = (categories: { id: number; name: string; translations?: unknown }[], language?: Language) =>
  categories.map((c) => {
    const { id, name } = language ? translated(c, language, ["name"]) : c;
    return { id, name };
  });
