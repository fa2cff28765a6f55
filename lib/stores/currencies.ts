import type { z } from "zod";
import { fieldsOf } from "../core/columns";
import { fieldError, refusal } from "../core/errors";
import { db, type Tx } from "../db/client";
import { refusingDuplicates } from "../db/errors";
import type { Currency, Store } from "../db/generated/client";
import { storeRecords } from "../db/store-records";
import { stampsOf } from "../format/dates";
import { currencyName, currencySymbol } from "../money/currency-names";
import { Decimal, rebasedRate } from "../money/money";
import { currencyMessages } from "./messages";
import type { CurrencyInput, CurrencyPatch, managedCurrency } from "./schemas";

// The store's currencies, as the owner manages them. Amounts of the store are kept in its default
// currency (`stores.currency_code`), whose rate is 1; every other currency has its rate to it. The
// customer API reads them with the store on every request (lib/tenancy/find-store.ts), and the
// catalog_version trigger covers the currencies and the store row: a change is seen at once in
// `/currency` and in every answer priced with `store-currency`.
//
// Every write locks the store's row first, so that writes of one store's currencies take turns:
// the default is switched, and checked, against the state the other writes left.

export const defaultCurrencyKept = refusal(
  "conflict",
  "The default currency cannot be deactivated, unset or deleted: another currency must become the default first",
);
export const defaultCurrencyLocked = refusal(
  "conflict",
  "The store has taken orders: its default currency, in which its orders and figures are kept, can no longer change",
);

function serialize(currency: Currency, store: { currencyCode: string }): z.infer<typeof managedCurrency> {
  return {
    ...fieldsOf(currency, ["id", "code", "name", "symbol", "isActive"]),
    conversion_rate: new Decimal(currency.conversionRate).toString(),
    is_default: currency.code === store.currencyCode,
    ...stampsOf(currency),
  };
}

const currencies = storeRecords("currency", {
  orderBy: { id: "asc" },
  notFound: (language) => currencyMessages(language, "notFound"),
  serialize,
  // The default as it is now: the request's store was read before a write that may switch it.
  context: (store) => db().store.findUniqueOrThrow({ where: { id: store.id }, select: { currencyCode: true } }),
});
export const currencyNotFound = currencies.notFound;

/** The store's currencies in the order they were added, inactive ones too. */
export const listManagedCurrencies = currencies.list;

export const managedCurrencyOf = currencies.read;

/** A new currency; made the default, every rate is rebased on it. */
export async function createCurrency(store: Store, input: { fields: CurrencyInput }) {
  const { fields: currency } = input;
  if (currency.is_default && !currency.is_active) throw fieldError("is_default", currencyMessages(store.language, "inactiveDefault"));
  const id = await refusingDuplicates(
    () =>
      db().$transaction(async (tx) => {
        const locked = await lockStore(tx, store.id);
        if (await tx.currency.findUnique({ where: { storeId_code: { storeId: store.id, code: currency.code } }, select: { id: true } })) {
          throw duplicateCode(store)();
        }
        const created = await tx.currency.create({
          data: {
            storeId: store.id,
            code: currency.code,
            name: currency.name ?? currencyName(currency.code),
            symbol: currency.symbol ?? currencySymbol(currency.code),
            conversionRate: currency.conversion_rate,
            isActive: currency.is_active,
          },
        });
        if (currency.is_default) await switchDefaultCurrency(tx, locked, created);
        return created.id;
      }),
    duplicateCode(store),
  );
  return managedCurrencyOf(store, { id });
}

/** Changes what the patch names; `is_default: true` makes the currency the default. */
export async function updateCurrency(store: Store, input: { id: number; patch: CurrencyPatch }) {
  const { patch } = input;
  await db().$transaction(async (tx) => {
    const locked = await lockStore(tx, store.id);
    const current = await currencies.find(store, { id: input.id, tx });
    const isDefault = current.code === locked.currencyCode;
    if (isDefault && (patch.is_active === false || patch.is_default === false))
      throw defaultCurrencyKept.error(currencyMessages(store.language, "keepDefault"));
    if (isDefault && patch.conversion_rate !== undefined && !new Decimal(patch.conversion_rate).equals(1)) {
      throw fieldError("conversion_rate", currencyMessages(store.language, "defaultRate"));
    }
    if (patch.is_default && !isDefault && !(patch.is_active ?? current.isActive))
      throw fieldError("is_default", currencyMessages(store.language, "inactiveDefault"));
    const updated = await tx.currency.update({
      where: { id: current.id, storeId: store.id },
      data: { name: patch.name, symbol: patch.symbol, conversionRate: patch.conversion_rate, isActive: patch.is_active },
    });
    if (patch.is_default && !isDefault) await switchDefaultCurrency(tx, locked, updated);
  });
  return managedCurrencyOf(store, input);
}

/** Deletes a currency other than the default. Orders keep the code and rate they were placed in, so none depends on the row. */
export async function deleteCurrency(store: Store, input: { id: number }) {
  await currencies.remove(store, {
    id: input.id,
    keptBy: async (tx, current) => current.code === (await lockStore(tx, store.id)).currencyCode,
    refused: () => defaultCurrencyKept.error(currencyMessages(store.language, "keepDefault")),
  });
}

/**
 * The store's row, locked until the transaction ends: its currencies' writes, and the settings'
 * switch of the default, take turns on it.
 */
export async function lockStore(tx: Tx, storeId: number): Promise<{ id: number; currencyCode: string; language: string }> {
  const [row] = await tx.$queryRaw<{ id: number; currencyCode: string; language: string }[]>`
    SELECT id, currency_code AS "currencyCode", language FROM stores WHERE id = ${storeId} FOR UPDATE`;
  return row!;
}

/**
 * Makes `target` (an active currency of the store) its default: the other rates are rebased on it,
 * so that each currency keeps its value against the others, and it gets rate 1. The store's amounts
 * keep their numbers, now in the new currency, as Shopify's change of store currency keeps prices;
 * so only a store without orders may switch, its orders and figures being in the old one.
 */
export async function switchDefaultCurrency(tx: Tx, store: { id: number; currencyCode: string; language: string }, target: Currency): Promise<void> {
  if (target.code === store.currencyCode) return;
  if (await tx.order.findFirst({ where: { storeId: store.id }, select: { id: true } }))
    throw defaultCurrencyLocked.error(currencyMessages(store.language, "locked"));
  const currencies = await tx.currency.findMany({ where: { storeId: store.id }, select: { id: true, conversionRate: true } });
  for (const currency of currencies) {
    const rate = currency.id === target.id ? new Decimal(1) : rebasedRate(currency.conversionRate, target.conversionRate);
    await tx.currency.update({ where: { id: currency.id, storeId: store.id }, data: { conversionRate: rate } });
  }
  await tx.store.update({ where: { id: store.id }, data: { currencyCode: target.code } });
}

/** Two creates of one code at once: the unique index lets one through, the other is the same 422. */
const duplicateCode = (store: Store) => () => fieldError("code", currencyMessages(store.language, "duplicate"));
