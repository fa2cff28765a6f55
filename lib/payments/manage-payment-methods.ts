import type { z } from "zod";
import { fieldsOf } from "../core/columns";
import { fieldError, refusal } from "../core/errors";
import { pictureIssues } from "../catalog/gallery";
import { refuseIssues } from "../catalog/issues";
import type { Tx } from "../db/client";
import { refusingDuplicates } from "../db/errors";
import type { Prisma, Store } from "../db/generated/client";
import { storeRecords } from "../db/store-records";
import { stampsOf } from "../format/dates";
import { publicUrl } from "../media/storage";
import { storeOrigin } from "../tenancy/store-origin";
import {
  PROVIDER_NAMES,
  PROVIDER_OF,
  credentialStates,
  missingKeys,
  openCredentials,
  paymentMethodNotFound,
  sealCredentials,
  withChanges,
  type StoredCredentials,
} from "./payment-credentials";
import { paymentMethodMessages } from "./messages";
import type { PaymentMethodInput, PaymentMethodPatch, ProviderName, paymentMethodManaged } from "./schemas";

// The owner's payment methods: one per provider, added, changed, ordered and switched on or off.
// There is no delete (docs/decisions.md): a method's past payments name it, and their refunds and
// late confirmations need its credentials. The customer API's /active-payment-methods reads the
// same rows, so a change is offered (or withdrawn) at once.

export const paymentMethodExists = refusal("conflict", "The store already has a method of this provider: one per provider, changed with PUT");

const BRAND_NAMES = { gpay: "Google Pay", paypal: "PayPal", cmi: "CMI" } as const;

/** What each provider's method is called when the owner names it not: in the store's language where the name is not a brand. */
function defaultName(store: Store, provider: ProviderName) {
  if (provider === "cod") return paymentMethodMessages(store.language, "codName");
  if (provider === "stripe") return paymentMethodMessages(store.language, "cardName");
  return BRAND_NAMES[provider];
}
const INCLUDE = { logo: { select: { id: true, path: true } } } satisfies Prisma.PaymentMethodInclude;
type Row = Prisma.PaymentMethodGetPayload<{ include: typeof INCLUDE }>;

type Origin = { platformOrigin: string };

function serialize(row: Row, origin: string): z.infer<typeof paymentMethodManaged> {
  const provider = PROVIDER_NAMES[row.provider];
  return {
    ...fieldsOf(row, ["id", "name", "instruction", "isActive", "sandbox", "position", "settlementCurrency"]),
    provider,
    logo_id: row.logo?.id ?? null,
    logo: publicUrl(origin, row.logo?.path),
    credentials: credentialStates(provider, openCredentials(row.credentials)),
    ...stampsOf(row),
  };
}

const methods = storeRecords("paymentMethod", {
  include: INCLUDE,
  orderBy: [{ position: "asc" }, { id: "asc" }],
  notFound: (language) => paymentMethodMessages(language, "notFound"),
  refusal: paymentMethodNotFound,
  serialize,
  context: (store, input: Origin) => storeOrigin(store, input.platformOrigin),
});

/** The store's methods in the shopper's order, inactive ones too. */
export const listPaymentMethods = methods.list;

export const paymentMethod = methods.read;

/** A method for a provider the store has none of: last in the shopper's order unless placed. */
export function createPaymentMethod(store: Store, input: Origin & { fields: PaymentMethodInput }) {
  const { fields: method } = input;
  const provider = PROVIDER_OF[method.provider];
  const exists = () => paymentMethodExists.error(paymentMethodMessages(store.language, "exists", { provider: defaultName(store, method.provider) }));
  // Two owners' sessions adding the same provider at once: the unique index lets one through.
  return refusingDuplicates(
    () =>
      methods.create(store, {
        ...input,
        async data(tx) {
          await checkLogo(tx, store, method.logo_id);
          const credentials = withChanges(method.provider, {}, method.credentials, store.language);
          checkActivation(store, method.provider, { isActive: method.is_active, credentials, activating: method.is_active });
          if (await tx.paymentMethod.findFirst({ where: { storeId: store.id, provider }, select: { id: true } })) throw exists();
          const last = await tx.paymentMethod.aggregate({ where: { storeId: store.id }, _max: { position: true } });
          return {
            storeId: store.id,
            provider,
            name: method.name ?? defaultName(store, method.provider),
            logoUploadId: method.logo_id,
            instruction: method.instruction,
            isActive: method.is_active,
            sandbox: method.sandbox,
            position: method.position ?? (last._max.position ?? 0) + 1,
            credentials: sealCredentials(credentials),
            settlementCurrency: "settlement_currency" in method ? method.settlement_currency : null,
          };
        },
      }),
    exists,
  );
}

/** Changes what the patch names; credentials key by key. The method's row is locked, so that two writes of its credentials take turns. */
export function updatePaymentMethod(store: Store, input: Origin & { id: number; patch: PaymentMethodPatch }) {
  const { patch } = input;
  return methods.update(store, {
    ...input,
    lock: true,
    async data(tx, current) {
      const provider = PROVIDER_NAMES[current.provider];
      if (patch.settlement_currency !== undefined && provider !== "paypal") {
        throw fieldError("settlement_currency", paymentMethodMessages(store.language, "noSettlement"));
      }
      if (patch.logo_id !== undefined) await checkLogo(tx, store, patch.logo_id);
      const credentials = patch.credentials ? withChanges(provider, openCredentials(current.credentials), patch.credentials, store.language) : undefined;
      checkActivation(store, provider, {
        isActive: patch.is_active ?? current.isActive,
        credentials: credentials ?? openCredentials(current.credentials),
        activating: patch.is_active === true && !current.isActive,
      });
      return {
        name: patch.name,
        logoUploadId: patch.logo_id,
        instruction: patch.instruction,
        isActive: patch.is_active,
        sandbox: patch.sandbox,
        position: patch.position,
        settlementCurrency: patch.settlement_currency,
        credentials: credentials && sealCredentials(credentials),
      };
    },
  });
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
    throw fieldError("is_active", paymentMethodMessages(store.language, "needsKeys", { keys: missing.join(", ") }));
  }
  throw fieldError(`credentials.${missing[0]!}`, paymentMethodMessages(store.language, "keyInUse"));
}

async function checkLogo(tx: Tx, store: Store, uploadId: number | null) {
  if (uploadId !== null) refuseIssues(await pictureIssues(tx, store, [{ path: ["logo_id"], id: uploadId }]), store.language);
}
