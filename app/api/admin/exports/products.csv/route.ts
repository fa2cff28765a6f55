import { csvAnswer } from "@/lib/api/answer";
import { adminRoute } from "@/lib/api/route";
import { exportFileName } from "@/lib/exports/file-name";
import { productsCsv } from "@/lib/exports/products";

export const GET = adminRoute(
  { permission: "catalog", summary: "The store's catalogue as CSV (UTF-8 with a BOM), one row per variant (a product without variants is one row)" },
  async ({ store, origin }) => csvAnswer(productsCsv(store, { platformOrigin: origin }), exportFileName(store, "products")),
);
