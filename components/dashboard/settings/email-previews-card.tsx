"use client";

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { z } from "zod";
import { api, DASHBOARD_API } from "@/lib/dashboard/api-client";
import { emailPreviewMessages } from "@/lib/dashboard/messages/email-previews";
import { queryKeys } from "@/lib/dashboard/query-keys";
import { EMAIL_PREVIEWS, type EmailPreviewKind, type emailPreviewResponse } from "@/lib/notifications/schemas";
import { useMessages } from "../language";
import { QueryState } from "../ui/feedback";
import { SelectField } from "../ui/fields";
import { Card } from "../ui/layout";

type Preview = z.infer<typeof emailPreviewResponse>["data"];

/** Each e-mail the store sends, as it will look: its subject, its page (in a sandboxed frame) and its plain text. */
export function EmailPreviewsCard() {
  const t = useMessages(emailPreviewMessages);
  const [template, setTemplate] = useState<EmailPreviewKind>("orderConfirmation");
  const preview = useQuery({
    queryKey: queryKeys.store.emailPreviews(template),
    queryFn: () => api<{ data: Preview }>(`/email-previews?template=${template}`).then((answer) => answer.data),
  });
  return (
    <Card title={t("title")}>
      <p className="mb-3 text-sm text-gray-600">{t("lead")}</p>
      <SelectField
        label={t("which")}
        value={template}
        onChange={(value) => setTemplate(value as EmailPreviewKind)}
        options={EMAIL_PREVIEWS.map((kind) => ({ value: kind, label: t(kind) }))}
      />
      <QueryState loading={preview.isPending} error={preview.error} />
      {preview.data ? (
        <div className="mt-4 space-y-3">
          <p className="text-sm">
            <span className="text-gray-600">{t("subject")}: </span>
            <bdi className="font-medium">{preview.data.subject}</bdi>
          </p>
          {/* Its own address, not srcDoc: a framed document of the page's own would live under the page's policy, which forbids its inline styles.
              Scripts are allowed by the sandbox only for the tools that evaluate in frames (axe): the frame's own policy runs none. */}
          <iframe
            title={t(template)}
            // The time of the preview read with it: the frame is loaded again when a saved setting changes the e-mail.
            src={`${DASHBOARD_API}/email-previews/page?template=${template}&read=${preview.dataUpdatedAt}`}
            sandbox="allow-scripts"
            className="h-[28rem] w-full rounded-lg border border-gray-200 bg-gray-100"
          />
          <details className="text-sm">
            <summary className="cursor-pointer text-gray-700">{t("plainText")}</summary>
            <pre dir="auto" className="mt-2 whitespace-pre-wrap rounded-lg bg-gray-50 p-3 font-sans">
              {preview.data.text}
            </pre>
          </details>
        </div>
      ) : null}
    </Card>
  );
}
