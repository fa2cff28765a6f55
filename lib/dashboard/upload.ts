import { ApiFailure, failureOf } from "../http/api-client";
import { dashboardApi } from "./api-client";

export type MediaKind = "image" | "video";
export type SavedMedia = { id: number; file_link: string };

/**
 * A file sent to `/save-image` or `/save-video` through the forwarder, with its progress (fetch
 * reports none for uploads, XMLHttpRequest does).
 */
export function uploadMedia(kind: MediaKind, file: File, onProgress: (percent: number) => void): Promise<SavedMedia> {
  const form = new FormData();
  form.append("file", file);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", dashboardApi.address(`/save-${kind}`));
    request.responseType = "json";
    request.upload.onprogress = (event) => event.lengthComputable && onProgress(Math.round((event.loaded / event.total) * 100));
    request.onload = () => {
      const failure = failureOf(request.status, request.statusText, request.response ?? undefined);
      if (failure) reject(failure);
      else resolve(request.response as SavedMedia);
    };
    request.onerror = () => reject(new ApiFailure(0, request.statusText));
    request.send(form);
  });
}
