import { readdirSync } from "node:fs";
import path from "node:path";

/** The routes of an app-router tree by their folder path ("/cart/add", "/product-details/[slug]"). */
export function routeFiles(dir: string, prefix = ""): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return routeFiles(path.join(dir, entry.name), `${prefix}/${entry.name}`);
    return entry.name === "route.ts" ? [prefix] : [];
  });
}
