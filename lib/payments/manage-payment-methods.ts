import type { z } from "zod";
import { fieldError, refusal } from "../core/errors";
import { envelopeD } from "../api/envelopes";
import { skipTake, type Page } from "../core/paging";
import { pictureIssues } from "../catalog/gallery";
import { refuseIssues } from "../catalog/issues";
import { db, type Tx } from "../db/client";
import { isUniqueViolation } from "../db/errors";
import type { Prisma, Store } from "../db/generated/client";
import { isoMicros } from "../format/dates";
import { defineMessages } from "../i18n/messages";
import { publicUrl } from "../media/storage";
import { storeOrigin } from "../tenancy/store-origin";
import {
  PROVIDER_NAMES,
  PROVIDER_OF,
  credentialStates,
  missingKeys,
  openCredentials,
  paymentMethodMissing,
  sealCredentials,
  withChanges,
  type StoredCredentials,
} from "./payment-credentials";
import type { PaymentMethodInput, PaymentMethodPatch, ProviderName, paymentMethodManaged } from "./schemas";

// The owner's payment methods: one per provider, added, changed, ordered and switched on or off.
// There is no delete (docs/decisions.md): a method's past payments name it, and their refunds and
// late confirmations need its credentials. The customer API's /active-payment-methods reads the
// same rows, so a change is offered (or withdrawn) at once.

const messages = defineMessages({
  en: {
    exists: "The store already has a {provider} method: change it instead.",
    needsKeys: "Set {keys} before activating this method.",
    keyInUse: "An active method needs this key: deactivate the method first.",
    noSettlement: "Only PayPal takes a settlement currency.",
  },
  fr: {
    exists: "La boutique a déjà un moyen de paiement {provider} : modifiez-le plutôt.",
    needsKeys: "Renseignez {keys} avant d'activer ce moyen de paiement.",
    keyInUse: "Un moyen de paiement actif a besoin de cette clé : désactivez-le d'abord.",
    noSettlement: "Seul PayPal prend une devise de règlement.",
  },
  ar: {
    exists: "لدى المتجر طريقة دفع {provider} بالفعل: عدّلها بدلاً من ذلك.",
    needsKeys: "أدخل {keys} قبل تفعيل طريقة الدفع هذه.",
    keyInUse: "طريقة الدفع المفعّلة تحتاج إلى هذا المفتاح: ألغِ تفعيلها أولاً.",
    noSettlement: "PayPal وحده يأخذ عملة تسوية.",
  },
});

export const paymentMethodExists = refusal("conflict", "The store already has a method of this provider: one per provider, changed with PUT");

/** What each provider's method is called when the owner names it not. */
const DEFAULT_NAMES: Record<ProviderName, string> = {
  cod: "Cash On Delivery",
  stripe: "Credit / Debit Card",
  gpay: "Google Pay",
  paypal: "PayPal",
  cmi: "CMI",
};

const SELECT = {
  id: true,
  provider: true,
  name: true,
  instruction: true,
  isActive: true,
  sandbox: true,
  position: true,
  credentials: true,
  settlementCurrency: true,
  createdAt: true,
  updatedAt: true,
  logo: { select: { id: true, path: true } },
} satisfies Prisma.PaymentMethodSelect;
type Row = Prisma.PaymentMethodGetPayload<{ select: typeof SELECT }>;

function serialize(row: Row, origin: string): z.infer<typeof paymentMethodManaged> {
  const provider = PROVIDER_NAMES[row.provider];
  return {
    id: row.id,
    provider,
    name: row.name,
    logo_id: row.logo?.id ?? null,
    logo: publicUrl(origin, row.logo?.path),
    instruction: row.instruction,
    is_active: row.isActive,
    sandbox: row.sandbox,
    position: row.position,
    credentials: credentialStates(provider, openCredentials(row.credentials)),
    settlement_currency: row.settlementCurrency,
    created_at: isoMicros(row.createdAt),
    updated_at: isoMicros(row.updatedAt),
  };
}

type Origin = { platformOrigin: string };

/** The store's methods in the shopper's order, inactive ones too, in shape D. */
export async function listPaymentMethods(store: Store, input: Origin & { page: Page }) {
  const where = { storeId: store.id };
  const [rows, total] = await Promise.all([
    db().paymentMethod.findMany({ where, select: SELECT, orderBy: [{ position: "asc" }, { id: "asc" }], ...skipTake(input.page) }),
    db().paymentMethod.count({ where }),
  ]);
  const origin = storeOrigin(store, input.platformOrigin);
  return {
    success: true as const,
    data: rows.map((row) => serialize(row, origin)),
    ...envelopeD(input.page, total, `${input.platformOrigin}/api/payment-methods`),
  };
}

