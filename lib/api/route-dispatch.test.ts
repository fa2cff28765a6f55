import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { streamedAdminRoutes } from "@/app/api/admin/streamed-routes";
import { storeApiRoutes } from "@/app/api/store/served-routes";
import { routeFiles } from "@/tests/support/route-files";
import { createCustomerApiHandler, createRouteDispatch, type RouteTable } from "./route-dispatch";
import { eventStreamAnswer } from "./answer";
import type { DocumentedHandler } from "./route-doc";
import { TENANT_HEADER } from "../tenancy/resolve-host";

it("serves every route of app/api/store (the catch-all is the fallback)", () => {
  const files = routeFiles(path.resolve("app/api/store"))
    .filter((route) => route !== "/[...path]")
    .map((route) => route.replace(/\[(\w+)\]/g, "{$1}"));
  expect(Object.keys(storeApiRoutes).sort()).toEqual(files.sort());
});

// A handler that tells what it was given.
const echo = (name: string) =>
  (async (request: Request, { params }: { params: Promise<unknown> }) => {
    const body = request.method === "POST" ? await request.text() : null;
    return Response.json(
      { name, params: await params, tenant: request.headers.get(TENANT_HEADER), body, method: request.method },
      { headers: { "x-route": name } },
    );
  }) as unknown as DocumentedHandler;

describe("the customer API dispatch", () => {
  const routes: RouteTable = {
    "/cart/add": { POST: echo("cart-add") },
    "/product-details/{slug}": { GET: echo("details") },
    "/order": { GET: echo("order") },
  };
  const serve = createCustomerApiHandler(routes, { GET: echo("fallback"), POST: echo("fallback") });
  const server = http.createServer((req, res) => void serve(req, res, { surface: "store", subdomain: "demo" }));
  let port = 0;
  beforeAll(() => new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => ((port = (server.address() as AddressInfo).port), resolve()))));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const call = (method: string, target: string, body?: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }>((resolve, reject) => {
      const req = http.request({ host: "127.0.0.1", port, method, path: target, headers: { host: "demo.localhost", ...headers } }, (res) => {
        let text = "";
        res.on("data", (chunk) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, text }));
      });
      req.on("error", reject);
      req.end(body);
    });

  it("finds exact paths before patterns, and decodes parameters", async () => {
    expect(JSON.parse((await call("GET", "/api/order?page=2")).text).name).toBe("order");
    const details = JSON.parse((await call("GET", "/api/product-details/caf%C3%A9-bowl/")).text);
    expect(details).toMatchObject({ name: "details", params: { slug: "café-bowl" } });
  });

  it("hands unknown paths and a bare /api to the fallback", async () => {
    for (const target of ["/api", "/api/nope", "/api/product-details", "/api/product-details/a/b"]) {
      expect(JSON.parse((await call("GET", target)).text).name, target).toBe("fallback");
    }
  });

  it("overwrites a tenant header sent by the client", async () => {
    const reply = JSON.parse((await call("GET", "/api/order", undefined, { [TENANT_HEADER]: "subdomain:other" })).text);
    expect(reply.tenant).toBe("subdomain:demo");
  });

  it("passes the body, the status and the headers through", async () => {
    const reply = await call("POST", "/api/cart/add", '{"product_id":1}', { "content-type": "application/json" });
    expect(reply.status).toBe(200);
    expect(reply.headers["x-route"]).toBe("cart-add");
    expect(JSON.parse(reply.text).body).toBe('{"product_id":1}');
  });

  it("answers a page's preflight with the CORS headers, and a 405 with them too", async () => {
    const preflight = await call("OPTIONS", "/api/cart/add", undefined, { origin: "https://shop.example", "access-control-request-method": "POST" });
    expect(preflight.status).toBe(204);
    expect(preflight.headers).toMatchObject({ allow: "POST", "access-control-allow-origin": "*", "access-control-allow-methods": "POST" });
    expect(preflight.headers["access-control-allow-headers"]).toContain("authorization");
    const plain = await call("OPTIONS", "/api/cart/add");
    expect(plain.status).toBe(204);
    expect(plain.headers["access-control-allow-origin"]).toBeUndefined();
    const wrong = await call("DELETE", "/api/cart/add", undefined, { origin: "https://shop.example" });
    expect(wrong.status).toBe(405);
    expect(wrong.headers["access-control-allow-origin"]).toBe("*");
  });

  it("answers HEAD without a body, and a missing method with 405 and Allow", async () => {
    const head = await call("HEAD", "/api/order");
    expect(head.status).toBe(200);
    expect(head.text).toBe("");
    const wrong = await call("DELETE", "/api/cart/add");
    expect(wrong.status).toBe(405);
    expect(wrong.headers.allow).toBe("POST");
  });
});

