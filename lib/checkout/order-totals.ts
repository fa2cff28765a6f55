import { Decimal, sumAmounts } from "../money/money";

// An order's amounts from its lines and coupon, for every order written (checkout's and the demo's):
// total = subtotal + tax + delivery − discount, and no line pays shipping under a free-shipping coupon.

type Line = { subtotal: Decimal; tax: Decimal; shipping: Decimal };

export function orderTotals(lines: Line[], coupon: { discount: Decimal; freeShipping: boolean } | null) {
  const lineShipping = lines.map((l) => (coupon?.freeShipping ? new Decimal(0) : l.shipping));
  const subTotal = sumAmounts(lines.map((l) => l.subtotal));
  const totalTax = sumAmounts(lines.map((l) => l.tax));
  const totalDelivery = sumAmounts(lineShipping);
  const totalDiscount = coupon?.discount ?? new Decimal(0);
  return { lineShipping, subTotal, totalTax, totalDelivery, totalDiscount, totalPayable: subTotal.plus(totalTax).plus(totalDelivery).minus(totalDiscount) };
}
