import http from "node:http";
import net from "node:net";
import { inject } from "vitest";

// Requests to the test server by address with an explicit Host header: Node's fetch neither
// resolves *.localhost nor lets a Host header through.

/** Where the app says a host is, in the absolute URLs it writes (`http://demo.localhost:1234`). */
export const origin = (host = "demo.localhost") => `http://${host}:${inject("server").port}`;

export type Reply = { status: number; headers: http.IncomingHttpHeaders; text: string; json: any; bytes: Buffer }; // eslint-disable-line @typescript-eslint/no-explicit-any

export type CallOptions = {
  host?: string;
  token?: string;
  body?: unknown;
  /** Sent as is, for malformed bodies. */
  rawBody?: string | Buffer;
  /** The body's Content-Type: JSON unless told; null sends none. */
  contentType?: string | null;
  headers?: Record<string, string>;
  port?: number;
  /**
   * The address to send from: every 127.x.y.z is this machine, and the server sees each as a
   * client of its own (`clientAddress()`), so tests of per-address limits need not share one.
   */
  from?: string;
};

/** An address no other test sends from (127.0.0.1 is the suite's own). */
export function otherClient(): string {
  const part = () => 1 + Math.floor(Math.random() * 254);
  return `127.${part()}.${part()}.${part()}`;
}

export function call(method: string, path: string, opts: CallOptions = {}): Promise<Reply> {
  const port = opts.port ?? inject("server").port;
  const payload = opts.rawBody ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body));
  const headers: Record<string, string> = {
    host: `${opts.host ?? "demo.localhost"}:${port}`,
    accept: "application/json",
    // Node sends a DELETE body with neither length nor chunking unless told its length.
    ...(payload !== undefined ? { "content-length": String(Buffer.byteLength(payload)) } : {}),
    ...(payload !== undefined && opts.contentType !== null ? { "content-type": opts.contentType ?? "application/json" } : {}),
    ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
    ...opts.headers,
  };
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, method, path, headers, localAddress: opts.from }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => {
        const bytes = Buffer.concat(chunks);
        const text = bytes.toString("utf8");
        let json: unknown;
        try {
          json = JSON.parse(text);
        } catch {
          json = undefined;
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json, bytes });
      });
    });
    req.on("error", reject);
    if (payload !== undefined) req.write(payload);
    req.end();
  });
}

export const get = (path: string, opts?: CallOptions) => call("GET", path, opts);
export const post = (path: string, body?: unknown, opts?: CallOptions) => call("POST", path, { ...opts, body });

export async function loginCustomer(email = "customer@example.com", password = "password", host = "demo.localhost", from?: string) {
  const reply = await post("/api/login-customer", { email, password }, { host, from });
  if (reply.status !== 200) throw new Error(`login failed: ${reply.status} ${reply.text}`);
  return reply.json.token as string;
}

export async function loginOwner(email = "owner@example.com", password = "password") {
  const reply = await post("/api/login", { email, password }, { host: "localhost" });
  if (reply.status !== 200) throw new Error(`owner login failed: ${reply.status} ${reply.text}`);
  return reply.json.token as string;
}

/**
 * A request written byte for byte on its own connection (an absolute-form target, a Host no
 * client library would send), and the answer's status, headers and body as they came.
 */
export function rawRequest(text: string, port = inject("server").port): Promise<Omit<Reply, "json" | "bytes">> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(text));
    const chunks: Buffer[] = [];
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("end", () => {
      const answer = Buffer.concat(chunks);
      const headEnd = answer.indexOf("\r\n\r\n");
      const [statusLine = "", ...lines] = answer.subarray(0, headEnd).toString("latin1").split("\r\n");
      const headers: http.IncomingHttpHeaders = {};
      for (const line of lines) {
        const colon = line.indexOf(":");
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      const body = answer.subarray(headEnd + 4);
      const content = headers["transfer-encoding"] === "chunked" ? unchunked(body) : body;
      resolve({ status: Number(statusLine.split(" ")[1]), headers, text: content.toString("utf8") });
    });
  });
}

/** A chunked body's content: each chunk is its size in hexadecimal, a line break, and that many bytes. */
function unchunked(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  for (let at = 0; ;) {
    const lineEnd = body.indexOf("\r\n", at);
    const size = parseInt(body.subarray(at, lineEnd).toString("latin1"), 16);
    if (!size) return Buffer.concat(parts);
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
}
