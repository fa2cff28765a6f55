"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { api, sameOriginPicture } from "@/lib/dashboard/api-client";
import { productMessages } from "@/lib/dashboard/messages/products";
import { shellMessages } from "@/lib/dashboard/messages/shell";
import { uploadMedia } from "@/lib/dashboard/upload";
import { useMessages } from "./language";
import { Button } from "./ui";

export type Picture = { id: number; url: string };
type GalleryPage = { images: { id: number; name: string; url: string }[]; current_page: number; last_page: number };

/**
 * Pictures of the store's gallery for a record: picked from the gallery or uploaded from disk
 * (with progress), shown in order with a way to take each out.
 */
export function PicturesField({
  pictures,
  onChange,
  multiple = true,
  label,
}: {
  pictures: Picture[];
  onChange: (pictures: Picture[]) => void;
  multiple?: boolean;
  label: string;
}) {
  const t = useMessages(productMessages);
  const client = useQueryClient();
  const [picking, setPicking] = useState(false);
  const [progress, setProgress] = useState<number>();
  const [error, setError] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  const add = (picture: Picture) => onChange(multiple ? [...pictures.filter((p) => p.id !== picture.id), picture] : [picture]);

  async function upload(files: FileList | null) {
    setError(undefined);
    for (const file of Array.from(files ?? [])) {
      try {
        setProgress(0);
        const saved = await uploadMedia("image", file, setProgress);
        add({ id: saved.id, url: saved.file_link });
      } catch (failure) {
        setError(failure instanceof Error ? failure.message : String(failure));
      }
    }
    setProgress(undefined);
    if (input.current) input.current.value = "";
    void client.invalidateQueries({ queryKey: ["gallery"] });
  }

  return (
    <div>
      <ul className="flex flex-wrap gap-3" aria-label={label}>
        {pictures.map((picture, index) => (
          <li key={picture.id} className="relative">
            {/* eslint-disable-next-line @next/next/no-img-element -- the store's own uploads */}
            <img src={sameOriginPicture(picture.url)} alt="" className="h-20 w-20 rounded-md border border-gray-200 object-cover" />
            <button
              type="button"
              className="absolute -end-2 -top-2 h-6 w-6 rounded-full bg-gray-900 text-xs text-white"
              aria-label={t("removePicture", { number: index + 1 })}
              onClick={() => onChange(pictures.filter((p) => p.id !== picture.id))}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <Button variant="secondary" onClick={() => setPicking(!picking)} aria-expanded={picking}>
          {t("fromGallery")}
        </Button>
        <label className="inline-flex cursor-pointer items-center rounded-md border border-gray-300 bg-white px-4 py-2 text-sm font-medium hover:bg-gray-50 focus-within:ring-2 focus-within:ring-gray-900">
          {t("uploadPicture")}
          <input ref={input} type="file" accept="image/*" multiple={multiple} className="sr-only" onChange={(e) => void upload(e.target.files)} />
        </label>
        {progress !== undefined ? (
          <progress max={100} value={progress} aria-label={t("uploading", { percent: progress })} className="h-2 w-32">
            {progress}%
          </progress>
        ) : null}
      </div>
      {error ? <p className="mt-2 text-sm text-red-700">{error}</p> : null}
      {picking ? <GalleryGrid onPick={(picture) => (add(picture), multiple || setPicking(false))} onDone={() => setPicking(false)} /> : null}
    </div>
  );
}

function GalleryGrid({ onPick, onDone }: { onPick: (picture: Picture) => void; onDone: () => void }) {
  const t = useMessages(productMessages);
  const ts = useMessages(shellMessages);
  const [page, setPage] = useState(1);
  const gallery = useQuery({ queryKey: ["gallery", "images", page], queryFn: () => api<GalleryPage>(`/image-gallery?page=${page}&per_page=24`) });
  return (
    <div role="group" aria-label={t("pickPictures")} className="mt-3 rounded-lg border border-gray-200 bg-gray-50 p-3">
      <ul className="grid grid-cols-4 gap-2 sm:grid-cols-6 lg:grid-cols-8">
        {gallery.data?.images.map((image) => (
          <li key={image.id}>
            <button
              type="button"
              className="block w-full"
              aria-label={t("choosePicture", { name: image.name })}
              onClick={() => onPick({ id: image.id, url: image.url })}
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- the store's own uploads */}
              <img
                src={sameOriginPicture(image.url)}
                alt=""
                className="aspect-square w-full rounded border border-gray-200 object-cover hover:ring-2 hover:ring-gray-900"
              />
            </button>
          </li>
        ))}
      </ul>
      <div className="mt-2 flex justify-between">
        <div className="flex gap-2">
          <Button variant="secondary" aria-label={ts("previous")} disabled={page <= 1} onClick={() => setPage(page - 1)}>
            ‹
          </Button>
          <Button variant="secondary" aria-label={ts("next")} disabled={!gallery.data || page >= gallery.data.last_page} onClick={() => setPage(page + 1)}>
            ›
          </Button>
        </div>
        <Button onClick={onDone}>{t("done")}</Button>
      </div>
    </div>
  );
}
