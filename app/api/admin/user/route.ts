import { ownerRoute } from "@/lib/api/route";
import { serializeOwner } from "@/lib/owners/serialize";

export const GET = ownerRoute({}, ({ owner, store, origin }) => ({ success: true, data: serializeOwner(owner, store, origin) }));
