import { DomainError } from "../core/errors";
import { db } from "../db/client";
import type { Store } from "../db/generated/client";
import { defineMessages } from "../i18n/messages";

// A store the platform's operator suspended (lib/operators/stores.ts): its customer API refuses
// every request, its storefront shows the "store unavailable" page, and its owner may read but not
// write. The route wrapper asks these on every request; the storefront's door asks `isSuspended`.

export const suspensionMessages = defineMessages({
  en: {
    closed: "This store is unavailable at the moment.",
    readOnly: "Your store is suspended by the platform ({reason}): the dashboard is read-only until it is reactivated.",
    title: "Store unavailable",
    text: "This store is not available at the moment. Please come back later.",
  },
  fr: {
    closed: "Cette boutique est momentanément indisponible.",
    readOnly: "Votre boutique est suspendue par la plateforme ({reason}) : le tableau de bord est en lecture seule jusqu'à sa réactivation.",
    title: "Boutique indisponible",
    text: "Cette boutique n'est pas disponible pour le moment. Revenez plus tard.",
  },
  ar: {
    closed: "هذا المتجر غير متاح حاليًا.",
    readOnly: "متجرك موقوف من قبل المنصة ({reason}): لوحة التحكم للقراءة فقط حتى تتم إعادة تفعيله.",
    title: "المتجر غير متاح",
    text: "هذا المتجر غير متاح حاليًا. يُرجى العودة لاحقًا.",
  },
});

export const isSuspended = (store: Pick<Store, "suspendedAt">) => store.suspendedAt !== null;

/** Every customer API request of a suspended store: 403 in the store's language. */
export function requireOpenStore(store: Store): void {
  if (isSuspended(store)) throw new DomainError("forbidden", suspensionMessages(store.language, "closed"));
}

/** An owner's write to a suspended store: 403 with the operator's reason, in the store's language. */
export function requireWritableStore(store: Store): void {
  if (isSuspended(store)) throw new DomainError("forbidden", suspensionMessages(store.language, "readOnly", { reason: store.suspensionReason ?? "" }));
}

/** For the owner's dashboard: what its banner says when the store is suspended, in `language`; null otherwise. */
export async function suspensionNotice(storeId: number, language: string): Promise<string | null> {
  const store = await db().store.findUnique({ where: { id: storeId }, select: { suspendedAt: true, suspensionReason: true } });
  return store?.suspendedAt ? suspensionMessages(language, "readOnly", { reason: store.suspensionReason ?? "" }) : null;
}
