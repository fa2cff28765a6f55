import { ACTIVE } from "../auth/credentials";
import { MAX_PER_PAGE } from "../core/paging";
import { unsubscribeHeaders, unsubscribeLink } from "../customers/marketing-consent";
import { db } from "../db/client";
import { env } from "../env";
import { storedTimestamp } from "../format/dates";
import { enqueue, QUEUES, type JobData } from "../jobs/queue";
import { amount, amountNumber, Decimal } from "../money/money";
import { formatPrice } from "../money/price-format";
import { sendMail } from "../notifications/mailer";
import { currencySymbols } from "../orders/order-currency";
import { mailedStoreOrigin } from "../tenancy/store-origin";
import { abandonedCartMessages } from "./abandoned-messages";
import { listCart } from "./cart";

// Carts left behind (docs/decisions.md, "Carts left behind"): every ABANDONED_CART_CRON, the carts of
// signed-in shoppers untouched for ABANDONED_CART_HOURS are found by one statement, which also writes
// each one's cart_reminders row; the e-mail jobs are written by the same transaction, so a run that
// fails writes neither and a retried e-mail job finds its row already there. The row's unique
// (cart, state) is what makes one e-mail per state of a cart, whatever the instances.

export const ABANDONED_CART_CRON = "*/5 * * * *";
/** An order within this many days of the e-mail recovers the cart (the overview counts it). */
export const RECOVERY_DAYS = 7;
const HOUR_MS = 3_600_000;
/** Carts untouched longer than this past the wait are let be: a store turning the e-mails on does not mail its old carts. */
const STALE_MS = 7 * 24 * HOUR_MS;
/** A run's share: the rest wait for the next run. */
const BATCH = 500;

/** Writes the e-mail of every cart due at `now`; their number. */
export async function remindAbandonedCarts(now = new Date()): Promise<number> {
  const untouchedSince = new Date(now.getTime() - env().ABANDONED_CART_HOURS * HOUR_MS);
  const notBefore = new Date(untouchedSince.getTime() - STALE_MS);
  return db().$transaction(async (tx) => {
    const mailed = await tx.$queryRaw<{ id: number; store_id: number }[]>`
      INSERT INTO cart_reminders (store_id, cart_id, customer_id, cart_changed_at, sent_at)
      SELECT c.store_id, c.id, c.customer_id, c.updated_at, ${storedTimestamp(now)}::timestamp
      FROM carts c
      JOIN stores s ON s.id = c.store_id
      JOIN customers u ON u.id = c.customer_id AND u.store_id = c.store_id
      WHERE c.updated_at <= ${storedTimestamp(untouchedSince)}::timestamp AND c.updated_at > ${storedTimestamp(notBefore)}::timestamp
        AND s.abandoned_cart_emails AND s.suspended_at IS NULL
        AND u.status = ${ACTIVE} AND u.marketing_unsubscribed_at IS NULL
        AND EXISTS (SELECT 1 FROM cart_lines l WHERE l.cart_id = c.id)
        AND NOT EXISTS (SELECT 1 FROM cart_reminders r WHERE r.cart_id = c.id AND r.cart_changed_at = c.updated_at)
        -- An order placed since the cart last changed: the shopper bought, nothing is left behind.
        AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.store_id = c.store_id AND o.customer_id = c.customer_id AND o.placed_at >= c.updated_at)
      ORDER BY c.updated_at
      LIMIT ${BATCH}
      ON CONFLICT (cart_id, cart_changed_at) DO NOTHING
      RETURNING id, store_id`;
    await enqueue(
      tx,
      QUEUES.cartReminder,
      mailed.map((row) => ({ data: { storeId: row.store_id, reminderId: row.id } })),
    );
    return mailed.length;
  });
}

/**
 * The e-mail of one reminder, with the cart's lines as they stand when it is sent, priced in the
 * store's default currency; none when the cart changed, was ordered or emptied since it was found
 * due, or its shopper unsubscribed meanwhile.
 */
export async function sendCartReminder({ storeId, reminderId }: JobData[typeof QUEUES.cartReminder]): Promise<void> {
  const reminder = await db().cartReminder.findFirst({
    where: { id: reminderId, storeId },
    include: { store: true, cart: { select: { updatedAt: true, customer: { select: { id: true, name: true, email: true, marketingUnsubscribedAt: true } } } } },
  });
  if (!reminder || reminder.cart.updatedAt > reminder.cartChangedAt) return;
  const { store, cart } = reminder;
  const { customer } = cart;
  if (customer.marketingUnsubscribedAt) return;
  const ordered = await db().order.count({ where: { storeId, customerId: customer.id, placedAt: { gte: reminder.cartChangedAt } } });
  if (ordered) return;
  const origin = await mailedStoreOrigin(store);
  const symbol = (await currencySymbols(store.id))(store.currencyCode);
  const currency = { code: store.currencyCode, name: store.currencyCode, symbol, rate: new Decimal(1), isDefault: true };
  const { rows } = await listCart(store, { customerId: customer.id, page: { page: 1, perPage: MAX_PER_PAGE }, currency, origin });
  if (!rows.length) return;
  const price = (row: (typeof rows)[number]) => formatPrice(amountNumber(amount(row.unitPrice).times(row.quantity)), currency, store.language);
  const lines = rows.map((row) => `- ${row.quantity} × ${row.name}${row.variant ? ` (${row.variant})` : ""}: ${price(row)}`).join("\n");
  const unsubscribe = unsubscribeLink(origin, { storeId, customerId: customer.id });
  const words = { store: store.name, name: customer.name, lines, link: `${origin}/cart`, unsubscribe };
  await sendMail(store, {
    to: customer.email,
    subject: abandonedCartMessages(store.language, "subject", words),
    text: abandonedCartMessages(store.language, "body", words),
    headers: unsubscribeHeaders(origin, { storeId, customerId: customer.id }),
  });
}
