import { convertAmount, roundAmount, sumAmounts, type Decimal } from "../money/money";
import { isRefundable } from "./status";

// What the customer paid for an order, and what of it may still be given back, in the order's
// currency: refunds (lib/refunds) check against it, the owner's order screen shows it.

type PaidOrder<P> = { paymentStatus: number; totalPayable: Decimal; conversionRate: Decimal; payments: P[] };

/** The gateway's payment that took the money, else the order's total (cash, a transfer the owner marked paid). */
export function paidOf<P extends { status: string; amount: Decimal }>(order: PaidOrder<P>): { payment: P | null; paid: Decimal } {
  const payment = order.payments.find((p) => p.status === "SUCCEEDED") ?? null;
  return { payment, paid: payment ? payment.amount : roundAmount(convertAmount(order.totalPayable, order.conversionRate)) };
}

/** Paid minus what refunds gave back or are giving back (`refunds` are those); nothing unless paid. */
export function refundableOf(order: PaidOrder<{ status: string; amount: Decimal }>, refunds: { amount: Decimal }[]): Decimal {
  if (!isRefundable(order.paymentStatus)) return roundAmount(0);
  const left = paidOf(order).paid.minus(sumAmounts(refunds.map((r) => r.amount)));
  return left.isNegative() ? roundAmount(0) : left;
}

/**
 * What `quantity` items of a line were paid, in the order's currency: their price and their share
 * of the line's tax (a line's tax is for all its items). Refunds give it back by default; returns show it.
 */
export function itemsAmount(order: { conversionRate: Decimal }, line: { unitPrice: Decimal; tax: Decimal; quantity: number }, quantity: number): Decimal {
  return convertAmount(line.unitPrice.times(quantity).plus(line.tax.times(quantity).dividedBy(line.quantity)), order.conversionRate);
}
