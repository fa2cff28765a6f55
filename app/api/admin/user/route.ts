import { adminRoute } from "@/lib/api/route";
import { serializeOwner } from "@/lib/owners/serialize";

export const GET = adminRoute({}, ({ owner, store, origin }) => ({ success: true, data: serializeOwner(owner, store, origin) }));
