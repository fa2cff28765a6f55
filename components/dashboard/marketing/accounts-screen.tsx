"use client";

import { queryKeys } from "@/lib/dashboard/query-keys";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import type { z } from "zod";
import { api } from "@/lib/dashboard/api-client";
import { marketingMessages } from "@/lib/dashboard/messages/marketing";
import type { facebookConnectAnswer } from "@/lib/social/schemas";
import { useMessages } from "../language";
import { WriteButton } from "../ui/buttons";
import { Card } from "../ui/layout";
import { Badge, FormError, QueryState } from "../ui/feedback";
import { useConnections, useFacebookPages } from "./queries";
import { refreshQueries } from "@/components/refresh-queries";

const CALLBACK_PATH = "/api/facebook/callback";

/**
 * The store's connected Facebook and Instagram accounts. Connecting opens Facebook Login in a
 * window of its own (the owner keeps this page); Facebook sends that window back to the API's
 * callback on this origin, whose answer this page reads before closing it.
 */
export function AccountsScreen() {
  const t = useMessages(marketingMessages);
  const client = useQueryClient();
  const connections = useConnections();
  const pages = useFacebookPages();
  const [callbackError, setCallbackError] = useState<string>();
  const watching = useRef<number>(undefined);
  useEffect(() => () => window.clearInterval(watching.current), []);

  const refresh = () => {
    void refreshQueries(client, queryKeys.platformConnections.all);
    void refreshQueries(client, queryKeys.facebookPages.all);
  };
  const connect = useMutation({
    mutationFn: async () => {
      setCallbackError(undefined);
      // Opened by the click itself, before the API answers, so that browsers do not take it for an unwanted pop-up.
      const popup = window.open("", "facebook-login", "popup,width=640,height=720");
      try {
        const { url } = await api<z.infer<typeof facebookConnectAnswer>>("/facebook/connect");
        if (popup) popup.location.href = url;
        else window.location.assign(url);
      } catch (error) {
        popup?.close();
        throw error;
      }
      if (popup) watch(popup);
    },
  });
  const disconnect = useMutation({ mutationFn: () => api("/facebook/connect", { method: "DELETE" }), onSuccess: refresh });

  function watch(popup: Window) {
    window.clearInterval(watching.current);
    watching.current = window.setInterval(() => {
      if (popup.closed) return (window.clearInterval(watching.current), refresh());
      let landed = false;
      try {
        // Reading another origin's location throws while the window is on Facebook.
        landed = popup.location.pathname === CALLBACK_PATH && popup.document.readyState === "complete";
      } catch {
        return;
      }
      if (!landed) return;
      // Chromium shows a JSON answer in a <pre> (beside its own "pretty-print" control).
      const text = (popup.document.querySelector("pre") ?? popup.document.body)?.textContent ?? "";
      window.clearInterval(watching.current);
      popup.close();
      try {
        const answer = JSON.parse(text) as { success: boolean; message?: string };
        if (!answer.success) setCallbackError(answer.message);
      } catch {
        setCallbackError(t("connectFailed"));
      }
      refresh();
    }, 400);
  }

  const accounts = connections.data ?? [];
  const anyConnected = accounts.length > 0;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card title={t("connectedAccounts")}>
        <p className="mb-3 text-sm text-gray-600">{t("connectLead")}</p>
        <div className="mb-3 flex flex-wrap gap-2">
          <WriteButton disabled={connect.isPending} onClick={() => connect.mutate()}>
            {anyConnected ? t("reconnectFacebook") : t("connectFacebook")}
          </WriteButton>
          {anyConnected ? (
            <WriteButton variant="danger" disabled={disconnect.isPending} onClick={() => window.confirm(t("confirmDisconnect")) && disconnect.mutate()}>
              {t("disconnect")}
            </WriteButton>
          ) : null}
        </div>
        <FormError error={connect.error ?? disconnect.error ?? callbackError} />
        <QueryState loading={connections.isPending} error={connections.error} />
        {connections.data && accounts.length === 0 ? <p className="py-4 text-sm text-gray-600">{t("noAccounts")}</p> : null}
        <ul className="divide-y divide-gray-100 text-sm" aria-label={t("connectedAccounts")}>
          {accounts.map((account) => (
            <li key={`${account.platform}-${account.name}`} className="flex flex-wrap items-center gap-x-2 gap-y-1 py-2">
              <Badge tone={account.platform === "facebook" ? "blue" : "gray"}>{account.platform === "facebook" ? t("facebook") : t("instagram")}</Badge>
              <span className="min-w-0 flex-1 truncate font-medium">{account.name}</span>
              {account.needs_reconnect ? <Badge tone="red">{t("needsReconnect")}</Badge> : null}
              {account.expires_at ? (
                <span className="basis-full text-xs text-gray-600 sm:basis-auto">
                  {t("expires")} <span dir="ltr">{account.expires_at}</span>
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      </Card>
      <Card title={t("facebookPages")}>
        <QueryState loading={pages.isPending} error={pages.error} empty={pages.data?.length === 0} />
        <ul className="divide-y divide-gray-100 text-sm" aria-label={t("facebookPages")}>
          {pages.data?.map((page) => (
            <li key={page.page_id} className="flex items-center gap-2 py-2">
              <span className="min-w-0 flex-1 truncate font-medium">{page.name}</span>
              <span className="font-mono text-xs text-gray-600">{page.page_id}</span>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
