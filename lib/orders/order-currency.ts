import { db } from "../db/client";

// The symbol each order is shown with: its currency's as the store writes it today (`DH`, `€`),
// read from the store's currencies, inactive ones included; the code itself for a currency the
// store no longer has.

export type SymbolOf = (code: string) => string;

export async function currencySymbols(storeId: number): Promise<SymbolOf> {
  const currencies = await db().currency.findMany({ where: { storeId }, select: { code: true, symbol: true } });
  const symbols = new Map(currencies.map((c) => [c.code, c.symbol]));
  return (code) => symbols.get(code) || code;
}
