import { adminRoute } from "@/lib/api/route";
import { referencePage } from "@/lib/api/reference-page";

export const GET = adminRoute({ auth: "none", summary: "API reference page" }, () => referencePage("Administration API"));
