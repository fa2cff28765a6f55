import { buffer } from "node:stream/consumers";
import type { Store } from "../db/generated/client";
import { readStoredFile } from "../media/storage";

/** The store's logo file (the light one, else the dark), for what carries it along: a printed document, an e-mail; null without one. */
export async function storeLogo(store: Pick<Store, "logoLight" | "logoDark">): Promise<{ bytes: Buffer; mimeType: string; name: string } | null> {
  const path = store.logoLight || store.logoDark;
  const file = path ? await readStoredFile(path) : undefined;
  return file ? { bytes: await buffer(file.body), mimeType: file.mimeType, name: path!.split("/").pop()! } : null;
}
