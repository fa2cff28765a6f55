// The HTTP server, started by scripts/start.ts (under tsx). Next.js behind node:http rather than
// `next start`, for two reasons:
// - the client address: Next only fills X-Forwarded-For when the client did not send one, so a
//   client could pick the address that rate limits count. Here the socket's peer address is
//   always appended last, and routes trust nothing before it unless TRUST_PROXY says a reverse
//   proxy of ours is in front;
// - speed: in production the customer API (store hosts, /api/...) and the administration API
//   (the platform's /api/... routes of app/api/admin/routes.ts) are answered by calling their
//   route handlers directly (lib/api/route-dispatch.ts says why); everything else, and
//   everything in development (hot reload), goes through Next;
// - uploads: the administration routes that take files as they arrive (`/save-video`...) are
//   called directly in development as well, and so is the dashboard's forwarder to them
//   (`/dashboard-api/save-video`): Next reads a request's body whole into memory for its proxy
//   before the route sees it, and cuts it past 10 MB;
// - one door for both: the request target and Host are checked here once (lib/http/request-target.ts),
//   and every answer gets its security headers here, without internal ones (lib/http/security-headers.ts);
// - stored files (/uploads/...): Next drops a route's Content-Length and answers in chunks, and
//   Safari plays a video only from a server that gives its parts' lengths (206, Content-Length);
//   served here, the route's headers go out as it wrote them, the bytes streamed;
// - a suspended store's pages: the "store unavailable" page with a 503, which a page rendered by
//   Next cannot answer (lib/storefront/unavailable-page.ts).
import http from "node:http";

const dev = process.argv.includes("--dev");
// `next start` sets this; a custom server must, before Next.js loads, or React runs in its slow
// development build.
Object.assign(process.env, { NODE_ENV: dev ? "development" : "production" });
const { default: next } = await import("next");
const { isApiPath, resolveHost } = await import("../lib/tenancy/resolve-host");
const { admitRequest, refuseRequest } = await import("../lib/http/request-target");
const { guardAnswers } = await import("../lib/http/security-headers");
const { clientScheme } = await import("../lib/http/client");
const { env } = await import("../lib/env");
const { unavailablePage } = await import("../lib/storefront/unavailable-page");

const { PORT: port, TRUST_PROXY: trustProxy, ROOT_DOMAIN: rootDomain } = env();

const app = next({ dev, port, turbopack: dev });
const handle = app.getRequestHandler();
await app.prepare();
const serveCustomerApi = dev ? undefined : await customerApi();
// Background jobs (order e-mails, payment holds, scheduled posts) run in every instance, beside
// its requests, unless `npm run worker` runs them apart (JOB_WORKERS_IN_APP=false).
const { startJobs, stopJobs } = await import("../lib/jobs/workers");
await startJobs({ work: env().JOB_WORKERS_IN_APP });
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => void stopJobs().finally(() => process.exit(0)));
}
const adminApi = await adminApiDispatch();
const dashboardUploads = await dashboardUploadDispatch();
const storedFiles = await storedFileDispatch();

http
  .createServer((req, res) => {
    const proto = req.headers["x-forwarded-proto"];
    guardAnswers(res, clientScheme(Array.isArray(proto) ? proto[0] : proto) === "https");
    const peer = req.socket.remoteAddress ?? "unknown";
    const forwarded = req.headers["x-forwarded-for"];
    req.headers["x-forwarded-for"] = trustProxy && forwarded ? `${forwarded}, ${peer}` : peer;
    const admitted = admitRequest(req.url ?? "/", req.headers.host);
    if ("refused" in admitted) return refuseRequest(req, res, admitted.refused);
    req.url = admitted.url;
    if (admitted.host) req.headers.host = admitted.host;
    const target = resolveHost(admitted.host, rootDomain);
    if (serveCustomerApi && target.surface === "store" && isApiPath(admitted.url)) {
      void serveCustomerApi(req, res, target);
      return;
    }
    if (storedFiles.serves(admitted.url, req.method)) {
      void storedFiles.serve(req, res);
      return;
    }
    if (target.surface === "store" && isStorefrontPage(admitted.url)) {
      void unavailablePage(target).then(
        (page) => (page ? answerUnavailable(res, page) : handle(req, res)),
        () => handle(req, res),
      );
      return;
    }
    if (target.surface === "platform" && adminApi.serves(admitted.url)) {
      void adminApi.serve(req, res, target);
      return;
    }
    if (target.surface === "platform" && dashboardUploads.serves(admitted.url)) {
      void dashboardUploads.serve(req, res, target);
      return;
    }
    handle(req, res);
  })
  .listen(port, () => console.log(`> listening on port ${port}`));

/** A storefront page: not the customer API, the storefront's forwarder to it, stored files nor Next's assets. */
function isStorefrontPage(url: string): boolean {
  return !isApiPath(url) && !/^\/(?:shop-api|uploads|_next)(?:[/?]|$)/.test(url);
}

function answerUnavailable(res: http.ServerResponse, page: string): void {
  res.writeHead(503, {
    "content-type": "text/html; charset=utf-8",
    "cache-control": "no-store",
    "retry-after": "3600",
    "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
  });
  res.end(page);
}

async function customerApi() {
  const { createCustomerApiHandler } = await import("../lib/api/route-dispatch");
  const { storeApiRoutes } = await import("../app/api/store/served-routes");
  const { storeCatchAll } = await import("../lib/api/unknown-endpoint");
  return createCustomerApiHandler(storeApiRoutes, storeCatchAll);
}

async function adminApiDispatch() {
  const { createRouteDispatch } = await import("../lib/api/route-dispatch");
  const { adminApiRoutes, streamedAdminRoutes } = await import("../app/api/admin/streamed-routes");
  return createRouteDispatch("admin", dev ? streamedAdminRoutes : adminApiRoutes);
}

async function dashboardUploadDispatch() {
  const { createRouteDispatch } = await import("../lib/api/route-dispatch");
  const { dashboardUploadRoutes } = await import("../app/platform/admin-api");
  return createRouteDispatch("admin", dashboardUploadRoutes, undefined, "/dashboard-api");
}

async function storedFileDispatch() {
  const { Readable } = await import("node:stream");
  const { pipeline } = await import("node:stream/promises");
  const { serveUpload } = await import("../lib/media/serve-upload");
  return {
    // Other methods go on to Next, which answers them 405.
    serves: (url: string, method = "GET") => /^\/uploads\/./.test(url) && (method === "GET" || method === "HEAD"),
    async serve(req: http.IncomingMessage, res: http.ServerResponse) {
      try {
        const url = new URL(req.url ?? "/", "http://localhost");
        const range = req.headers.range;
        const path = url.pathname.slice("/uploads/".length).split("/").map(decodeURIComponent);
        const response = await serveUpload(new Request(url, { headers: range ? { range } : {} }), { params: Promise.resolve({ path }) });
        res.writeHead(response.status, Object.fromEntries(response.headers));
        if (!response.body || req.method === "HEAD") return void res.end();
        await pipeline(Readable.fromWeb(response.body as import("node:stream/web").ReadableStream), res);
      } catch {
        // A malformed path (its escapes), or the file's stream failing midway: the client learns only that it ends here.
        if (!res.headersSent) res.writeHead(404).end();
        else res.destroy();
      }
    },
  };
}
