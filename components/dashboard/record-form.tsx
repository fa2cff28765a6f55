"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { refreshQueries } from "@/components/refresh-queries";
import type { z } from "zod";
import { api } from "@/lib/dashboard/api-client";
import { ApiFailure } from "@/lib/http/api-client";
import { useWritable } from "./store";
import { Card } from "./ui/layout";
import { FormActions, SaveStatus, useSaveConfirmation } from "./ui/saving";

// What every screen's form of one record does: saved by POST to its list (new) or PUT to its own
// address (existing), each body checked first with the route's schema; deleted after a question;
// then the screen's lists read again. A new record's form closes (the list shows it); an existing
// one's stays, saying "Saved" until the next change.

type RecordWritesOptions = {
  /** The queries the record shows in (their keys), read again after a write. */
  shownIn: (readonly unknown[])[];
  /** Where a new record is posted: "/coupons", `/shipping-zones/${id}/rates`. */
  createAt: string;
  /** The record's own address, for its PUT and DELETE; absent for a new one. */
  at?: string;
  body: () => unknown;
  /** The schemas the routes parse the body with: a new record's, and a change's (no defaults). */
  schemas: { create: z.ZodType; update: z.ZodType };
  onDone: () => void;
  /** After a new record is saved, before `onDone` (a paged list shows the page where it is). */
  onCreated?: () => void;
};

export function useRecordWrites({ shownIn, createAt, at, body, schemas, onDone, onCreated }: RecordWritesOptions) {
  const client = useQueryClient();
  const refresh = () => Promise.all(shownIn.map((queryKey) => refreshQueries(client, queryKey)));
  const done = () => {
    void refresh();
    onDone();
  };
  const save = useMutation({
    mutationFn: () =>
      at ? api(at, { method: "PUT", body: body(), schema: schemas.update }) : api(createAt, { method: "POST", body: body(), schema: schemas.create }),
    onSuccess: () => {
      if (at) return void refresh();
      onCreated?.();
      done();
    },
  });
  const confirmation = useSaveConfirmation(save);
  // A refused delete may still change the record (a used pickup point is deactivated instead, 409).
  const remove = useMutation({ mutationFn: () => api(at!, { method: "DELETE" }), onSuccess: done, onError: refresh });
  return { save, remove, confirmation, exists: at !== undefined, failure: save.error instanceof ApiFailure ? save.error : undefined };
}

type RecordFormProps = {
  writes: ReturnType<typeof useRecordWrites>;
  title: string;
  deleteLabel: string;
  /** The question asked before deleting (asked only of an existing record). */
  confirmDelete: () => string;
  onCancel: () => void;
  /** Shown when the refusal is about fields only (they show their own). */
  fieldsMessage?: string;
  /** Inside another card (a zone's rates): a bordered box rather than a card of its own. */
  nested?: boolean;
  children: React.ReactNode;
};

/** A record's form: its fields, the refusal not about one field, then delete (existing records), cancel and save. */
export function RecordForm({ writes, title, deleteLabel, confirmDelete, fieldsMessage, onCancel, nested, children }: RecordFormProps) {
  const { save, remove, exists, confirmation } = writes;
  const writable = useWritable();
  // Read-only: the values stay readable in fields nobody can change (the browser keeps them from focus-less edits).
  const fields = writable ? (
    children
  ) : (
    <fieldset disabled className="contents">
      {children}
    </fieldset>
  );
  const footer = (
    <FormActions
      onCancel={onCancel}
      saving={save.isPending}
      deleteLabel={deleteLabel}
      onDelete={exists ? () => window.confirm(confirmDelete()) && remove.mutate() : undefined}
      status={<SaveStatus saved={confirmation.saved} error={save.error ?? remove.error} fieldsMessage={fieldsMessage} />}
    />
  );
  return (
    <form
      className={nested ? "mb-4 rounded-lg border border-gray-300 bg-gray-50 p-3 sm:p-4" : "mb-4"}
      aria-label={nested ? title : undefined}
      {...confirmation.changes}
      onSubmit={(event) => {
        event.preventDefault();
        if (writable) save.mutate();
      }}
    >
      {nested ? (
        <>
          <h3 className="mb-3 font-semibold">{title}</h3>
          {fields}
          {footer}
        </>
      ) : (
        <Card title={title}>
          {fields}
          {footer}
        </Card>
      )}
    </form>
  );
}
