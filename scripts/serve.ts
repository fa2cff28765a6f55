// The HTTP server, started by scripts/start.ts (under tsx). Next.js behind node:http rather than
// `next start`, for two reasons:
// - the client address: Next only fills X-Forwarded-For when the client did not send one, so a
//   client could pick the address that rate limits count. Here the socket's peer address is
//   always appended last, and routes trust nothing before it unless TRUST_PROXY says a reverse
//   proxy of ours is in front;
// - speed: in production the customer API (store hosts, /api/...) is answered by calling its
//   route handlers directly (lib/api/customer-api-server.ts says why); everything else, and
//   everything in development (hot reload), goes through Next.
import http from "node:http";

const dev = process.argv.includes("--dev");
// `next start` sets this; a custom server must, before Next.js loads, or React runs in its slow
// development build.
Object.assign(process.env, { NODE_ENV: dev ? "development" : "production" });
const { default: next } = await import("next");
const { isApiPath, resolveHost } = await import("../lib/tenancy/resolve-host");

const port = Number(process.env.PORT ?? 3000);
const trustProxy = process.env.TRUST_PROXY === "true";
const rootDomain = process.env.ROOT_DOMAIN ?? "localhost";

const app = next({ dev, port, turbopack: dev });
const handle = app.getRequestHandler();
await app.prepare();
const serveCustomerApi = dev ? undefined : await customerApi();

http
  .createServer((req, res) => {
    const peer = req.socket.remoteAddress ?? "unknown";
    const forwarded = req.headers["x-forwarded-for"];
    req.headers["x-forwarded-for"] = trustProxy && forwarded ? `${forwarded}, ${peer}` : peer;
    const target = resolveHost(req.headers.host, rootDomain);
    if (serveCustomerApi && target.surface === "store" && isApiPath(req.url ?? "")) {
      void serveCustomerApi(req, res, target);
      return;
    }
    handle(req, res);
  })
  .listen(port, () => console.log(`> listening on port ${port}`));

async function customerApi() {
  const { createCustomerApiHandler } = await import("../lib/api/customer-api-server");
  const { storeApiRoutes } = await import("../app/api/store/served-routes");
  const { storeCatchAll } = await import("../lib/api/unknown-endpoint");
  return createCustomerApiHandler(storeApiRoutes, storeCatchAll);
}
