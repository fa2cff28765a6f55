import { storefront } from "@/lib/storefront/page-context";
import { storeSitemap } from "@/lib/storefront/sitemap";

// A document, not an API answer: it goes around the API's wrapper, as the pages do.
export async function GET() {
  const { store, currency, origin } = await storefront();
  return new Response(await storeSitemap(store, { currency, origin }), {
    headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
