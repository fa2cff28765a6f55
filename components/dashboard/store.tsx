"use client";

import { createContext, useContext } from "react";
import type { DashboardStore } from "@/lib/dashboard/session-types";
import { can, type Access, type Area } from "@/lib/staff/roles";

const StoreContext = createContext<DashboardStore | null>(null);

/** The signed-in owner's store (from the session), for links to its storefront and its currency. */
export function StoreProvider({ store, children }: { store: DashboardStore; children: React.ReactNode }) {
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}

export function useStore(): DashboardStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error("useStore outside the dashboard");
  return store;
}

/** Whether the signed-in person's role allows the read (or the write) of an area: the dashboard hides what it does not. */
export function useCan(): (area: Area, access?: Access) => boolean {
  // A session opened before roles existed carries none: everyone was their store's owner then (the API checks anyway).
  const role = useStore().role ?? "owner";
  return (area, access = "read") => can(role, area, access);
}
