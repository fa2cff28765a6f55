"use client";

import { queryKeys } from "@/lib/dashboard/query-keys";
import { useMutation, useQueryClient, type UseMutationResult } from "@tanstack/react-query";
import { useSession } from "next-auth/react";
import { useRouter } from "next/navigation";
import type { z } from "zod";
import { api } from "@/lib/dashboard/api-client";
import { ApiFailure } from "@/lib/http/api-client";
import { settingsMessages } from "@/lib/dashboard/messages/settings";
import { shellMessages } from "@/lib/dashboard/messages/shell";
import { storeSettingsPatch, type storeSettingsRecord } from "@/lib/stores/schemas";
import { useMessages } from "../language";
import { WriteButton } from "../ui/buttons";
import { Card } from "../ui/layout";
import { SaveStatus, useSaveConfirmation } from "../ui/saving";
import { refreshQueries } from "@/components/refresh-queries";

export type StoreSettings = z.infer<typeof storeSettingsRecord>;
type Saving = UseMutationResult<StoreSettings, Error, z.input<typeof storeSettingsPatch>>;

/**
 * `PUT /store` with the fields given, checked first by the API's own schema. What the session
 * carries (the store's name, language) is read again after a save that changed it, so that the
 * frame and the page's default language follow.
 */
export function useSaveSettings({ refreshSession = false } = {}): Saving {
  const client = useQueryClient();
  const session = useSession();
  const router = useRouter();
  return useMutation({
    mutationFn: (patch: z.input<typeof storeSettingsPatch>) =>
      api<{ data: StoreSettings }>("/store", { method: "PUT", body: patch, schema: storeSettingsPatch }).then((answer) => answer.data),
    onSuccess: async (data) => {
      client.setQueryData(queryKeys.store.settings(), data);
      void refreshQueries(client, queryKeys.store.prompt());
      void refreshQueries(client, queryKeys.store.emailPreviews());
      if (refreshSession) {
        await session.update();
        router.refresh();
      }
    },
  });
}

/** A card that is its own form: its fields, then whether it saved, and "Save". */
export function SettingsForm({ title, save, onSave, children }: { title: string; save: Saving; onSave: () => void; children: React.ReactNode }) {
  const t = useMessages(settingsMessages);
  const ts = useMessages(shellMessages);
  const confirmation = useSaveConfirmation(save);
  return (
    <form
      aria-label={title}
      {...confirmation.changes}
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
    >
      <Card title={title} className="h-full space-y-4">
        {children}
        <div className="flex flex-wrap items-center justify-end gap-3">
          <SaveStatus className="me-auto" saved={confirmation.saved} error={save.error} fieldsMessage={t("fixErrors")} />
          <WriteButton type="submit" disabled={save.isPending}>
            {save.isPending ? ts("saving") : ts("save")}
          </WriteButton>
        </div>
      </Card>
    </form>
  );
}

/** The message the API (or the browser's check) gave about `field`. */
export const fieldError = (save: Saving, field: string) => (save.error instanceof ApiFailure ? save.error.fieldError(field) : undefined);
