import { sameOriginPath } from "../http/same-origin-path";

// Where a shopper goes back to after signing in or registering (`?next=`): a path of this store
// only, so that a link cannot send a shopper who just signed in to another site.

export function returnPath(value: string | string[] | null | undefined, fallback = "/account"): string {
  return sameOriginPath(Array.isArray(value) ? value[0] : value) ?? fallback;
}

/** The sign-in page's address that comes back to `path`. */
export const signInPath = (path: string) => `/sign-in?next=${encodeURIComponent(path)}`;
