import type { z } from "zod";
import { refusal } from "../core/errors";
import { skipTake, type Listed, type Page } from "../core/paging";
import { db, pool } from "../db/client";
import { pageWindow } from "../db/sql";
import type { Store } from "../db/generated/client";
import { imageOrPlaceholder } from "../media/placeholder";
import { publicUrl } from "../media/storage";
import { inCurrency, type DisplayCurrency } from "../money/currency";
import { amountNumber, amountString } from "../money/money";
import { catalogMessages } from "./messages";
import { DISCOUNT_TYPE } from "./pricing";
import type { allProductsItem, categoryProductsItem } from "./schemas";
import { categoriesShown, productCategoriesJson } from "./sql";
import { translated } from "./translations";
import type { Language } from "../i18n/messages";
import { narrowedCount, narrowedPageSql, type Scope } from "./finding";
import { isPlain, PLAIN, type Finding } from "./finding-schemas";

// Product lists of the customer API (their routes wrap them in their envelopes): /fetch-all-products (shape B, price as a two-decimal string,
// devise the currency code, categories) and /fetch-all-products-category (shape A, price as a
// number, devise the currency symbol). `price` is the base price; the product's own discount
// travels beside it (`discount_type` 1 fixed amount, 2 percent, 0 none), as in product details.

export const categoryNotFound = refusal("not_found", "No active category of the store has this slug: `Category not found.`");

/** What a list shows of a product; the administration API's lists read the same columns. */
export type ListedProduct = {
  id: number;
  name: string;
  slug: string;
  discountType: number | null;
  discountAmount: string | null;
  thumbnailPath: string | null;
  brandName: string | null;
  brandLogo: string | null;
  unitPrice: string | null;
  categories: { id: number; name: string; translations?: unknown }[];
  translations?: unknown;
};
/** A row of a page: the product, and the count of every product the list holds. */
type PageRow = ListedProduct & { total: number };

// A page of published products, newest first, with their image, brand, base price and categories,
// and the count of them all, in one statement prepared once per connection. Prisma loaded this in
// eight round trips, then in one statement of lateral JSON joins that it planned anew each time;
// written by hand it costs the app a third of that (docs/benchmarks.md). The page's ids come first,
// from the listing index alone; only the page's rows are then read. Amounts come as text, for exact
// decimals.
// $1 the store, $2 the category when there is one; then the page's limit and offset.
const listed = (alias: string, inCategory: boolean) =>
  `${alias}.store_id = $1 AND ${alias}.status = 1` +
  (inCategory ? ` AND EXISTS (SELECT 1 FROM product_categories pc WHERE pc.product_id = ${alias}.id AND pc.category_id = $2)` : "");

/**
 * The listed columns of the products whose ids `ids` (a subquery, columns `id` and `total`) holds,
 * in `order` (of `page` and `p`), with `more` of its columns: the contract's lists and the narrowed ones (./finding.ts) alike.
 */
export const listedRowsSql = (ids: string, order: string, more = "") => `
    SELECT p.id, p.name, p.translations, p.slug, p.discount_type AS "discountType", p.discount_amount::text AS "discountAmount",
           u.path AS "thumbnailPath", b.name AS "brandName", b.logo AS "brandLogo", pr.unit_price::text AS "unitPrice",
           ${productCategoriesJson("p")} AS categories, page.total${more}
    FROM (${ids}) page
    JOIN products p ON p.id = page.id
    LEFT JOIN uploads u ON u.id = p.thumbnail_upload_id
    LEFT JOIN brands b ON b.id = p.brand_id
    LEFT JOIN product_prices pr ON pr.product_id = p.id AND pr.variant_key = ''
    ORDER BY ${order}`;

const pageSql = (inCategory: boolean) => {
  const limit = inCategory ? "$3" : "$2";
  const offset = inCategory ? "$4" : "$3";
  return listedRowsSql(
    `SELECT p.id, (SELECT count(*)::int FROM products n WHERE ${listed("n", inCategory)}) AS total
     FROM products p WHERE ${listed("p", inCategory)} ORDER BY p.created_at DESC, p.id DESC ${pageWindow(limit, offset)}`,
    "p.created_at DESC, p.id DESC",
  );
};
const countSql = (inCategory: boolean) => `SELECT count(*)::int AS total FROM products n WHERE ${listed("n", inCategory)}`;

const STATEMENTS = {
  all: { page: { name: "catalog_page", text: pageSql(false) }, count: { name: "catalog_count", text: countSql(false) } },
  category: { page: { name: "catalog_category_page", text: pageSql(true) }, count: { name: "catalog_category_count", text: countSql(true) } },
};

