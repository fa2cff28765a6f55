import { platformRoute } from "@/lib/api/route";
import { checkDatabase } from "@/lib/db/health";

export const GET = platformRoute({}, async () => {
  await checkDatabase();
  return { success: true, status: "ok" };
});
