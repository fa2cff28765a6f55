import { storeRoute } from "@/lib/api/route";
import { referencePage } from "@/lib/api/reference-page";

export const GET = storeRoute({ summary: "API reference page" }, ({ store }) => referencePage(`${store.name} customer API`));
