import { DomainError } from "../core/errors";
import { pageNumber } from "../core/paging";

// What the storefront's catalog pages share: the page number from the address (a bad one is the
// first page, as a shop shows its first page for `?page=abc`), and the API's "not found" as the
// page's 404.

export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function pageParam(searchParams: SearchParams): Promise<number> {
  const parsed = pageNumber.safeParse((await searchParams).page);
  return parsed.success ? parsed.data : 1;
}

/** The domain's answer, or undefined when it refused with a 404 (an unknown slug). */
export async function unlessNotFound<T>(read: Promise<T>): Promise<T | undefined> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof DomainError && error.code === "not_found") return undefined;
    throw error;
  }
}
