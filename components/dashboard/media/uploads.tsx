"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { ApiFailure } from "@/lib/http/api-client";
import { formatFileSize } from "@/lib/dashboard/format";
import { mediaScreenMessages } from "@/lib/dashboard/messages/media";
import { uploadMedia, type MediaKind, type SavedMedia } from "@/lib/dashboard/upload";
import { useLanguage, useMessages } from "../language";
import { galleryKeys } from "./gallery";
import { Button } from "../ui/buttons";
import { refreshQueries } from "@/components/refresh-queries";

// Uploads to the store's gallery, one row per file with its progress and the API's refusal: the
// Media screen and the pictures fields of the product and category forms share them.

type UploadRow = { key: number; name: string; size: number; percent: number; done: boolean; error?: string };

/** Files sent at once, each tracked on its own row; `onSaved` gets each stored file. */
export function useUploads(kind: MediaKind, onSaved?: (saved: SavedMedia) => void) {
  const client = useQueryClient();
  const [rows, setRows] = useState<UploadRow[]>([]);
  const nextKey = useRef(0);
  // Uploads end after renders that gave a newer callback (a pictures field's current list).
  const saved = useRef(onSaved);
  useEffect(() => {
    saved.current = onSaved;
  });
  const update = (key: number, change: Partial<UploadRow>) => setRows((all) => all.map((row) => (row.key === key ? { ...row, ...change } : row)));

  function start(files: Iterable<File>) {
    for (const file of files) {
      const key = nextKey.current++;
      setRows((all) => [...all, { key, name: file.name, size: file.size, percent: 0, done: false }]);
      uploadMedia(kind, file, (percent) => update(key, { percent }))
        .then((media) => {
          update(key, { percent: 100, done: true });
          saved.current?.(media);
          void refreshQueries(client, galleryKeys(kind).all);
        })
        .catch((failure: unknown) => update(key, { error: failure instanceof ApiFailure ? (failure.fieldError("file") ?? failure.message) : String(failure) }));
    }
  }

  const clear = () => setRows((all) => all.filter((row) => !row.done && !row.error));
  return { rows, start, clear };
}

/** The file button: a label around a hidden input, so that the button is the input's name. */
export function UploadButton({
  kind,
  label,
  multiple = true,
  onFiles,
}: {
  kind: MediaKind;
  label: string;
  multiple?: boolean;
  onFiles: (files: File[]) => void;
}) {
  return (
    <label className="inline-flex cursor-pointer items-center rounded-md border border-gray-300 bg-white px-4 py-2 text-sm font-medium hover:bg-gray-50 focus-within:ring-2 focus-within:ring-gray-900">
      {label}
      <input
        type="file"
        accept={`${kind}/*`}
        multiple={multiple}
        className="sr-only"
        onChange={(event) => {
          onFiles(Array.from(event.target.files ?? []));
          // The same file chosen again is a new upload.
          event.target.value = "";
        }}
      />
    </label>
  );
}

/**
 * An area files can be dropped on; the file button inside it is the way in for a keyboard. The
 * type is not checked here: the API reads it from the bytes, and its refusal shows on the file's row.
 */
export function DropZone({ label, onFiles, children }: { label: string; onFiles: (files: File[]) => void; children: React.ReactNode }) {
  const [over, setOver] = useState(false);
  return (
    <div
      role="group"
      aria-label={label}
      data-over={over}
      className="flex flex-col items-center gap-2 rounded-lg border-2 border-dashed border-gray-300 bg-gray-50 px-4 py-6 text-center text-sm text-gray-600 data-[over=true]:border-gray-900 data-[over=true]:bg-gray-100"
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        onFiles(Array.from(event.dataTransfer.files));
      }}
    >
      {children}
    </div>
  );
}

/** The files sent, each with its progress, then "Uploaded" or the API's reason. */
export function UploadList({ rows, onClear }: { rows: UploadRow[]; onClear: () => void }) {
  const t = useMessages(mediaScreenMessages);
  const language = useLanguage();
  if (rows.length === 0) return null;
  return (
    <div className="mt-3">
      <ul aria-label={t("uploads")} className="divide-y divide-gray-100 rounded-lg border border-gray-200 bg-white">
        {rows.map((row) => (
          <li key={row.key} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm">
            <span className="min-w-0 flex-1 basis-40 truncate font-medium">{row.name}</span>
            <span className="text-gray-600">{formatFileSize(row.size, language)}</span>
            {row.error ? (
              <p role="alert" className="w-full text-red-700">
                {t("failed")}: {row.error}
              </p>
            ) : row.done ? (
              <span className="text-green-700">{t("uploaded")}</span>
            ) : (
              <progress max={100} value={row.percent} aria-label={t("uploading", { name: row.name })} className="h-2 w-32">
                {row.percent}%
              </progress>
            )}
          </li>
        ))}
      </ul>
      {rows.some((row) => row.done || row.error) ? (
        <Button variant="secondary" className="mt-2" onClick={onClear}>
          {t("clearUploads")}
        </Button>
      ) : null}
    </div>
  );
}
