"use client";

import { useState } from "react";
import { productMessages } from "@/lib/dashboard/messages/products";
import { MarkdownText } from "@/components/markdown-text";
import { useMessages } from "../language";
import { Field, inputClass } from "../ui/fields";

/**
 * A product's description: Markdown typed in a plain textarea (line breaks kept), and a preview
 * rendered by the storefront's own component, so what the owner checks is what shoppers get.
 */
export function DescriptionField({
  value,
  error,
  onChange,
  lang,
  dir,
}: {
  value: string;
  error?: string;
  onChange: (value: string) => void;
  /** Another language's description: its text's language and direction. */
  lang?: string;
  dir?: "ltr" | "rtl";
}) {
  const t = useMessages(productMessages);
  const [previewing, setPreviewing] = useState(false);
  return (
    <div className="relative">
      <button
        type="button"
        aria-pressed={previewing}
        onClick={() => setPreviewing(!previewing)}
        className="absolute end-0 top-0 text-sm font-medium text-gray-700 underline underline-offset-2 hover:text-gray-900"
      >
        {t("preview")}
      </button>
      <Field label={t("description")} error={error} hint={t("markdownHint")}>
        {(inputId, describedBy) => (
          <>
            <textarea
              id={inputId}
              rows={8}
              hidden={previewing}
              lang={lang}
              dir={dir}
              aria-describedby={describedBy}
              className={inputClass}
              value={value}
              onChange={(e) => onChange(e.target.value)}
            />
            {previewing ? (
              <div
                data-testid="description-preview"
                lang={lang}
                dir={dir}
                className="min-h-32 rounded-md border border-gray-200 bg-gray-50 px-3 py-2 text-sm text-gray-900"
              >
                {value.trim() ? <MarkdownText text={value} /> : <p className="text-gray-500">{t("nothingToPreview")}</p>}
              </div>
            ) : null}
          </>
        )}
      </Field>
    </div>
  );
}
