import type { z } from "zod";
import { fieldError, refusal } from "../core/errors";
import { envelopeD } from "../api/envelopes";
import { skipTake, type Page } from "../core/paging";
import { db, type Tx } from "../db/client";
import { refusingDuplicates } from "../db/errors";
import type { Currency, Store } from "../db/generated/client";
import { isoMicros } from "../format/dates";
import { defineMessages } from "../i18n/messages";
import { currencyName, currencySymbol } from "../money/currency-names";
import { Decimal, rebasedRate } from "../money/money";
import type { CurrencyInput, CurrencyPatch, managedCurrency } from "./schemas";

// The store's currencies, as the owner manages them. Amounts of the store are kept in its default
// currency (`stores.currency_code`), whose rate is 1; every other currency has its rate to it. The
// customer API reads them with the store on every request (lib/tenancy/find-store.ts), and the
// catalog_version trigger covers the currencies and the store row: a change is seen at once in
// `/currency` and in every answer priced with `store-currency`.
//
// Every write locks the store's row first, so that writes of one store's currencies take turns:
// the default is switched, and checked, against the state the other writes left.

const messages = defineMessages({
  en: {
    notFound: "Currency not found.",
    duplicate: "The store already has this currency.",
    defaultRate: "The default currency's rate is 1: the other currencies' rates are to it.",
    inactiveDefault: "An inactive currency cannot be the default currency.",
    keepDefault: "This is the store's default currency: make another currency the default first.",
    locked: "A store that has taken orders keeps its default currency: its orders and figures are in it.",
  },
  fr: {
    notFound: "Devise introuvable.",
    duplicate: "La boutique a déjà cette devise.",
    defaultRate: "Le taux de la devise par défaut est 1 : les taux des autres devises sont rapportés à elle.",
    inactiveDefault: "Une devise inactive ne peut pas être la devise par défaut.",
    keepDefault: "C'est la devise par défaut de la boutique : faites d'abord d'une autre devise la devise par défaut.",
    locked: "Une boutique qui a reçu des commandes garde sa devise par défaut : ses commandes et ses chiffres sont dans cette devise.",
  },
  ar: {
    notFound: "العملة غير موجودة.",
    duplicate: "هذه العملة موجودة في المتجر بالفعل.",
    defaultRate: "سعر العملة الافتراضية هو 1: أسعار العملات الأخرى منسوبة إليها.",
    inactiveDefault: "لا يمكن أن تكون عملة غير مفعّلة هي العملة الافتراضية.",
    keepDefault: "هذه هي العملة الافتراضية للمتجر: اجعل عملة أخرى هي الافتراضية أولاً.",
    locked: "المتجر الذي تلقى طلبات يحتفظ بعملته الافتراضية: طلباته وأرقامه بها.",
  },
});

export const currencyNotFound = refusal("not_found", "No currency of the store has this id: `Currency not found.`");
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
    id: currency.id,
    code: currency.code,
    name: currency.name,
    symbol: currency.symbol,
    conversion_rate: new Decimal(currency.conversionRate).toString(),
    is_active: currency.isActive,
    is_default: currency.code === store.currencyCode,
    created_at: isoMicros(currency.createdAt),
    updated_at: isoMicros(currency.updatedAt),
  };
}

/** The store's currencies in the order they were added, inactive ones too, in shape D. */
export async function listManagedCurrencies(store: Store, input: { page: Page; platformOrigin: string }) {
  const where = { storeId: store.id };
  const [rows, total] = await Promise.all([db().currency.findMany({ where, orderBy: { id: "asc" }, ...skipTake(input.page) }), db().currency.count({ where })]);
  return {
    success: true as const,
    data: rows.map((row) => serialize(row, store)),
    ...envelopeD(input.page, total, `${input.platformOrigin}/api/currencies`),
  };
}

export async function managedCurrencyOf(store: Store, input: { id: number }) {
  const [currency, current] = await Promise.all([
    db().currency.findFirst({ where: { id: input.id, storeId: store.id } }),
    db().store.findUniqueOrThrow({ where: { id: store.id }, select: { currencyCode: true } }),
  ]);
  if (!currency) throw currencyNotFound.error(messages(store.language, "notFound"));
  return { success: true as const, data: serialize(currency, current) };
}

/** A new currency; made the default, every rate is rebased on it. */
export async function createCurrency(store: Store, input: { currency: CurrencyInput }) {
  const { currency } = input;
  if (currency.is_default && !currency.is_active) throw fieldError("is_default", messages(store.language, "inactiveDefault"));
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
    const current = await tx.currency.findFirst({ where: { id: input.id, storeId: store.id } });
    if (!current) throw currencyNotFound.error(messages(store.language, "notFound"));
    const isDefault = current.code === locked.currencyCode;
    if (isDefault && (patch.is_active === false || patch.is_default === false)) throw defaultCurrencyKept.error(messages(store.language, "keepDefault"));
    if (isDefault && patch.conversion_rate !== undefined && !new Decimal(patch.conversion_rate).equals(1)) {
      throw fieldError("conversion_rate", messages(store.language, "defaultRate"));
    }
    if (patch.is_default && !isDefault && !(patch.is_active ?? current.isActive)) throw fieldError("is_default", messages(store.language, "inactiveDefault"));
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
  await db().$transaction(async (tx) => {
    const locked = await lockStore(tx, store.id);
    const current = await tx.currency.findFirst({ where: { id: input.id, storeId: store.id }, select: { id: true, code: true } });
    if (!current) throw currencyNotFound.error(messages(store.language, "notFound"));
    if (current.code === locked.currencyCode) throw defaultCurrencyKept.error(messages(store.language, "keepDefault"));
    await tx.currency.delete({ where: { id: current.id, storeId: store.id } });
  });
  return { success: true as const };
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
  if (await tx.order.findFirst({ where: { storeId: store.id }, select: { id: true } })) throw defaultCurrencyLocked.error(messages(store.language, "locked"));
  const currencies = await tx.currency.findMany({ where: { storeId: store.id }, select: { id: true, conversionRate: true } });
  for (const currency of currencies) {
    const rate = currency.id === target.id ? new Decimal(1) : rebasedRate(currency.conversionRate, target.conversionRate);
    await tx.currency.update({ where: { id: currency.id, storeId: store.id }, data: { conversionRate: rate } });
  }
  await tx.store.update({ where: { id: store.id }, data: { currencyCode: target.code } });
}

/** Two creates of one code at once: the unique index lets one through, the other is the same 422. */
const duplicateCode = (store: Store) => () => fieldError("code", messages(store.language, "duplicate"));
