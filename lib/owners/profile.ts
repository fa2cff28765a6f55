import { pictureIssues } from "../catalog/gallery";
import { refuseIssues } from "../catalog/issues";
import { db } from "../db/client";
import type { Owner, Store } from "../db/generated/client";
import type { ProfilePatch } from "./schemas";
import type { OwnerAccount } from "./serialize";

/** The owner's account as `/user` shows it: their row and their picture's path. */
export async function ownerAccount(store: Store, input: { owner: Owner }): Promise<OwnerAccount> {
  const image = input.owner.imageUploadId
    ? await db().upload.findFirst({ where: { id: input.owner.imageUploadId, storeId: store.id }, select: { path: true } })
    : null;
  return { owner: input.owner, imagePath: image?.path ?? null, store };
}

/** Changes the fields sent of the owner's own record; the picture must be one of the store's. */
export async function updateProfile(store: Store, input: { owner: Owner; patch: ProfilePatch }): Promise<OwnerAccount> {
  const { patch } = input;
  const owner = await db().$transaction(async (tx) => {
    const named = patch.image_upload_id ? [{ path: ["image_upload_id"], id: patch.image_upload_id }] : [];
    refuseIssues(await pictureIssues(tx, store, named), store.language);
    return tx.owner.update({
      where: { id: input.owner.id, storeId: store.id },
      data: { name: patch.name, phone: patch.phone, address: patch.address, imageUploadId: patch.image_upload_id },
    });
  });
  return ownerAccount(store, { owner });
}