describe("a streamed answer (server-sent events)", () => {
  // Writes one event, then the next only when told; records whether its request was aborted and its stream cancelled.
  let release: () => void = () => {};
  const seen = { aborted: false, cancelled: false };
  const events = (async (request: Request) => {
    request.signal.addEventListener("abort", () => (seen.aborted = true));
    const encoder = new TextEncoder();
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (sent === 1) await new Promise<void>((resolve) => (release = resolve));
        if (sent === 2) return controller.close();
        controller.enqueue(encoder.encode(`data: ${++sent}\n\n`));
      },
      cancel: () => void (seen.cancelled = true),
    });
    return eventStreamAnswer(stream);
  }) as unknown as DocumentedHandler;
  const dispatch = createRouteDispatch("admin", { "/events": { GET: events, POST: events } });
  const server = http.createServer((req, res) => void dispatch.serve(req, res, { surface: "platform" }));
  let port = 0;
  beforeAll(() => new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => ((port = (server.address() as AddressInfo).port), resolve()))));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const open = (method = "GET") =>
    new Promise<{ req: http.ClientRequest; res: http.IncomingMessage }>((resolve, reject) => {
      const req = http.request({ host: "127.0.0.1", port, method, path: "/api/events", headers: { accept: "text/event-stream" } });
      req
        .on("response", (res) => resolve({ req, res }))
        .on("error", reject)
        .end();
    });
  const firstChunk = (res: http.IncomingMessage) => new Promise<string>((resolve) => res.once("data", (chunk: Buffer) => resolve(chunk.toString())));

  it("is written as it comes: the first event reaches the client before the second is made", async () => {
    const { res } = await open();
    expect(res.headers["content-type"]).toBe("text/event-stream; charset=utf-8");
    expect(await firstChunk(res)).toBe("data: 1\n\n");
    let rest = "";
    res.on("data", (chunk: Buffer) => (rest += chunk));
    const ended = new Promise((resolve) => res.on("end", resolve));
    release();
    await ended;
    expect(rest).toBe("data: 2\n\n");
  });

  const leave = async (method: string, until: () => boolean) => {
    seen.aborted = seen.cancelled = false;
    const { req, res } = await open(method);
    await firstChunk(res);
    req.destroy();
    for (let waited = 0; !until() && waited < 2000; waited += 20) await new Promise((r) => setTimeout(r, 20));
    release();
  };

  it("aborts a write's request and cancels its stream when the client goes away", async () => {
    await leave("POST", () => seen.aborted && seen.cancelled);
    expect(seen).toEqual({ aborted: true, cancelled: true });
  });

  // A read's answer is made in one go, and a signal costs every request that carries one.
  it("cancels a read's stream when the client goes away, its request carrying no signal", async () => {
    await leave("GET", () => seen.cancelled);
    expect(seen).toEqual({ aborted: false, cancelled: true });
  });
});

describe("a dispatch without a fallback (the platform's routes that take files)", () => {
  it("is given the administration routes that take files, and those only", () => {
    expect(Object.keys(streamedAdminRoutes).sort()).toEqual(["/imports/products", "/save-image", "/save-video"]);
  });

  const dispatch = createRouteDispatch("admin", { "/save-video": { POST: echo("save-video") }, "/media/{id}": { DELETE: echo("media") } });

  it("serves the paths of its table only, leaving the others to Next", () => {
    expect(dispatch.serves("/api/save-video")).toBe(true);
    expect(dispatch.serves("/api/save-video/?x=1")).toBe(true);
    expect(dispatch.serves("/api/media/12")).toBe(true);
    for (const other of ["/api/user", "/api", "/api/save-video/more", "/save-video"]) expect(dispatch.serves(other), other).toBe(false);
  });

  it("answers a preflight with the administration API's CORS (no origin allowed by default)", async () => {
    const server = http.createServer((req, res) => void dispatch.serve(req, res, { surface: "platform" }));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const preflight = await new Promise<http.IncomingMessage>((resolve, reject) =>
        http
          .request({
            host: "127.0.0.1",
            port: (server.address() as AddressInfo).port,
            method: "OPTIONS",
            path: "/api/save-video",
            headers: { origin: "https://shop.example", "access-control-request-method": "POST" },
          })
          .on("response", resolve)
          .on("error", reject)
          .end(),
      );
      preflight.resume();
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers["access-control-allow-origin"]).toBeUndefined();
    } finally {
      server.close();
    }
  });
});
