"use client";

import { queryKeys } from "@/lib/dashboard/query-keys";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState } from "react";
import type { z } from "zod";
import { api, sameOriginPicture } from "@/lib/dashboard/api-client";
import { formatDate, formatFileSize, formatNumber } from "@/lib/dashboard/format";
import { mediaScreenMessages } from "@/lib/dashboard/messages/media";
import { shellMessages } from "@/lib/dashboard/messages/shell";
import type { MediaKind } from "@/lib/dashboard/upload";
import type { mediaAnswer } from "@/lib/media/schemas";
import { useLanguage, useMessages } from "../language";
import { PagedResults } from "../paged-list";
import { Button } from "../ui/buttons";
import { Card, PageHeader } from "../ui/layout";
import { galleryKeys, useGallery, type GalleryItem } from "./gallery";
import { DropZone, UploadButton, UploadList, useUploads } from "./uploads";
import { refreshQueries } from "@/components/refresh-queries";

const KINDS: { kind: MediaKind; label: "pictures" | "videos" }[] = [
  { kind: "image", label: "pictures" },
  { kind: "video", label: "videos" },
];

/** The store's pictures and videos, a tab each (WAI-ARIA's tabs pattern: the arrow keys move between them). */
export function MediaScreen() {
  const t = useMessages(mediaScreenMessages);
  const ts = useMessages(shellMessages);
  const id = useId();
  const [kind, setKind] = useState<MediaKind>("image");
  const tabId = (tab: MediaKind) => `${id}-${tab}`;
  const select = (tab: MediaKind) => {
    setKind(tab);
    document.getElementById(tabId(tab))?.focus();
  };

  return (
    <div>
      <PageHeader title={ts("media")} />
      <div role="tablist" aria-label={t("kinds")} className="mb-4 flex gap-1 border-b border-gray-300">
        {KINDS.map((tab, index) => (
          <button
            key={tab.kind}
            id={tabId(tab.kind)}
            type="button"
            role="tab"
            aria-selected={kind === tab.kind}
            aria-controls={`${id}-panel`}
            tabIndex={kind === tab.kind ? 0 : -1}
            className="-mb-px border-b-2 border-transparent px-4 py-2 text-sm font-medium text-gray-600 hover:text-gray-900 aria-selected:border-gray-900 aria-selected:text-gray-900"
            onClick={() => setKind(tab.kind)}
            onKeyDown={(event) => {
              const by = { ArrowRight: 1, ArrowLeft: -1, Home: -index, End: KINDS.length - 1 - index }[event.key];
              if (by === undefined) return;
              event.preventDefault();
              select(KINDS[(index + by + KINDS.length) % KINDS.length]!.kind);
            }}
          >
            {t(tab.label)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={tabId(kind)}>
        <Gallery key={kind} kind={kind} />
      </div>
    </div>
  );
}

function Gallery({ kind }: { kind: MediaKind }) {
  const t = useMessages(mediaScreenMessages);
  const uploads = useUploads(kind);
  const list = useGallery(kind);
  const [preview, setPreview] = useState<GalleryItem>();
  const image = kind === "image";

  return (
    <div className="space-y-4">
      <Card>
        <DropZone label={t(image ? "dropPictures" : "dropVideos")} onFiles={uploads.start}>
          <UploadButton kind={kind} label={t(image ? "uploadPictures" : "uploadVideos")} onFiles={uploads.start} />
          <p>{t("dropHint")}</p>
        </DropZone>
        <UploadList rows={uploads.rows} onClear={uploads.clear} />
      </Card>
      <Card title={t(image ? "pictures" : "videos")}>
        <PagedResults list={list}>
          {(items) => (
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6">
              {items.map((item) => (
                <GalleryTile key={item.id} item={item} kind={kind} onPreview={() => setPreview(item)} />
              ))}
            </ul>
          )}
        </PagedResults>
      </Card>
      {preview ? <Preview item={preview} kind={kind} onClose={() => setPreview(undefined)} /> : null}
    </div>
  );
}

/** A file's tile: the picture (or the video's first frame), its name and date, preview and delete. */
function GalleryTile({ item, kind, onPreview }: { item: GalleryItem; kind: MediaKind; onPreview: () => void }) {
  const t = useMessages(mediaScreenMessages);
  const ts = useMessages(shellMessages);
  const language = useLanguage();
  const client = useQueryClient();
  const remove = useMutation({
    mutationFn: () => api(`/media/${item.id}`, { method: "DELETE" }),
    onSuccess: () => refreshQueries(client, galleryKeys(kind).all),
  });
  const src = sameOriginPicture(item.url);

  return (
    <li className="flex min-w-0 flex-col overflow-hidden rounded-lg border border-gray-200 bg-white">
      <button type="button" aria-label={t("preview", { name: item.name })} onClick={onPreview} className="relative block aspect-square bg-gray-100">
        {kind === "image" ? (
          // eslint-disable-next-line @next/next/no-img-element -- the store's own uploads
          <img src={src} alt="" loading="lazy" className="h-full w-full object-cover" />
        ) : (
          <>
            <video src={src} preload="metadata" muted className="h-full w-full bg-gray-900 object-cover" />
            <span aria-hidden="true" className="absolute inset-0 grid place-items-center text-3xl text-white">
              ▶
            </span>
          </>
        )}
      </button>
      <div className="flex flex-1 flex-col gap-1 p-2 text-xs">
        <p className="truncate font-medium" title={item.name}>
          {item.name}
        </p>
        <p className="text-gray-600">{formatDate(item.created_at, language)}</p>
        <Button
          variant="danger"
          className="mt-auto px-2 py-1 text-xs"
          aria-label={t("deleteFile", { name: item.name })}
          disabled={remove.isPending}
          onClick={() => window.confirm(t("confirmDelete", { name: item.name })) && remove.mutate()}
        >
          {ts("delete")}
        </Button>
        {remove.error ? (
          <p role="alert" className="text-red-700">
            {remove.error.message}
          </p>
        ) : null}
      </div>
    </li>
  );
}

/** The file at full size in a modal dialog (Escape, the backdrop or Close shut it), with what `/media/{id}` says of it. */
function Preview({ item, kind, onClose }: { item: GalleryItem; kind: MediaKind; onClose: () => void }) {
  const t = useMessages(mediaScreenMessages);
  const language = useLanguage();
  const dialog = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const details = useQuery({ queryKey: queryKeys.media.detail(item.id), queryFn: () => api<z.infer<typeof mediaAnswer>>(`/media/${item.id}`) });
  const media = details.data?.data;
  const src = sameOriginPicture(item.url);
  useEffect(() => dialog.current?.showModal(), []);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={headingId}
      onClose={onClose}
      onClick={(event) => event.target === dialog.current && dialog.current.close()}
      className="m-auto w-[min(56rem,calc(100%-2rem))] overflow-hidden rounded-xl bg-white p-0 shadow-xl backdrop:bg-black/60"
    >
      <div className="flex items-center justify-between gap-3 border-b border-gray-200 px-4 py-3">
        <h2 id={headingId} className="min-w-0 truncate font-semibold">
          {item.name}
        </h2>
        <Button variant="secondary" onClick={() => dialog.current?.close()}>
          {t("close")}
        </Button>
      </div>
      <div className="bg-gray-900">
        {kind === "image" ? (
          // eslint-disable-next-line @next/next/no-img-element -- the store's own uploads
          <img src={src} alt={item.name} className="mx-auto max-h-[65vh] object-contain" />
        ) : (
          <video src={src} controls className="mx-auto max-h-[65vh] w-full" aria-label={item.name} />
        )}
      </div>
      <div className="flex flex-wrap items-end justify-between gap-3 px-4 py-3 text-sm">
        <dl className="grid grid-cols-2 gap-x-6 gap-y-1 sm:grid-cols-4">
          <Detail label={t("type")} value={media?.mime_type} />
          <Detail label={t("size")} value={media && formatFileSize(media.size, language)} />
          {media?.width && media.height ? (
            <Detail label={t("dimensions")} value={`${formatNumber(media.width, language)} × ${formatNumber(media.height, language)}`} />
          ) : null}
          <Detail label={t("added")} value={formatDate(item.created_at, language)} />
        </dl>
        <a href={src} target="_blank" rel="noreferrer" className="font-medium text-gray-900 underline">
          {t("open")}
        </a>
      </div>
    </dialog>
  );
}

function Detail({ label, value }: { label: string; value?: string }) {
  return (
    <div>
      <dt className="text-xs text-gray-600">{label}</dt>
      <dd className="font-medium">{value ?? "…"}</dd>
    </div>
  );
}
