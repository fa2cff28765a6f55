import http from "node:http";
import type { AddressInfo } from "node:net";

// What the fake payment gateways share: a local HTTP server that records every request and can
// be told, by the tests in their own processes, to refuse (4xx), fail (5xx) or never answer.
// Control: `PUT /__mode` with the mode as the body, `GET /__requests`, `DELETE /__requests`.

export type FakeMode = "ok" | "refuse" | "fail" | "hang" | "decline";
export type RecordedRequest = { method: string; path: string; headers: http.IncomingHttpHeaders; body: string };
export type FakeAnswer = { status: number; body: unknown };
export type FakeHandler = (request: RecordedRequest, mode: FakeMode) => FakeAnswer;

export type FakeGateway = { url: string; close(): Promise<void> };

/** On `port`, or any free one: the browser tests give the app its address before starting it. */
export async function startFakeGateway(handle: FakeHandler, port = 0): Promise<FakeGateway> {
  let mode: FakeMode = "ok";
  const requests: RecordedRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const path = req.url ?? "/";
      const reply = (status: number, value: unknown) => {
        res.writeHead(status, { "content-type": "application/json", "request-id": `req_${requests.length}` });
        res.end(JSON.stringify(value));
      };
      if (path === "/__mode" && req.method === "PUT") {
        mode = body as FakeMode;
        return reply(200, { mode });
      }
      if (path === "/__requests") {
        if (req.method === "DELETE") requests.length = 0;
        return reply(200, requests);
      }
      const request = { method: req.method ?? "GET", path, headers: req.headers, body };
      requests.push(request);
      if (mode === "hang") return; // the client's timeout ends it
      if (mode === "fail") return reply(500, { error: { type: "api_error", message: "The fake gateway is down." }, name: "INTERNAL_SERVER_ERROR" });
      const answer = handle(request, mode);
      reply(answer.status, answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The tests' hold on a fake started by the global setup, in another process. */
export function fakeControl(url: string) {
  return {
    /** How the fake answers from now on, until told otherwise. */
    mode: async (mode: FakeMode) => void (await fetch(`${url}/__mode`, { method: "PUT", body: mode })),
    requests: async (): Promise<RecordedRequest[]> => (await fetch(`${url}/__requests`)).json() as Promise<RecordedRequest[]>,
    clear: async () => void (await fetch(`${url}/__requests`, { method: "DELETE" })),
  };
}
