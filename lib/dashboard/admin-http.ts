import { request as httpRequest, type IncomingMessage } from "node:http";
import { Readable } from "node:stream";
import { env } from "../env";

// The dashboard's server reaches the administration API over HTTP, as any owner app does, through
// this process's own door (scripts/serve.ts): Node's fetch cannot resolve *.localhost, so the
// request goes to 127.0.0.1 (or DASHBOARD_API_URL) with the platform's Host.

export type AdminCall = {
  method: string;
  /** Below /api, with its query: "/products?page=2". */
  path: string;
  token?: string;
  headers?: Record<string, string>;
  body?: ReadableStream<Uint8Array> | string | null;
};

function target() {
  const { DASHBOARD_API_URL, PORT, ROOT_DOMAIN } = env();
  const base = new URL(DASHBOARD_API_URL ?? `http://127.0.0.1:${PORT}`);
  const host = DASHBOARD_API_URL ? base.host : `${ROOT_DOMAIN}:${PORT}`;
  return { hostname: base.hostname, port: base.port || 80, host };
}

/** The answer as it comes, to be streamed on (the forwarder) or read (`adminJson`). */
export function adminCall(call: AdminCall): Promise<IncomingMessage> {
  const { hostname, port, host } = target();
  const headers: Record<string, string> = { ...call.headers, host, accept: "application/json" };
  if (call.token) headers.authorization = `Bearer ${call.token}`;
  if (typeof call.body === "string") {
    headers["content-type"] ??= "application/json";
    headers["content-length"] = String(Buffer.byteLength(call.body));
  }
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, method: call.method, path: `/api${call.path}`, headers }, resolve);
    req.on("error", reject);
    if (call.body instanceof ReadableStream) Readable.fromWeb(call.body as import("node:stream/web").ReadableStream).pipe(req);
    else req.end(call.body ?? undefined);
  });
}

/** A JSON answer read whole, with its status. */
export async function adminJson<T = unknown>(call: AdminCall): Promise<{ status: number; body: T }> {
  const answer = await adminCall(call);
  const chunks: Buffer[] = [];
  for await (const chunk of answer) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  return { status: answer.statusCode ?? 500, body: (text ? JSON.parse(text) : null) as T };
}
