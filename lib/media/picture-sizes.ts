// Which sized renditions a stored picture has and where they are, shared by the server that makes
// them (lib/media/sized-renditions.ts) and the storefront's <picture> elements that ask for them
// (components/storefront/picture.tsx): no server code here. A rendition's name is derived from its
// original's, so a page can ask for one that was never made (an upload older than renditions) and
// the first request makes it.

/** The widths pages ask for: a phone's card (320) up to a wide screen's gallery (1920). */
export const PICTURE_WIDTHS = [320, 640, 960, 1280, 1920] as const;
/** AVIF first (about a third lighter than WebP at a like look), WebP for browsers without it. */
export const PICTURE_FORMATS = ["avif", "webp"] as const;
export type PictureFormat = (typeof PICTURE_FORMATS)[number];

// Animated GIFs keep their frames only as they are; SVGs are drawn at any size: neither has renditions.
const ORIGINAL = /(?:^|\/)(stores\/\d+\/[a-z0-9-]+\/[a-z0-9-]+)\.(jpg|png|webp|avif)$/;
// Originals end in a random hexadecimal part (lib/media/storage.ts), never in `-w<width>`.
const RENDITION = /^(stores\/\d+\/[a-z0-9-]+\/[a-z0-9-]+)-(jpg|png|webp|avif)-w(\d+)\.(avif|webp)$/;

/** The storage path of a picture's rendition: `stores/1/media/rug-ab12cd34.jpg` → `stores/1/media/rug-ab12cd34-jpg-w640.avif`. */
export function renditionPath(original: string, width: number, format: PictureFormat): string | undefined {
  const match = original.match(ORIGINAL);
  return match ? `${match[1]}-${match[2]}-w${width}.${format}` : undefined;
}

/** Every rendition a stored picture may have: what is made at upload and removed with it. */
export function allRenditionPaths(original: string): string[] {
  return PICTURE_FORMATS.flatMap((format) => PICTURE_WIDTHS.flatMap((width) => renditionPath(original, width, format) ?? []));
}

/** The original and the size asked for, when `path` names one of the renditions pages ask for. */
export function parseRenditionPath(path: string): { original: string; width: number; format: PictureFormat } | undefined {
  const match = path.match(RENDITION);
  if (!match || !PICTURE_WIDTHS.includes(Number(match[3]) as (typeof PICTURE_WIDTHS)[number])) return undefined;
  return { original: `${match[1]}.${match[2]}`, width: Number(match[3]), format: match[4] as PictureFormat };
}

export type PictureSource = { type: `image/${PictureFormat}`; srcSet: string; src: string };

/**
 * The `srcset` of each format for a picture the API gave by its absolute URL (local folder or
 * bucket), or undefined when it has no renditions (an SVG, the placeholder, another site's URL).
 * The URLs are the page's own `/uploads/` ones, which make a missing rendition on demand even
 * when originals are served from a bucket.
 */
export function pictureSources(imageUrl: string): PictureSource[] | undefined {
  const original = imageUrl.split(/[?#]/)[0]!.match(ORIGINAL)?.[0]?.replace(/^\//, "");
  if (!original) return undefined;
  return PICTURE_FORMATS.map((format) => {
    const urls = PICTURE_WIDTHS.map((width) => ({ width, url: `/uploads/${renditionPath(original, width, format)}` }));
    return { type: `image/${format}`, srcSet: urls.map(({ width, url }) => `${url} ${width}w`).join(", "), src: urls[2]!.url };
  });
}
