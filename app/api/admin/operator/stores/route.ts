import { adminRoute } from "@/lib/api/route";
import { consoleStoresQuery, consoleStoresResponse } from "@/lib/operators/schemas";
import { CONSOLE_PAGE_SIZE, listConsoleStores } from "@/lib/operators/stores";

export const GET = adminRoute(
  {
    auth: "operator",
    summary: "Every store of the platform, newest first, with its owner and its last 30 days (search: name, subdomain or owner's e-mail)",
    query: consoleStoresQuery,
    response: consoleStoresResponse,
  },
  async ({ query, origin }) => {
    const { stores, total } = await listConsoleStores({ search: query.search, page: query.page, platformOrigin: origin });
    return { success: true, data: stores, meta: { page: query.page, per_page: CONSOLE_PAGE_SIZE, total } };
  },
);
