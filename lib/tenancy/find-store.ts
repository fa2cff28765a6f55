import { batchedRead } from "../db/batch";
import { pool } from "../db/client";
import { jsonList } from "../db/sql";
import type { Currency, Store } from "../db/generated/client";
import { Decimal } from "../money/money";
import type { HostTarget } from "./resolve-host";

export type { Store };
/** A store with the currencies it offers: what every customer API request starts from. */
export type StoreWithCurrencies = Store & { currencies: Currency[] };

type CurrencyJson = Omit<Currency, "conversionRate" | "createdAt" | "updatedAt"> & { conversionRate: string; createdAt: string; updatedAt: string };
/** The versions come as text, for an exact BigInt. */
type Versions = "catalogVersion" | "stockVersion" | "ordersVersion";
export type StoreColumns = Omit<Store, Versions> & Record<Versions, string>;
type StoreRow = StoreColumns & { currencies: CurrencyJson[] };

// Every customer API request starts here, so it is one statement prepared once per connection:
// through Prisma's client this lookup was a tenth of a request's CPU. Columns are named as Prisma
// names them, so the rest of the app sees the generated `Store` and `Currency` types; timestamps
// come as UTC instants, the rate and the versions as text, for an exact Decimal and BigInt.
/** The store row `s` as Prisma names its columns: what `storeOfRow` turns into a `Store`. */
export const STORE_COLUMNS = `s.id, s.subdomain, s.custom_domain AS "customDomain", s.name, s.address, s.tax_id AS "taxId", s.logo_light AS "logoLight",
         s.logo_dark AS "logoDark", s.theme, s.language, s.prompt, s.currency_code AS "currencyCode", s.timezone, s.country,
         s.require_staff_two_factor AS "requireStaffTwoFactor", s.return_window_days AS "returnWindowDays", s.free_returns AS "freeReturns",
         s.abandoned_cart_emails AS "abandonedCartEmails", s.reviews_auto_publish AS "reviewsAutoPublish",
         s.suspended_at AT TIME ZONE 'UTC' AS "suspendedAt", s.suspension_reason AS "suspensionReason",
         s.catalog_version::text AS "catalogVersion", s.stock_version::text AS "stockVersion", s.orders_version::text AS "ordersVersion",
         s.order_count AS "orderCount", s.product_count AS "productCount",
         s.created_at AT TIME ZONE 'UTC' AS "createdAt", s.updated_at AT TIME ZONE 'UTC' AS "updatedAt"`;

// A custom domain names its store only once verified (lib/domains): its verified_domain is set.
const storeSql = (from: string) => `
  SELECT ${STORE_COLUMNS},
         ${jsonList(
           "'id', c.id, 'storeId', c.store_id, 'code', c.code, 'name', c.name, 'symbol', c.symbol, " +
             "'conversionRate', c.conversion_rate::text, 'isActive', c.is_active, " +
             "'createdAt', c.created_at AT TIME ZONE 'UTC', 'updatedAt', c.updated_at AT TIME ZONE 'UTC'",
           "c.id",
           "FROM currencies c WHERE c.store_id = s.id",
         )} AS currencies
  ${from} = ANY($1::text[])`;

// The lookups of requests that arrive together are one statement (lib/db/batch.ts).
const loader = (by: "subdomain" | "customDomain", statement: { name: string; text: string }) =>
  batchedRead<string, StoreWithCurrencies>(async (keys) => {
    const { rows } = await pool().query<StoreRow>({ ...statement, values: [keys] });
    const found = new Map(rows.map((row) => [row[by], toStore(row)]));
    return keys.map((key) => found.get(key));
  });

const loaders = {
  subdomain: loader("subdomain", { name: "stores_by_subdomain", text: storeSql("FROM stores s WHERE s.subdomain") }),
  domain: loader("customDomain", {
    name: "stores_by_domain",
    text: storeSql("FROM stores s JOIN store_domains d ON d.store_id = s.id WHERE d.verified_domain"),
  }),
};

/**
 * The store a store host names, by subdomain or custom domain, with its currencies (the
 * `store-currency` of an answer is then picked without another round trip); undefined when there
 * is none.
 */
export function findStore(target: Extract<HostTarget, { surface: "store" }>): Promise<StoreWithCurrencies | undefined> {
  return "subdomain" in target ? loaders.subdomain.load(target.subdomain) : loaders.domain.load(target.domain);
}

/** A row of STORE_COLUMNS as the generated `Store`. */
export function storeOfRow<R extends StoreColumns>(row: R): Omit<R, Versions> & Record<Versions, bigint> {
  return { ...row, catalogVersion: BigInt(row.catalogVersion), stockVersion: BigInt(row.stockVersion), ordersVersion: BigInt(row.ordersVersion) };
}

function toStore(row: StoreRow): StoreWithCurrencies {
  return {
    ...storeOfRow(row),
    currencies: row.currencies.map((c) => ({
      ...c,
      conversionRate: new Decimal(c.conversionRate),
      createdAt: new Date(c.createdAt),
      updatedAt: new Date(c.updatedAt),
    })),
  };
}
