import type { OwnerSession } from "@/lib/api/authenticate";
import { webhook } from "@/lib/webhooks/endpoints";

/** The endpoint the path names, read before the query or the body is parsed (lib/api/input.ts, `owned`): another store's is a 404 whatever was sent. */
export const ownedWebhook = ({ store }: OwnerSession, { id }: { id: number }) => webhook(store, { id });
