import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { referencePagePolicy } from "../http/security-headers";
import { notFound } from "../core/errors";

// The API reference page: Swagger UI, served from the swagger-ui-dist package (no CDN: these
// machines and many shops' networks are offline), pointed at the generated OpenAPI document.

const ASSETS: Record<string, string> = {
  "swagger-ui.css": "text/css; charset=utf-8",
  "swagger-ui-bundle.js": "text/javascript; charset=utf-8",
};

const START = `window.ui = SwaggerUIBundle({ url: "/api/openapi.json", dom_id: "#reference" });`;
// The page's policy allows this one inline script by its hash, and no other.
const POLICY = referencePagePolicy(createHash("sha256").update(START).digest("base64"));

export function referencePage(title: string): Response {
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title.replace(/[<>&"]/g, "")}</title><link rel="stylesheet" href="/api/docs/swagger-ui.css"></head>
<body><div id="reference"></div><script src="/api/docs/swagger-ui-bundle.js"></script>
<script>${START}</script></body></html>`;
  return new Response(html, { headers: { "content-type": "text/html; charset=utf-8", "content-security-policy": POLICY } });
}

export async function referenceAsset(name: string): Promise<Response> {
  const type = ASSETS[name];
  if (!type) throw notFound("No such file.");
  // The server runs from the project folder (scripts/start.ts); the package ships these files.
  const data = await readFile(path.join(process.cwd(), "node_modules/swagger-ui-dist", name));
  return new Response(new Uint8Array(data), { headers: { "content-type": type, "cache-control": "public, max-age=86400" } });
}
