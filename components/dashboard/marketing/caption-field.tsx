"use client";

import { useMutation } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { contentRequest } from "@/lib/ai/schemas";
import { checkBody } from "@/lib/dashboard/api-client";
import { ApiFailure } from "@/lib/http/api-client";
import { streamContent } from "@/lib/dashboard/event-stream";
import { postMessages } from "@/lib/dashboard/messages/marketing-posts";
import { useMessages } from "../language";
import { Button } from "../ui/buttons";
import { Field, inputClass } from "../ui/fields";

/** The caption, and the AI that writes one into it as its words arrive. */
export function CaptionField({ caption, onChange, error }: { caption: string; onChange: (caption: string) => void; error?: string }) {
  const t = useMessages(postMessages);
  const [prompt, setPrompt] = useState("");
  const stop = useRef<AbortController>(null);
  const generate = useMutation({
    mutationFn: async () => {
      const body = { message: prompt.trim() || undefined, kind: "caption" };
      checkBody(contentRequest, body);
      stop.current = new AbortController();
      let text = "";
      onChange("");
      const signal = stop.current.signal;
      await streamContent(
        "/content-generator",
        body,
        (piece) => {
          text += piece;
          onChange(text);
        },
        signal,
      ).then(onChange, (error: unknown) => {
        // Stopped by the owner: what was written so far stays in the caption.
        if (!signal.aborted) throw error;
      });
    },
  });
  const generateError = generate.error instanceof ApiFailure ? (generate.error.fieldError("message") ?? generate.error.message) : undefined;
  return (
    <div className="space-y-3">
      <Field label={t("caption")} error={error}>
        {(id, describedBy) => (
          <textarea
            id={id}
            rows={6}
            className={inputClass}
            value={caption}
            aria-invalid={!!error}
            aria-describedby={describedBy}
            aria-busy={generate.isPending}
            onChange={(e) => onChange(e.target.value)}
          />
        )}
      </Field>
      <div className="rounded-lg border border-gray-200 bg-gray-50 p-3">
        <Field label={t("aiPrompt")} error={generateError} hint={t("aiHint")}>
          {(id, describedBy) => (
            <input
              id={id}
              className={inputClass}
              value={prompt}
              aria-invalid={!!generateError}
              aria-describedby={describedBy}
              onChange={(e) => setPrompt(e.target.value)}
            />
          )}
        </Field>
        <div className="mt-2 flex gap-2">
          <Button variant="secondary" disabled={generate.isPending} onClick={() => generate.mutate()}>
            {generate.isPending ? t("generating") : t("generate")}
          </Button>
          {generate.isPending ? (
            <Button variant="secondary" onClick={() => stop.current?.abort()}>
              {t("stop")}
            </Button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
