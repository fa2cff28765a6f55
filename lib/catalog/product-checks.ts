import type { Tx } from "../db/client";
import type { Store } from "../db/generated/client";
import type { ProductRow } from "./admin-serialize";
import { pictureIssues } from "./gallery";
import { refuseIssues, type Issue } from "./issues";
import { productMessages } from "./messages";
import { productRuleIssues } from "./product-rules";
import type { ProductInput } from "./product-schemas";

// What a product's write must not break beyond its schema: the rules between its fields, and the
// records it names (the store's, or the product's own).

/**
 * Refuses (422, every field named) a product that breaks a rule between its fields, names a record
 * the store does not have (brand, supplier, categories, pictures), or a color, option group or option the
 * product does not have.
 */
export async function checkProduct(tx: Tx, store: Store, input: { product: ProductInput; stockSent: boolean; current?: ProductRow }) {
  const { product } = input;
  const issues: Issue[] = [...productRuleIssues(product, input.stockSent), ...childIssues(product, input.current)];
  const add = (path: Issue["path"], message: Issue["message"]) => issues.push({ path, message });

  if (product.brand_id !== null && !(await tx.brand.findFirst({ where: { id: product.brand_id, storeId: store.id }, select: { id: true } }))) {
    add(["brand_id"], (language) => productMessages(language, "notBrand"));
  }
  // Its row shared-locked to the commit, as the foreign key would: a delete of the supplier either
  // waits and then sees this product (409), or went first and this finds nothing (422).
  if (
    product.supplier_id !== null &&
    !(await tx.$queryRaw<unknown[]>`SELECT 1 FROM suppliers WHERE id = ${product.supplier_id} AND store_id = ${store.id} FOR KEY SHARE`).length
  ) {
    add(["supplier_id"], (language) => productMessages(language, "notSupplier"));
  }
  if (product.category_ids.length) {
    const found = new Set(
      (await tx.category.findMany({ where: { storeId: store.id, id: { in: product.category_ids } }, select: { id: true } })).map((c) => c.id),
    );
    const unknown = product.category_ids.filter((id) => !found.has(id));
    if (unknown.length) add(["category_ids"], (language) => productMessages(language, "notCategories", { ids: unknown.join(", ") }));
  }
  issues.push(
    ...(await pictureIssues(tx, store, [
      // A thumbnail of the gallery sent is checked there (the first one is the thumbnail unless told).
      ...(product.thumbnail_id == null || product.image_ids.includes(product.thumbnail_id) ? [] : [{ path: ["thumbnail_id"], id: product.thumbnail_id }]),
      ...product.image_ids.map((id, i) => ({ path: ["image_ids", i], id })),
      ...product.colors.flatMap((c, i) => (c.image_id === null ? [] : [{ path: ["colors", i, "image_id"], id: c.image_id }])),
    ])),
  );
  refuseIssues(issues, store.language);
}

/** Colors, option groups and options sent with an id must be the product's own (its group's, for an option). */
function childIssues(product: ProductInput, current: ProductRow | undefined): Issue[] {
  const issues: Issue[] = [];
  const colors = new Set(current?.colors.map((c) => c.id));
  product.colors.forEach((color, i) => {
    if (color.id !== undefined && !colors.has(color.id))
      issues.push({ path: ["colors", i, "id"], message: (language) => productMessages(language, "notColor") });
  });
  const groups = new Map(current?.optionGroups.map((g) => [g.id, new Set(g.options.map((o) => o.id))]));
  product.option_groups.forEach((group, i) => {
    const options = group.id === undefined ? new Set<number>() : groups.get(group.id);
    if (!options) return issues.push({ path: ["option_groups", i, "id"], message: (language) => productMessages(language, "notGroup") });
    group.options.forEach((option, j) => {
      if (option.id !== undefined && !options.has(option.id)) {
        issues.push({ path: ["option_groups", i, "options", j, "id"], message: (language) => productMessages(language, "notOption") });
      }
    });
  });
  return issues;
}
