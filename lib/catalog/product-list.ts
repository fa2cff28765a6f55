import { z } from "zod";
import { notFound } from "../api/errors";
import { envelopeA, envelopeB, envelopeBFields, skipTake, type Page } from "../api/pagination";
import { db } from "../db/client";
import type { Prisma } from "../db/generated/client";
import { defineMessages } from "../i18n/messages";
import { publicUrl } from "../media/storage";
import { inCurrency, type DisplayCurrency } from "../money/currency";
import { amountNumber, amountString } from "../money/money";

// Product lists of the customer API: /fetch-all-products (shape B, price as a two-decimal string,
// devise the currency code, categories) and /fetch-all-products-category (shape A, price as a
// number, devise the currency symbol). `price` is the base price; the product's own discount
// travels beside it (`discount_type` 1 fixed amount, 2 percent, 0 none), as in product details.

const messages = defineMessages({
  en: { category: "Category not found." },
  fr: { category: "Catégorie introuvable." },
  ar: { category: "الفئة غير موجودة." },
});

const listSelect = {
  id: true,
  name: true,
  slug: true,
  discountType: true,
  discountAmount: true,
  thumbnail: { select: { path: true } },
  brand: { select: { name: true, logo: true } },
  prices: { where: { variantKey: "" }, select: { unitPrice: true }, take: 1 },
  categories: { select: { category: { select: { id: true, name: true } } } },
} satisfies Prisma.ProductSelect;

type ListedProduct = Prisma.ProductGetPayload<{ select: typeof listSelect }>;

const published = (storeId: number): Prisma.ProductWhereInput => ({ storeId, status: 1 });

async function findPage(where: Prisma.ProductWhereInput, page: Page) {
  const [products, total] = await Promise.all([
    db().product.findMany({ where, select: listSelect, relationLoadStrategy: "join", orderBy: [{ createdAt: "desc" }, { id: "desc" }], ...skipTake(page) }),
    db().product.count({ where }),
  ]);
  return { products, total };
}

/** A fixed discount is money (converted); a percentage is not. */
function discountIn(product: ListedProduct, currency: DisplayCurrency) {
  if (!product.discountType || product.discountAmount === null) return null;
  return product.discountType === 1 ? inCurrency(product.discountAmount, currency) : product.discountAmount;
}

function commonFields(product: ListedProduct, origin: string) {
  return {
    id: product.id,
    name: product.name,
    image: publicUrl(origin, product.thumbnail?.path) ?? "",
    url: `${origin}/product/${product.slug}`,
    discount_type: product.discountType ?? 0,
    brand_name: product.brand?.name ?? null,
    brand_logo: publicUrl(origin, product.brand?.logo),
  };
}

const basePrice = (product: ListedProduct, currency: DisplayCurrency) => inCurrency(product.prices[0]?.unitPrice ?? 0, currency);

const listItemBase = {
  id: z.number().int(),
  name: z.string(),
  image: z.string(),
  url: z.string(),
  discount_type: z.number().int(),
  brand_name: z.string().nullable(),
  brand_logo: z.string().nullable(),
};

export const allProductsItem = z.strictObject({
  ...listItemBase,
  slug: z.string(),
  price: z.string().regex(/^\d+\.\d{2}$/),
  devise: z.string(),
  discount_amount: z.number().nullable(),
  categories: z.array(z.strictObject({ id: z.number().int(), name: z.string() })),
});

export const categoryProductsItem = z.strictObject({
  ...listItemBase,
  price: z.number(),
  devise: z.string(),
  discount_amount: z.number(),
});

export const allProductsResponse = z.strictObject({
  success: z.literal(true),
  products: z.array(allProductsItem),
  ...envelopeBFields,
});

export const categoryProductsResponse = z.strictObject({
  success: z.literal(true),
  products: z.array(categoryProductsItem),
  current_page: z.number().int(),
  last_page: z.number().int(),
  category_selected_name: z.string(),
});

export async function listAllProducts(opts: { storeId: number; page: Page; currency: DisplayCurrency; origin: string }) {
  const { products, total } = await findPage(published(opts.storeId), opts.page);
  return {
    success: true as const,
    products: products.map((product): z.infer<typeof allProductsItem> => {
      const discount = discountIn(product, opts.currency);
      return {
        ...commonFields(product, opts.origin),
        slug: product.slug,
        price: amountString(basePrice(product, opts.currency)),
        devise: opts.currency.code,
        discount_amount: discount === null ? null : amountNumber(discount),
        categories: product.categories.map(({ category }) => ({ id: category.id, name: category.name })),
      };
    }),
    ...envelopeB(opts.page, total),
  };
}

export async function listCategoryProducts(opts: {
  store: { id: number; language: string };
  slug: string;
  page: Page;
  currency: DisplayCurrency;
  origin: string;
}) {
  const category = await db().category.findUnique({
    where: { storeId_slug: { storeId: opts.store.id, slug: opts.slug } },
    select: { id: true, name: true, isActive: true },
  });
  if (!category?.isActive) throw notFound(messages(opts.store.language, "category"));
  const { products, total } = await findPage({ ...published(opts.store.id), categories: { some: { categoryId: category.id } } }, opts.page);
  return {
    success: true as const,
    products: products.map((product): z.infer<typeof categoryProductsItem> => {
      const discount = discountIn(product, opts.currency);
      return {
        ...commonFields(product, opts.origin),
        price: amountNumber(basePrice(product, opts.currency)),
        devise: opts.currency.symbol,
        discount_amount: discount === null ? 0 : amountNumber(discount),
      };
    }),
    ...envelopeA(opts.page, total),
    category_selected_name: category.name,
  };
}
