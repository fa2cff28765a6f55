"use client";

import { useState } from "react";
import { shellMessages } from "@/lib/dashboard/messages/shell";
import { useMessages } from "../language";
import { useWritable } from "../store";
import { Button } from "./buttons";
import { FormError } from "./feedback";

// What a form says about its last save: "Saved" until the owner changes something, or the refusal.

/**
 * Whether the form's last save (a mutation) stands: from its answer until the owner's next change,
 * which `clear` is told of. `changes` goes on the `<form>`: an input's or a select's change bubbles
 * to it, and a switch (a button) is caught by its click.
 */
export function useSaveConfirmation(save: { isSuccess: boolean; submittedAt: number }) {
  // The save whose confirmation a change has cleared; a later save confirms again.
  const [cleared, setCleared] = useState<number>();
  const clear = () => setCleared(save.submittedAt);
  const changes = {
    onChange: clear,
    onClickCapture: (event: React.MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('[role="switch"]')) clear();
    },
  };
  return { saved: save.isSuccess && cleared !== save.submittedAt, clear, changes };
}

/** "Saved" or the refusal not about one field, beside the form's save button; read out when it changes. */
export function SaveStatus({ saved, error, fieldsMessage, className = "" }: { saved: boolean; error: unknown; fieldsMessage?: string; className?: string }) {
  const ts = useMessages(shellMessages);
  return (
    <div aria-live="polite" className={`text-sm ${className}`}>
      {saved && !error ? (
        <p role="status" className="inline-flex items-center gap-1 font-medium text-green-800">
          <span aria-hidden="true">✓</span>
          {ts("saved")}
        </p>
      ) : null}
      <FormError error={error} fieldsMessage={fieldsMessage} />
    </div>
  );
}

/** A form's last row: delete (when the record exists), whether it saved, cancel, save. */
export function FormActions({
  onDelete,
  deleteLabel,
  onCancel,
  saving,
  status,
}: {
  onDelete?: () => void;
  deleteLabel?: string;
  onCancel: () => void;
  saving: boolean;
  /** The SaveStatus, beside the save button. */
  status?: React.ReactNode;
}) {
  const t = useMessages(shellMessages);
  // A read-only screen's form shows its values: only a way out of it.
  if (!useWritable())
    return (
      <div className="mt-4 flex justify-end">
        <Button variant="secondary" onClick={onCancel}>
          {t("close")}
        </Button>
      </div>
    );
  return (
    <div className="mt-4 flex flex-wrap items-center justify-end gap-2">
      {onDelete ? (
        <Button variant="danger" className="me-auto" onClick={onDelete}>
          {deleteLabel}
        </Button>
      ) : null}
      {status}
      <Button variant="secondary" onClick={onCancel}>
        {t("cancel")}
      </Button>
      <Button type="submit" disabled={saving}>
        {saving ? t("saving") : t("save")}
      </Button>
    </div>
  );
}
