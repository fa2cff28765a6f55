import { adminRoute } from "@/lib/api/route";
import { listFacebookPages } from "@/lib/social/accounts";
import { facebookPagesAnswer } from "@/lib/social/schemas";

export const GET = adminRoute({ summary: "The Facebook pages connected to the store", response: facebookPagesAnswer }, ({ store }) => listFacebookPages(store));