/** A page of the scope's products: the contract's statement, or a narrowed one when the shopper asked for ours. */
export async function findPage(
  store: Store,
  { page, categoryId, query, finding = PLAIN, currency }: { page: Page; finding?: Finding; currency: DisplayCurrency } & Scope,
): Promise<Listed<PageRow & { score?: number }>> {
  if (!isPlain(finding) || query !== undefined) {
    const scope = { categoryId, query };
    const narrowed = narrowedPageSql(store, scope, finding, currency, skipTake(page));
    const { rows } = await pool().query<PageRow & { score: number }>(listedRowsSql(narrowed.ids, narrowed.order, ", page.score"), narrowed.values);
    return { rows, total: rows[0]?.total ?? (await narrowedCount(store, scope, finding, currency)) };
  }
  return plainPage(store, { page, categoryId });
}

async function plainPage(store: Store, { page, categoryId }: { page: Page; categoryId?: number }): Promise<Listed<PageRow & { score?: number }>> {
  const { skip, take } = skipTake(page);
  const statements = categoryId === undefined ? STATEMENTS.all : STATEMENTS.category;
  const filter = categoryId === undefined ? [store.id] : [store.id, categoryId];
  const { rows } = await pool().query<PageRow>({ ...statements.page, values: [...filter, take, skip] });
  // Past the last page there is no row to carry the count.
  const total = rows[0]?.total ?? (await pool().query<{ total: number }>({ ...statements.count, values: filter })).rows[0]!.total;
  return { rows, total };
}

/** The store's shown category of this slug; a hidden or unknown one is a 404. */
export async function activeCategory(store: Store, slug: string) {
  const category = await db().category.findUnique({
    where: { storeId_slug: { storeId: store.id, slug } },
    select: { id: true, name: true, translations: true, isActive: true },
  });
  if (!category?.isActive) throw categoryNotFound.error(catalogMessages(store.language, "category"));
  return category;
}

/** A fixed discount is money (converted); a percentage is not. */
function discountIn(product: ListedProduct, currency: DisplayCurrency) {
  if (!product.discountType || product.discountAmount === null) return null;
  return product.discountType === DISCOUNT_TYPE.FIXED ? inCurrency(product.discountAmount, currency) : product.discountAmount;
}

function commonFields(product: ListedProduct, origin: string) {
  return {
    id: product.id,
    name: product.name,
    image: imageOrPlaceholder(origin, product.thumbnailPath),
    url: `${origin}/product/${product.slug}`,
    discount_type: product.discountType ?? 0,
    brand_name: product.brandName,
    brand_logo: publicUrl(origin, product.brandLogo),
  };
}

const basePrice = (product: ListedProduct, currency: DisplayCurrency) => inCurrency(product.unitPrice ?? 0, currency);

/** A product as `/fetch-all-products` lists it; the administration API's list shows the same, with more. */
export function allProductsItemOf(product: ListedProduct, currency: DisplayCurrency, origin: string): z.infer<typeof allProductsItem> {
  const discount = discountIn(product, currency);
  return {
    ...commonFields(product, origin),
    slug: product.slug,
    price: amountString(basePrice(product, currency)),
    devise: currency.code,
    discount_amount: discount === null ? null : amountNumber(discount),
    categories: categoriesShown(product.categories),
  };
}

/** A listed product as a shopper reads it in `language` (lib/catalog/translations.ts): its name and its categories'. */
export function listedIn<T extends ListedProduct>(product: T, language: Language | undefined): T {
  if (!language) return product;
  return { ...translated(product, language, ["name"]), categories: categoriesShown(product.categories, language) };
}

/** `language`: the catalogue's texts in that language where the owner wrote them (the store's own without). */
type ListInput = { page: Page; currency: DisplayCurrency; origin: string; finding?: Finding; language?: Language };

export async function listAllProducts(store: Store, input: ListInput): Promise<Listed<z.infer<typeof allProductsItem>>> {
  const { rows, total } = await findPage(store, input);
  return { rows: rows.map((product) => allProductsItemOf(listedIn(product, input.language), input.currency, input.origin)), total };
}

/** The category's page of products, and its name. */
export async function listCategoryProducts(
  store: Store,
  input: ListInput & { slug: string },
): Promise<Listed<z.infer<typeof categoryProductsItem>> & { categoryName: string }> {
  const category = await activeCategory(store, input.slug);
  const { rows, total } = await findPage(store, { ...input, categoryId: category.id });
  return {
    rows: rows.map((listed) => {
      const product = listedIn(listed, input.language);
      const discount = discountIn(product, input.currency);
      return {
        ...commonFields(product, input.origin),
        price: amountNumber(basePrice(product, input.currency)),
        devise: input.currency.symbol,
        discount_amount: discount === null ? 0 : amountNumber(discount),
      };
    }),
    total,
    categoryName: (input.language ? translated(category, input.language, ["name"]) : category).name,
  };
}
