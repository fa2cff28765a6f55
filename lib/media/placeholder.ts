import { publicUrl } from "./storage";

// Where the contract promises an image and the store has none, the platform's own neutral picture,
// as Shopify's themes show a placeholder: the apps always get a URL that answers an image. It is
// public/assets/placeholder.svg, served alike on every host (proxy.ts leaves /assets/ to Next).
export const PLACEHOLDER_IMAGE_PATH = "/assets/placeholder.svg";

/**
 * The stored file's absolute URL, else the placeholder's, on the host the client used. Lists and
 * search call it for every row: it must cost no more than publicUrl (no lookup, one string).
 */
export function imageOrPlaceholder(origin: string, relative: string | null | undefined): string {
  return publicUrl(origin, relative) ?? `${origin}${PLACEHOLDER_IMAGE_PATH}`;
}
