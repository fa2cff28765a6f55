import type { z } from "zod";
import { db } from "../db/client";
import type { Store } from "../db/generated/client";
import { sqlDateTime } from "../format/dates";
import type { connectionsAnswer, facebookPagesAnswer } from "./schemas";

// The store's connected social accounts and the Facebook pages they gave access to. Their tokens
// are never read here: they are sealed, and no answer shows them.

export async function listConnections(store: Store): Promise<z.infer<typeof connectionsAnswer>["accounts"]> {
  const rows = await db().platformConnection.findMany({
    where: { storeId: store.id },
    select: { target: true, accountName: true, expiresAt: true, needsReconnect: true },
    orderBy: { id: "asc" },
  });
  return rows.map((row) => ({
    platform: row.target === "FACEBOOK" ? "facebook" : "instagram",
    name: row.accountName,
    expires_at: row.expiresAt && sqlDateTime(row.expiresAt, store.timezone),
    needs_reconnect: row.needsReconnect,
  }));
}

export async function listFacebookPages(store: Store): Promise<z.infer<typeof facebookPagesAnswer>["pages"]> {
  const rows = await db().facebookPage.findMany({ where: { storeId: store.id }, select: { name: true, pageId: true, imageUrl: true }, orderBy: { id: "asc" } });
  return rows.map((row) => ({ name: row.name, page_id: row.pageId, image_url: row.imageUrl }));
}
