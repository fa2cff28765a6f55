import type { Tx } from "../db/client";
import type { Store } from "../db/generated/client";
import { mailedStoreOrigin } from "../tenancy/store-origin";
import { recordEvent } from "../webhooks/events";
import type { WebhookTopic } from "../webhooks/schemas";
import { managedOrderInclude, serializeManagedOrderDetail } from "./serialize-admin";

/**
 * An order's webhook event, its body the order as `GET /orders/{id}` answers it (as Shopify's order
 * webhooks carry its REST order), read by the transaction that makes the event; its pictures'
 * addresses on the store's public host, as its e-mails have them.
 */
export async function recordOrderEvent(tx: Tx, store: Pick<Store, "id" | "subdomain">, topic: WebhookTopic, orderId: number): Promise<void> {
  const order = await tx.order.findFirst({ where: { id: orderId, storeId: store.id }, include: managedOrderInclude });
  if (order) await recordEvent(tx, store, topic, serializeManagedOrderDetail(order, await mailedStoreOrigin(store, tx)));
}
