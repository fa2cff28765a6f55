"use client";

import { useState } from "react";
import { sameOriginPicture } from "@/lib/dashboard/api-client";
import { productMessages } from "@/lib/dashboard/messages/products";
import { useMessages } from "./language";
import { useGallery } from "./media/gallery";
import { UploadButton, UploadList, useUploads } from "./media/uploads";
import { PagedResults } from "./paged-list";
import { Button } from "./ui/buttons";

export type Picture = { id: number; url: string };

/**
 * Pictures of the store's gallery for a record: picked from the gallery or uploaded from disk
 * (with progress), shown in order with a way to take each out.
 */
export function PicturesField({
  pictures,
  onChange,
  multiple = true,
  label,
  listing,
}: {
  pictures: Picture[];
  onChange: (pictures: Picture[]) => void;
  multiple?: boolean;
  label: string;
  /** A product's pictures: the one that is its listing image, and how another becomes it (moved first). */
  listing?: { id: number | null; onMakeFirst: (pictures: Picture[]) => void };
}) {
  const t = useMessages(productMessages);
  const [picking, setPicking] = useState(false);
  const add = (picture: Picture) => onChange(multiple ? [...pictures.filter((p) => p.id !== picture.id), picture] : [picture]);
  const uploads = useUploads("image", (saved) => add({ id: saved.id, url: saved.file_link }));

  return (
    <div>
      <ul className="flex flex-wrap gap-3" aria-label={label}>
        {pictures.map((picture, index) => (
          <li key={picture.id} className="relative">
            {/* eslint-disable-next-line @next/next/no-img-element -- the store's own uploads */}
            <img src={sameOriginPicture(picture.url)} alt="" className="h-20 w-20 rounded-md border border-gray-200 bg-gray-50 object-contain" />
            <button
              type="button"
              className="absolute -end-2 -top-2 h-6 w-6 rounded-full bg-gray-900 text-xs text-white"
              aria-label={t("removePicture", { number: index + 1 })}
              onClick={() => onChange(pictures.filter((p) => p.id !== picture.id))}
            >
              ×
            </button>
            {listing && picture.id === listing.id ? (
              <span className="absolute inset-x-0 bottom-0 rounded-b-md bg-gray-900/80 px-1 text-center text-[10px] leading-4 text-white">
                {t("listingImage")}
              </span>
            ) : null}
            {listing && picture.id !== listing.id ? (
              <button
                type="button"
                className="absolute inset-x-0 bottom-0 rounded-b-md bg-white/90 px-1 text-center text-[10px] leading-4 text-gray-900 hover:bg-white"
                aria-label={t("makeListingImage", { number: index + 1 })}
                onClick={() => listing.onMakeFirst([picture, ...pictures.filter((p) => p.id !== picture.id)])}
              >
                ★
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <Button variant="secondary" onClick={() => setPicking(!picking)} aria-expanded={picking}>
          {t("fromGallery")}
        </Button>
        <UploadButton kind="image" label={t("uploadPicture")} multiple={multiple} onFiles={uploads.start} />
      </div>
      <UploadList rows={uploads.rows} onClear={uploads.clear} />
      {picking ? <GalleryGrid onPick={(picture) => (add(picture), multiple || setPicking(false))} onDone={() => setPicking(false)} /> : null}
    </div>
  );
}

function GalleryGrid({ onPick, onDone }: { onPick: (picture: Picture) => void; onDone: () => void }) {
  const t = useMessages(productMessages);
  const gallery = useGallery("image");
  return (
    <div role="group" aria-label={t("pickPictures")} className="mt-3 rounded-lg border border-gray-200 bg-gray-50 p-3">
      <PagedResults list={gallery}>
        {(images) => (
          <ul className="grid grid-cols-4 gap-2 sm:grid-cols-6 lg:grid-cols-8">
            {images.map((image) => (
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
        )}
      </PagedResults>
      <div className="mt-2 flex justify-end">
        <Button onClick={onDone}>{t("done")}</Button>
      </div>
    </div>
  );
}
