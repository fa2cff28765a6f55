"use client";

import { usePathname } from "next/navigation";
import { createContext, useContext } from "react";
import type { DashboardStore } from "@/lib/dashboard/session-types";
import { can, type Access, type Area } from "@/lib/staff/roles";
import { screenOf } from "./navigation";

const StoreContext = createContext<{ store: DashboardStore; suspended: boolean } | null>(null);

/** The signed-in person's store (from the session), for links to its storefront and its currency; `suspended`: its writes are refused. */
export function StoreProvider({ store, suspended = false, children }: { store: DashboardStore; suspended?: boolean; children: React.ReactNode }) {
  return <StoreContext.Provider value={{ store, suspended }}>{children}</StoreContext.Provider>;
}

function useStoreContext() {
  const context = useContext(StoreContext);
  if (!context) throw new Error("useStore outside the dashboard");
  return context;
}

export function useStore(): DashboardStore {
  return useStoreContext().store;
}

/** Whether the signed-in person's role allows the read (or the write) of an area: the dashboard hides what it does not. */
export function useCan(): (area: Area, access?: Access) => boolean {
  const { store, suspended } = useStoreContext();
  // A session opened before roles existed carries none: everyone was their store's owner then (the API checks anyway).
  const role = store.role ?? "owner";
  return (area, access = "read") => (access === "write" && suspended ? false : can(role, area, access));
}

/**
 * Whether the screen shown may be changed: its area's write for the person's role, and a store not
 * suspended. The shared controls (edit, remove and save buttons, switches, record forms) ask it, so
 * that a read-only screen shows its values without the controls that would be refused.
 */
export function useWritable(): boolean {
  const allowed = useCan();
  const screen = screenOf(usePathname());
  return allowed(screen?.area ?? "account", "write");
}