export async function paymentMethod(store: Store, input: Origin & { id: number }) {
  const row = await db().paymentMethod.findFirst({ where: { id: input.id, storeId: store.id }, select: SELECT });
  if (!row) throw paymentMethodMissing(store.language);
  return { success: true as const, data: serialize(row, storeOrigin(store, input.platformOrigin)) };
}

/** A method for a provider the store has none of: last in the shopper's order unless placed. */
export async function createPaymentMethod(store: Store, input: Origin & { method: PaymentMethodInput }) {
  const { method } = input;
  const provider = PROVIDER_OF[method.provider];
  const exists = () => paymentMethodExists.error(messages(store.language, "exists", { provider: DEFAULT_NAMES[method.provider] }));
  let id: number;
  try {
    id = await db().$transaction(async (tx) => {
      await checkLogo(tx, store, method.logo_id);
      const credentials = withChanges(method.provider, {}, method.credentials, store.language);
      checkActivation(store, method.provider, { isActive: method.is_active, credentials, activating: method.is_active });
      if (await tx.paymentMethod.findFirst({ where: { storeId: store.id, provider }, select: { id: true } })) throw exists();
      const last = await tx.paymentMethod.aggregate({ where: { storeId: store.id }, _max: { position: true } });
      const created = await tx.paymentMethod.create({
        data: {
          storeId: store.id,
          provider,
          name: method.name ?? DEFAULT_NAMES[method.provider],
          logoUploadId: method.logo_id,
          instruction: method.instruction,
          isActive: method.is_active,
          sandbox: method.sandbox,
          position: method.position ?? (last._max.position ?? 0) + 1,
          credentials: sealCredentials(credentials),
          settlementCurrency: "settlement_currency" in method ? method.settlement_currency : null,
        },
        select: { id: true },
      });
      return created.id;
    });
  } catch (error) {
    // Two owners' sessions adding the same provider at once: the unique index lets one through.
    if (isUniqueViolation(error)) throw exists();
    throw error;
  }
  return paymentMethod(store, { id, platformOrigin: input.platformOrigin });
}

/** Changes what the patch names; credentials key by key. The method's row is locked, so that two writes of its credentials take turns. */
export async function updatePaymentMethod(store: Store, input: Origin & { id: number; patch: PaymentMethodPatch }) {
  const { patch } = input;
  await db().$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM payment_methods WHERE id = ${input.id} AND store_id = ${store.id} FOR UPDATE`;
    const current = await tx.paymentMethod.findFirst({
      where: { id: input.id, storeId: store.id },
      select: { id: true, provider: true, isActive: true, credentials: true },
    });
    if (!current) throw paymentMethodMissing(store.language);
    const provider = PROVIDER_NAMES[current.provider];
    if (patch.settlement_currency !== undefined && provider !== "paypal") {
      throw fieldError("settlement_currency", messages(store.language, "noSettlement"));
    }
    if (patch.logo_id !== undefined) await checkLogo(tx, store, patch.logo_id);
    const credentials = patch.credentials ? withChanges(provider, openCredentials(current.credentials), patch.credentials, store.language) : undefined;
    checkActivation(store, provider, {
      isActive: patch.is_active ?? current.isActive,
      credentials: credentials ?? openCredentials(current.credentials),
      activating: patch.is_active === true && !current.isActive,
    });
    await tx.paymentMethod.update({
      where: { id: current.id, storeId: store.id },
      data: {
        name: patch.name,
        logoUploadId: patch.logo_id,
        instruction: patch.instruction,
        isActive: patch.is_active,
        sandbox: patch.sandbox,
        position: patch.position,
        settlementCurrency: patch.settlement_currency,
        credentials: credentials && sealCredentials(credentials),
      },
    });
  });
  return paymentMethod(store, input);
}

/**
 * An active online method has every key of its provider. Refused on `is_active` when the write
 * switches it on, else on the first key it takes away.
 */
function checkActivation(store: Store, provider: ProviderName, method: { isActive: boolean; credentials: StoredCredentials; activating: boolean }) {
  if (!method.isActive) return;
  const missing = missingKeys(provider, method.credentials);
  if (missing.length === 0) return;
  if (method.activating) {
    throw fieldError("is_active", messages(store.language, "needsKeys", { keys: missing.join(", ") }));
  }
  throw fieldError(`credentials.${missing[0]!}`, messages(store.language, "keyInUse"));
}

async function checkLogo(tx: Tx, store: Store, uploadId: number | null) {
  if (uploadId !== null) refuseIssues(await pictureIssues(tx, store, [{ path: ["logo_id"], id: uploadId }]), store.language);
}
