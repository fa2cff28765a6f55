import type { Tx } from "../db/client";
import type { Store } from "../db/generated/client";
import type { Issue } from "./issues";
import { galleryMessages } from "./messages";

// Pictures of the catalog (a product's thumbnail and gallery, a colour's photo, a category's
// picture) are chosen from the store's gallery by upload id.

/** Each upload named must be a picture of the store: an unknown id, another store's upload or a video is an issue on its field. */
export async function pictureIssues(tx: Tx, store: Store, named: { path: (string | number)[]; id: number }[]): Promise<Issue[]> {
  if (named.length === 0) return [];
  const found = await tx.upload.findMany({
    where: { storeId: store.id, kind: "IMAGE", id: { in: [...new Set(named.map((n) => n.id))] } },
    select: { id: true },
  });
  const pictures = new Set(found.map((u) => u.id));
  return named.filter((n) => !pictures.has(n.id)).map((n) => ({ path: n.path, message: (language) => galleryMessages(language, "notPicture", { id: n.id }) }));
}
