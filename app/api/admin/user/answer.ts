import type { OwnerAccount } from "@/lib/owners/serialize";
import { serializeOwnerAccount } from "@/lib/owners/serialize";

/** `/user`'s answer, which /profile gives too: `success` between the logos and the store, where the apps have always had it. */
export function userAnswer(account: OwnerAccount, origin: string) {
  const { user, avatar, logo_store, store } = serializeOwnerAccount(account, origin);
  return { user, avatar, logo_store, success: true as const, store };
}
