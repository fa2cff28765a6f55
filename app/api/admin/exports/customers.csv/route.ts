import { csvAnswer } from "@/lib/api/answer";
import { adminRoute } from "@/lib/api/route";
import { customersCsv } from "@/lib/exports/customers";
import { exportFileName } from "@/lib/exports/file-name";

export const GET = adminRoute(
  { permission: "customers", summary: "The store's customers as CSV (UTF-8 with a BOM), with their orders and what they spent" },
  async ({ store }) => csvAnswer(customersCsv(store), exportFileName(store, "customers")),
);
