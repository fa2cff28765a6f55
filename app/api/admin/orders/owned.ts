import type { OwnerSession } from "@/lib/api/authenticate";
import type { Asker } from "@/lib/api/input";
import { managedOrderDetails } from "@/lib/orders/manage-orders";

/** The order the path names, read before the body is parsed (lib/api/input.ts, `owned`): another store's is a 404 whatever was sent. */
export const ownedOrder = ({ store, origin }: OwnerSession & Asker, { id }: { id: number }) => managedOrderDetails(store, { orderId: id, origin });
