import { randomBytes } from "node:crypto";
import { refusal } from "../core/errors";
import { db, type Tx } from "../db/client";
import { isUniqueViolation } from "../db/errors";
import type { Store, StoreDomain } from "../db/generated/client";
import { env } from "../env";
import { isoMicros } from "../format/dates";
import { lookUpToken, verificationName } from "./dns";
import { domainMessages } from "./messages";
import type { DomainCheck, DomainRecord } from "./schemas";

// A store's custom domain and the proof that it is the store's: the owner sets the domain
// (`PUT /store`, custom_domain), which makes it pending with a token of its own; it is verified
// when `_commerce-verify.{domain}` holds the token ("check now", and the recheck job), and only
// then served (lib/tenancy/find-store.ts) and given certificates (tls-allowed.ts).

export const noCustomDomain = refusal("not_found", "The store has no custom domain");

/** Another store has this domain verified: it is theirs. */
export async function verifiedElsewhere(tx: Tx, store: Store, domain: string): Promise<boolean> {
  return !!(await tx.storeDomain.findFirst({ where: { verifiedDomain: domain, storeId: { not: store.id } }, select: { storeId: true } }));
}

/** The store's domain as its owner set it: a new domain is pending under a new token, the same one keeps its proof, null drops it. */
export async function setStoreDomain(tx: Tx, store: Store, domain: string | null): Promise<void> {
  if (domain === null) {
    await tx.storeDomain.deleteMany({ where: { storeId: store.id } });
    return;
  }
  const current = await tx.storeDomain.findUnique({ where: { storeId: store.id } });
  if (current?.domain === domain) return;
  const fresh = { domain, token: randomBytes(16).toString("hex"), verifiedDomain: null, lastCheck: null, checkedAt: null, verifiedAt: null };
  await tx.storeDomain.upsert({ where: { storeId: store.id }, create: { storeId: store.id, ...fresh }, update: fresh });
}

/** `GET /store/domain`: the records to set and where the proof stands. */
export async function storeDomain(store: Store): Promise<DomainRecord> {
  return domainRecordOf(await domainOf(store));
}

/** `POST /store/domain/check`: looks the TXT record up now. */
export async function checkStoreDomain(store: Store): Promise<DomainRecord> {
  await checkDomain(await domainOf(store), new Date());
  return storeDomain(store);
}

async function domainOf(store: Store): Promise<StoreDomain> {
  const row = await db().storeDomain.findUnique({ where: { storeId: store.id } });
  if (!row) throw noCustomDomain.error(domainMessages(store.language, "noDomain"));
  return row;
}

/**
 * Looks a domain's TXT record up and writes what it saw, unless the domain or its token changed
 * meanwhile. Seen right, it is verified, unless another store's is (the unique index decides two
 * at once); seen absent or wrong, it is pending again; an unreachable resolver changes nothing.
 */
export async function checkDomain(row: StoreDomain, now: Date): Promise<DomainCheck> {
  const seen = await lookUpToken(row.domain, row.token);
  const proof =
    seen === "verified"
      ? { verifiedDomain: row.domain, verifiedAt: row.verifiedAt ?? now }
      : seen === "unreachable"
        ? {}
        : { verifiedDomain: null, verifiedAt: null };
  const same = { storeId: row.storeId, domain: row.domain, token: row.token };
  try {
    await db().storeDomain.updateMany({ where: same, data: { ...proof, lastCheck: seen, checkedAt: now } });
    return seen;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await db().storeDomain.updateMany({ where: same, data: { lastCheck: "taken", checkedAt: now } });
    return "taken";
  }
}

function domainRecordOf(row: StoreDomain): DomainRecord {
  const target = env().CUSTOM_DOMAIN_TARGET ?? env().ROOT_DOMAIN;
  return {
    domain: row.domain,
    status: row.verifiedDomain ? "verified" : "pending",
    records: [
      { type: "CNAME", name: row.domain, value: target },
      { type: "TXT", name: verificationName(row.domain), value: row.token },
    ],
    last_check: row.lastCheck as DomainCheck | null,
    checked_at: row.checkedAt && isoMicros(row.checkedAt),
    verified_at: row.verifiedAt && isoMicros(row.verifiedAt),
  };
}
