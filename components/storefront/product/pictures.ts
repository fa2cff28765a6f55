import type { z } from "zod";
import type { standardProductResponse } from "@/lib/catalog/schemas";

// Which pictures a standard product's gallery shows, in order: the same on the server, which
// preloads the first (the page's LCP), and in the browser, where choosing a colour changes them.

type Standard = Omit<z.infer<typeof standardProductResponse>, "success">;

/** The colour shown chosen first: that of the first variant in stock, as a shop opens a product on a variant it can sell. */
export function firstColor(details: Standard) {
  const stocked = details.variantsDataPrice.find((v) => v.quantity > 0);
  return details.colorsSectionNew.find((c) => c.id === stocked?.color_id) ?? details.colorsSectionNew[0];
}

/** The colour's own picture first, then the listing image and the gallery's, each once. */
export function galleryPictures(details: Standard, colorId: number | undefined): string[] {
  const base = [...new Set([details.thumbnail_image, ...details.galleryImagesLeft.map((g) => g.image_path)])].filter((p): p is string => Boolean(p));
  const colorPicture = details.colorImages.find((c) => c.color_id === colorId)?.image;
  return colorPicture ? [colorPicture, ...base.filter((p) => p !== colorPicture)] : base;
}
