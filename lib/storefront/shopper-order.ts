import { notFound } from "next/navigation";
import { DomainError } from "../core/errors";
import { orderDetails } from "../orders/order-details";
import { requireShopper } from "./shopper";

/**
 * For the order, confirmation and return pages: the signed-in shopper's order, by id (a path's
 * segment) or code, as /order-details shows it (else the sign-in page, coming back to `path`);
 * another's order, or none, is the not-found page.
 */
export async function shopperOrder(input: { order: { id: string } | { code: string }; path: string }) {
  const { order, path } = input;
  const { store, customer } = await requireShopper(path);
  const id = "id" in order ? Number(order.id) : undefined;
  if (id !== undefined && (!Number.isSafeInteger(id) || id < 1)) notFound();
  try {
    return await orderDetails(store, { customerId: customer.id, order: id ?? { code: (order as { code: string }).code }, origin: "" });
  } catch (error) {
    if (error instanceof DomainError && error.status === 404) notFound();
    throw error;
  }
}
