"use client";

import type { Session } from "next-auth";
import { SessionProvider } from "next-auth/react";
import { AUTH_PATH } from "@/lib/dashboard/paths";

/** next-auth's client, told where its routes are on the platform host (outside /api). */
export function AuthProvider({ session, children }: { session: Session | null; children: React.ReactNode }) {
  return (
    <SessionProvider basePath={AUTH_PATH} session={session} refetchOnWindowFocus={false}>
      {children}
    </SessionProvider>
  );
}
