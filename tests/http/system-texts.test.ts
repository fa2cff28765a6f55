import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshShopper } from "../support/arrange";
import { sql } from "../support/database";
import { get, post } from "../support/http";
import { asOwner } from "../support/owner-calls";
import { dropStores, signUp, type SignedUp } from "../support/stores";

// What the system writes to shoppers, on stores signed up in French and in Arabic: tracking messages,
// the order's states and a shipping option's time in the store's language, the contract's English
// labels (`unpaid`, `cancelled`) untouched beside them (docs/decisions.md, "Translated system texts").

type Shop = { store: SignedUp; product: number; cod: number };

async function openShop(language: string): Promise<Shop> {
  const store = await signUp({ language, currency: "mad", store_name: `Texts ${language}` });
  const owner = (method: string, path: string, body?: unknown) => asOwner(store.token, method, path, body);
  const created = await owner("POST", "/api/products", { name: "Pouf", price: "300.00", status: 1, stock: 10 });
  expect(created.status, created.text).toBe(201);
  const methods = await owner("POST", "/api/payment-methods", { provider: "cod", name: "Cash On Delivery" });
  const cod =
    methods.status === 201
      ? (methods.json.data.id as number)
      : (await sql<{ id: number }>(`SELECT id FROM payment_methods WHERE store_id = $1 AND provider = 'COD'`, [store.storeId]))[0]!.id;
  await sql("UPDATE payment_methods SET is_active = true WHERE id = $1", [cod]);
  await sql("INSERT INTO pickup_points (store_id, name, address) VALUES ($1, 'Atelier', '12 Rue des Cèdres')", [store.storeId]);
  return { store, product: created.json.data.id, cod };
}

const shops: Record<string, Shop> = {};
beforeAll(async () => {
  shops.fr = await openShop("fr");
  shops.ar = await openShop("ar");
});
afterAll(dropStores);

const EXPECTED = {
  fr: { placed: "Commande passée", cancelled: "Commande annulée par le client.", delivery: "Annulée", payment: "Non payée", pickup: "Prêt au retrait" },
  ar: { placed: "تم تقديم الطلب", cancelled: "ألغى العميل الطلب.", delivery: "ملغى", payment: "غير مدفوع", pickup: "جاهز للاستلام" },
};

describe.each(["fr", "ar"] as const)("a store in %s", (language) => {
  it("says a shipping option's time in its language", async () => {
    const { store, product } = shops[language]!;
    const quote = await post("/api/get-shipping-options", { shipping_type: "pickup_delivery", products: [{ id: product, quantity: 1 }] }, { host: store.host });
    expect(quote.status, quote.text).toBe(200);
    expect(quote.json.options[0].options.data[0].shipping_time).toBe(EXPECTED[language].pickup);
  });

  it("tracks a cancelled order in its language, its states translated beside the contract's labels", async () => {
    const { store, product, cod } = shops[language]!;
    const shopper = await freshShopper(store.host);
    const paid = await post(
      "/api/make-payment",
      { payment_method_id: cod, shipping_type: "pickup_delivery", items: [{ id: product, quantity: 1 }] },
      { host: store.host, token: shopper.token },
    );
    expect(paid.status, paid.text).toBe(200);
    const [order] = await sql<{ id: number }>("SELECT id FROM orders WHERE store_id = $1 ORDER BY id DESC LIMIT 1", [store.storeId]);
    const cancel = await post("/api/order/cancel", { order_id: order!.id }, { host: store.host, token: shopper.token });
    expect(cancel.status, cancel.text).toBe(200);

    const details = await get(`/api/order-details/${order!.id}`, { host: store.host, token: shopper.token });
    expect(details.status).toBe(200);
    const { data } = details.json;
    expect(data).toMatchObject({
      delivery_status: 4,
      delivery_status_label: "cancelled",
      delivery_status_text: EXPECTED[language].delivery,
      payment_status: 2,
      payment_status_label: "unpaid",
      payment_status_text: EXPECTED[language].payment,
    });
    const [line] = data.products.data;
    expect(line.return_status).toMatchObject({ status: 0, label: "No return" });
    expect(line.return_status.text).not.toBe("No return");
    expect(line.tracking_list.map((entry: { message: string }) => entry.message)).toEqual([EXPECTED[language].placed, EXPECTED[language].cancelled]);
  });
});
