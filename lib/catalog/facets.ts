import type { Store } from "../db/generated/client";
import type { DisplayCurrency } from "../money/currency";
import { facetsOf } from "./finding";
import type { Finding } from "./finding-schemas";
import { activeCategory } from "./product-list";

import type { Language } from "../i18n/messages";

/** Ours: the facets of a category's list (`slug`), of a search (`query`), or of every product. */
export async function productFacets(store: Store, input: { slug?: string; query?: string; finding: Finding; currency: DisplayCurrency; language?: Language }) {
  const categoryId = input.slug === undefined ? undefined : (await activeCategory(store, input.slug)).id;
  return facetsOf(store, { categoryId, query: input.query }, input.finding, input.currency, input.language);
}
