import { ApiFailure, DASHBOARD_API } from "./api-client";

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
    request.open("POST", `${DASHBOARD_API}/save-${kind}`);
    request.responseType = "json";
    request.upload.onprogress = (event) => event.lengthComputable && onProgress(Math.round((event.loaded / event.total) * 100));
    request.onload = () => {
      const body = request.response ?? {};
      if (request.status >= 200 && request.status < 300) resolve(body as SavedMedia);
      else reject(new ApiFailure(request.status, body.message ?? request.statusText, body.errors));
    };
    request.onerror = () => reject(new ApiFailure(0, request.statusText));
    request.send(form);
  });
}
