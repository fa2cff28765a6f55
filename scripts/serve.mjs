// The HTTP server, started by scripts/start.ts. Next.js behind node:http rather than `next start`
// for one reason: the client address. Next only fills X-Forwarded-For when the client did not
// send one, so a client could pick the address that rate limits count. Here the socket's peer
// address is always appended last, and routes trust nothing before it unless TRUST_PROXY says a
// reverse proxy of ours is in front.
import http from "node:http";

const dev = process.argv.includes("--dev");
// `next start` sets this; a custom server must, before Next.js loads, or React runs in its slow
// development build.
process.env.NODE_ENV = dev ? "development" : "production";
const { default: next } = await import("next");

const port = Number(process.env.PORT ?? 3000);
const trustProxy = process.env.TRUST_PROXY === "true";

const app = next({ dev, port, turbopack: dev });
const handle = app.getRequestHandler();
await app.prepare();

http
  .createServer((req, res) => {
    const peer = req.socket.remoteAddress ?? "unknown";
    const forwarded = req.headers["x-forwarded-for"];
    req.headers["x-forwarded-for"] = trustProxy && forwarded ? `${forwarded}, ${peer}` : peer;
    handle(req, res);
  })
  .listen(port, () => console.log(`> listening on port ${port}`));
