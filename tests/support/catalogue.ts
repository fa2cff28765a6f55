import { expect } from "vitest";
import { asOwner } from "./owner-calls";

// Products a test's store makes through the API, as the exports and imports tests read them back.

/** A product made by the store's owner, published unless the body says otherwise; its id. */
export async function ownerProduct(token: string, body: Record<string, unknown>): Promise<number> {
  const reply = await asOwner(token, "POST", "/api/products", { status: 1, ...body });
  expect(reply.status, reply.text).toBe(201);
  return reply.json.data.id as number;
}

/** Slippers sold in two sizes, each size its own SKU, price and stock. */
export const SIZED_SLIPPERS = {
  name: "Babouches",
  price: "250",
  attributes: [{ name: "Taille", values: ["M", "L"] }],
  variants: [
    { values: { Taille: "M" }, sku: "BAB-M", price: "250", stock: 3 },
    { values: { Taille: "L" }, sku: "BAB-L", price: "260.5", stock: 4 },
  ],
};
