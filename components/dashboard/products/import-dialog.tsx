"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState } from "react";
import type { z } from "zod";
import { api } from "@/lib/dashboard/api-client";
import { formatNumber } from "@/lib/dashboard/format";
import { importScreenMessages } from "@/lib/dashboard/messages/imports";
import { queryKeys } from "@/lib/dashboard/query-keys";
import type { importAnswer, importStartedAnswer } from "@/lib/imports/schemas";
import { useLanguage, useMessages } from "../language";
import { Button, WriteButton } from "../ui/buttons";
import { FormError } from "../ui/feedback";
import { Field, inputClass } from "../ui/fields";

// The Products screen's "Import": a CSV sent to /imports/products (or only checked), its job polled
// every second for the progress bar, then its counts and its errors by row.

type ImportJob = z.infer<typeof importAnswer>["data"];

export function ImportButton() {
  const t = useMessages(importScreenMessages);
  const [open, setOpen] = useState(false);
  return (
    <>
      <WriteButton variant="secondary" onClick={() => setOpen(true)}>
        {t("import")}
      </WriteButton>
      {open ? <ImportDialog onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function ImportDialog({ onClose }: { onClose: () => void }) {
  const t = useMessages(importScreenMessages);
  const client = useQueryClient();
  const dialog = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [checkOnly, setCheckOnly] = useState(false);
  useEffect(() => dialog.current?.showModal(), []);

  const start = useMutation({
    mutationFn: () => {
      const form = new FormData();
      form.append("file", file!);
      return api<z.infer<typeof importStartedAnswer>>(`/imports/products${checkOnly ? "?dry_run=1" : ""}`, { method: "POST", body: form });
    },
  });
  const jobId = start.data?.data.job_id;
  const job = useQuery({
    queryKey: queryKeys.imports.detail(jobId ?? 0),
    queryFn: () => api<z.infer<typeof importAnswer>>(`/imports/${jobId}`).then((answer) => answer.data),
    enabled: jobId !== undefined,
    refetchInterval: (query) => (finished(query.state.data) ? false : 1000),
  });
  const finishedWrites = finished(job.data) && !job.data!.dry_run;
  useEffect(() => {
    if (finishedWrites) void client.invalidateQueries({ queryKey: queryKeys.products.all });
  }, [finishedWrites, client]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={headingId}
      onClose={onClose}
      className="m-auto w-[min(42rem,calc(100%-2rem))] rounded-xl bg-white p-0 shadow-xl backdrop:bg-black/60"
    >
      <div className="flex items-center justify-between gap-3 border-b border-gray-200 px-4 py-3">
        <h2 id={headingId} className="font-semibold">
          {t("title")}
        </h2>
        <Button variant="secondary" onClick={() => dialog.current?.close()}>
          {t("close")}
        </Button>
      </div>
      <div className="space-y-4 px-4 py-4">
        {jobId === undefined ? (
          <form
            className="space-y-4"
            onSubmit={(event) => {
              event.preventDefault();
              start.mutate();
            }}
          >
            <p className="text-sm text-gray-700">{t("hint")}</p>
            <Field label={t("file")}>
              {(id) => (
                <input
                  id={id}
                  type="file"
                  accept=".csv,text/csv"
                  required
                  className={inputClass}
                  onChange={(event) => setFile(event.target.files?.[0] ?? null)}
                />
              )}
            </Field>
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" checked={checkOnly} onChange={(event) => setCheckOnly(event.target.checked)} />
              {t("checkOnly")}
            </label>
            <FormError error={start.error} />
            <Button type="submit" disabled={!file || start.isPending}>
              {t("start")}
            </Button>
          </form>
        ) : (
          <Progress job={job.data} error={job.error} />
        )}
      </div>
    </dialog>
  );
}

const finished = (job: ImportJob | undefined) => job?.status === "done" || job?.status === "failed";

function Progress({ job, error }: { job?: ImportJob; error: unknown }) {
  const t = useMessages(importScreenMessages);
  const language = useLanguage();
  if (!job) return <FormError error={error} />;
  const number = (count: number) => formatNumber(count, language);
  const percent = job.total ? Math.round((job.processed / job.total) * 100) : 0;
  return (
    <div className="space-y-4">
      <div>
        <div
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={job.total}
          aria-valuenow={job.processed}
          aria-label={t("progress", { processed: number(job.processed), total: number(job.total) })}
          className="h-3 overflow-hidden rounded-full bg-gray-200"
        >
          <div className="h-full bg-green-600 transition-all" style={{ width: `${job.status === "done" ? 100 : percent}%` }} />
        </div>
        <p className="mt-1 text-sm text-gray-700">
          {job.status === "queued" ? t("queued") : t("progress", { processed: number(job.processed), total: number(job.total) })}
        </p>
      </div>
      <p role="status" className="text-sm font-medium">
        {job.status === "failed" ? t("failed") : job.status === "done" ? t(job.dry_run ? "checked" : "done") : null}
      </p>
      <div className="flex gap-6 text-sm">
        <span>{t(job.dry_run ? "checkedCreated" : "created", { count: number(job.created) })}</span>
        <span>{t(job.dry_run ? "checkedUpdated" : "updated", { count: number(job.updated) })}</span>
      </div>
      {finished(job) && !job.errors.length ? <p className="text-sm text-gray-700">{t("noErrors")}</p> : null}
      {job.errors.length ? (
        <div>
          <h3 className="mb-2 text-sm font-semibold">{t("errors")}</h3>
          <div className="max-h-72 overflow-auto rounded-md border border-gray-200">
            <table className="w-full text-start text-sm">
              <thead className="bg-gray-50 text-xs text-gray-600">
                <tr>
                  <th className="px-3 py-2 text-start">{t("row")}</th>
                  <th className="px-3 py-2 text-start">{t("column")}</th>
                  <th className="px-3 py-2 text-start">{t("message")}</th>
                </tr>
              </thead>
              <tbody>
                {job.errors.map((problem, index) => (
                  <tr key={index} className="border-t border-gray-100">
                    <td className="px-3 py-2 tabular-nums">{number(problem.row)}</td>
                    <td className="px-3 py-2 font-mono text-xs" dir="ltr">
                      {problem.column}
                    </td>
                    <td className="px-3 py-2" dir="auto">
                      {problem.message}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      ) : null}
    </div>
  );
}
