/* eslint-disable @next/next/no-img-element -- pictures are the store's own uploads, served as our own renditions */
import { preload } from "react-dom";
import { pictureSources } from "@/lib/media/picture-sizes";

// A stored picture as the page needs it: a <picture> offering its AVIF renditions and the <img>
// its WebP ones by width, so the browser fetches the width its slot (`sizes`) takes on its screen
// instead of the camera-sized original. Pictures without renditions (SVG, the placeholder) are a
// plain <img>. The slot's own ground (a faint tint of the text colour) shows until it loads.

type PictureProps = {
  src: string;
  alt: string;
  /** The slot's width on each screen, as the `sizes` attribute says it. */
  sizes: string;
  /** The box the picture is drawn in, for its aspect before it loads (the page does not jump). */
  width: number;
  height: number;
  /** Above the fold: fetched at once; the page's largest (LCP) also with high priority. */
  priority?: "lcp" | "eager" | "lazy";
  className?: string;
  /** Another picture for screens in dark mode (a store's dark logo). */
  dark?: string;
};

const DARK = "(prefers-color-scheme: dark)";

export function Picture({ src, alt, sizes, width, height, priority = "lazy", className, dark }: PictureProps) {
  const [avif, webp] = pictureSources(src) ?? [];
  const darkSources: { type?: string; srcSet: string }[] = dark && dark !== src ? (pictureSources(dark) ?? [{ srcSet: dark }]) : [];
  const img = (
    <img
      src={webp?.src ?? src}
      srcSet={webp?.srcSet}
      sizes={webp ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority === "lazy" ? "lazy" : "eager"}
      fetchPriority={priority === "lcp" ? "high" : undefined}
      decoding="async"
      className={className}
    />
  );
  if (!avif && darkSources.length === 0) return img;
  return (
    <picture className="contents">
      {darkSources.map((source) => (
        <source key={source.srcSet} media={DARK} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {avif ? <source type={avif.type} srcSet={avif.srcSet} sizes={sizes} /> : null}
      {img}
    </picture>
  );
}

/**
 * Asks the browser for the page's largest picture before it reads the page's scripts (the LCP):
 * the AVIF at the slot's width, a browser without AVIF skipping it by its type.
 */
export function preloadPicture(src: string | null | undefined, sizes: string) {
  if (!src) return;
  const avif = pictureSources(src)?.[0];
  if (avif) preload(avif.src, { as: "image", type: avif.type, imageSrcSet: avif.srcSet, imageSizes: sizes, fetchPriority: "high" });
  else preload(src, { as: "image", fetchPriority: "high" });
}

/** Slots' `sizes`: a product grid's card (2 columns on phones, 3, then 4 in the 80rem page). */
export const CARD_SIZES = "(min-width: 1280px) 296px, (min-width: 1024px) 23vw, (min-width: 640px) 31vw, 46vw";
/** The product page's gallery: the whole width on phones, half of the page from `md`. */
export const GALLERY_SIZES = "(min-width: 1280px) 592px, (min-width: 768px) 46vw, 92vw";
/** The home page's category tiles: 2 columns on phones, 3, then 6. */
export const CATEGORY_TILE_SIZES = "(min-width: 1280px) 192px, (min-width: 1024px) 15vw, (min-width: 640px) 31vw, 46vw";
