import type { Store } from "../db/generated/client";
import { todayIn } from "../format/dates";

/** `demo-orders-2026-11-28.csv`: the store, what, and the store's day it was taken. */
export const exportFileName = (store: Store, what: string) => `${store.subdomain}-${what}-${todayIn(store.timezone)}.csv`;
