import { adminRoute } from "@/lib/api/route";
import { checkDatabase } from "@/lib/db/health";

export const GET = adminRoute({ auth: "none" }, async () => {
  await checkDatabase();
  return { success: true, status: "ok" };
});
