"use client";

import { useState } from "react";
import { twoFactorMessages } from "@/lib/dashboard/messages/two-factor";
import type { TwoFactorSetup } from "@/lib/two-factor/schemas";
import { useMessages } from "../language";
import { Button } from "../ui/buttons";
import { TextField } from "../ui/fields";

/**
 * A pending secret to add to an authenticator app (its QR code, drawn by the server, or the key to
 * type), and the app's first code that confirms it: in the settings and at a sign-in the store
 * requires it at.
 */
export function SetupPanel({ setup, busy, error, onConfirm }: { setup: TwoFactorSetup; busy: boolean; error?: string; onConfirm: (code: string) => void }) {
  const t = useMessages(twoFactorMessages);
  const [code, setCode] = useState("");
  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        onConfirm(code);
      }}
    >
      <p className="text-sm text-gray-600">{t("scan")}</p>
      {/* An image of the server's SVG, so that no markup of an answer is put in the page (nothing for next/image to optimise). */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        src={`data:image/svg+xml;utf8,${encodeURIComponent(setup.qr_svg)}`}
        alt={`QR · ${t("title")}`}
        width={176}
        height={176}
        className="rounded-md border border-gray-200"
      />
      <p className="text-sm">
        <span className="text-gray-600">{t("key")}: </span>
        <code data-testid="two-factor-secret" dir="ltr" className="font-mono break-all select-all">
          {setup.secret}
        </code>
      </p>
      <TextField
        label={t("confirmCode")}
        value={code}
        onChange={setCode}
        inputMode="numeric"
        autoComplete="one-time-code"
        dir="ltr"
        required
        error={error}
        fieldClassName="max-w-xs"
      />
      <Button type="submit" disabled={busy}>
        {t("confirm")}
      </Button>
    </form>
  );
}

/** Recovery codes, shown once: to copy or download before going on. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useMessages(twoFactorMessages);
  const [copied, setCopied] = useState(false);
  const text = codes.join("\n");
  return (
    <div className="space-y-3" role="region" aria-label={t("recoveryTitle")}>
      <h3 className="text-sm font-semibold">{t("recoveryTitle")}</h3>
      <p className="text-sm text-gray-600">{t("recoveryLead")}</p>
      <ul dir="ltr" data-testid="recovery-codes" className="grid grid-cols-2 gap-2 rounded-md bg-gray-50 p-3 font-mono text-sm">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          onClick={() =>
            void navigator.clipboard.writeText(text).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {copied ? t("copied") : t("copy")}
        </Button>
        <a
          className="inline-flex items-center justify-center rounded-md border border-gray-300 bg-white px-4 py-2 text-sm font-medium hover:bg-gray-50"
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(text + "\n")}`}
          download="recovery-codes.txt"
        >
          {t("download")}
        </a>
        <Button onClick={onDone}>{t("done")}</Button>
      </div>
    </div>
  );
}
