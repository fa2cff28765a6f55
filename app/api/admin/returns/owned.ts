import type { OwnerSession } from "@/lib/api/authenticate";
import type { Asker } from "@/lib/api/input";
import { findReturn } from "@/lib/returns/returns";

/** The return the path names, read before the body is parsed (lib/api/input.ts, `owned`): another store's is a 404 whatever was sent. */
export const ownedReturn = ({ store, origin }: OwnerSession & Asker, { id }: { id: number }) => findReturn(store, { id, origin });
