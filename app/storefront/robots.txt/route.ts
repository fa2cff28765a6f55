import { storefront } from "@/lib/storefront/page-context";
import { storeRobots } from "@/lib/storefront/sitemap";

export async function GET() {
  const { origin } = await storefront();
  return new Response(storeRobots(origin), { headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=3600" } });
}
