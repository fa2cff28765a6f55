import http from "node:http";
import { inject } from "vitest";

// Requests to the test server by address with an explicit Host header: Node's fetch neither
// resolves *.localhost nor lets a Host header through.

/** Where the app says a host is, in the absolute URLs it writes (`http://demo.localhost:1234`). */
export const origin = (host = "demo.localhost") => `http://${host}:${inject("server").port}`;

export type Reply = { status: number; headers: http.IncomingHttpHeaders; text: string; json: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

export type CallOptions = {
  host?: string;
  token?: string;
  body?: unknown;
  /** Sent as is, for malformed bodies. */
  rawBody?: string | Buffer;
  headers?: Record<string, string>;
  port?: number;
};

export function call(method: string, path: string, opts: CallOptions = {}): Promise<Reply> {
  const port = opts.port ?? inject("server").port;
  const payload = opts.rawBody ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body));
  const headers: Record<string, string> = {
    host: `${opts.host ?? "demo.localhost"}:${port}`,
    accept: "application/json",
    // Node sends a DELETE body with neither length nor chunking unless told its length.
    ...(payload !== undefined ? { "content-type": "application/json", "content-length": String(Buffer.byteLength(payload)) } : {}),
    ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
    ...opts.headers,
  };
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => {
        const text = Buffer.concat(chunks).toString("utf8");
        let json: unknown;
        try {
          json = JSON.parse(text);
        } catch {
          json = undefined;
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json });
      });
    });
    req.on("error", reject);
    if (payload !== undefined) req.write(payload);
    req.end();
  });
}

export const get = (path: string, opts?: CallOptions) => call("GET", path, opts);
export const post = (path: string, body?: unknown, opts?: CallOptions) => call("POST", path, { ...opts, body });

export async function loginCustomer(email = "customer@example.com", password = "password", host = "demo.localhost") {
  const reply = await post("/api/login-customer", { email, password }, { host });
  if (reply.status !== 200) throw new Error(`login failed: ${reply.status} ${reply.text}`);
  return reply.json.token as string;
}

export async function loginOwner(email = "owner@example.com", password = "password") {
  const reply = await post("/api/login", { email, password }, { host: "localhost" });
  if (reply.status !== 200) throw new Error(`owner login failed: ${reply.status} ${reply.text}`);
  return reply.json.token as string;
}
