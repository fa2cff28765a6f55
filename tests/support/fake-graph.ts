import http from "node:http";
import type { AddressInfo } from "node:net";

// A small Meta Graph API for the social tests, in the test's own process, answering the shapes of
// the real one at `{url}/v21.0` (GRAPH_API_BASE): the code and token exchanges of Facebook Login,
// `me`, `me/accounts` with page tokens and linked Instagram accounts, page photos and feed posts,
// Instagram's containers (IN_PROGRESS at the first look, then FINISHED), media_publish, permalinks
// and permission revocation. Every request is recorded; `failNext` makes matching requests answer
// a Graph error a number of times (a 500 with code 2, or a 190 for a dead token...).

export const GRAPH_VERSION = "v21.0";
export const GOOD_CODE = "code-from-facebook";

export type GraphRequest = { method: string; path: string; params: Record<string, string> };
type GraphAnswer = { status: number; body: unknown };
type Failure = { method: string; path: RegExp; times: number; answer: GraphAnswer };

export type FakePage = { id: string; name: string; instagram?: { id: string; username: string } };

export const graphErrors = {
  transient: {
    status: 500,
    body: { error: { message: "An unexpected error has occurred. Please retry your request later.", type: "OAuthException", code: 2, is_transient: true } },
  },
  expired: {
    status: 400,
    body: { error: { message: "Error validating access token: Session has expired.", type: "OAuthException", code: 190, error_subcode: 463 } },
  },
  refused: { status: 400, body: { error: { message: "(#100) The photo URL could not be fetched.", type: "OAuthException", code: 100 } } },
} satisfies Record<string, GraphAnswer>;

/** `port`: a fixed one (the browser tests give the app its address before it starts); by default any free port. */
export async function startFakeGraph(pages: FakePage[], port = 0) {
  const requests: GraphRequest[] = [];
  const failures: Failure[] = [];
  const containerLooks = new Map<string, number>();
  let serial = 0;

  const error = (message: string, code = 100): GraphAnswer => ({ status: 400, body: { error: { message, type: "OAuthException", code } } });

  function answer({ method, path, params }: GraphRequest): GraphAnswer {
    const failure = failures.find((rule) => rule.times > 0 && rule.method === method && rule.path.test(path));
    if (failure) {
      failure.times--;
      return failure.answer;
    }
    const parts = path.split("/").filter(Boolean);
    if (path === "/oauth/access_token") {
      if (params.grant_type === "fb_exchange_token")
        return { status: 200, body: { access_token: `long-${params.fb_exchange_token}`, token_type: "bearer", expires_in: 5183944 } };
      if (params.code !== GOOD_CODE) return error("Invalid verification code format.");
      return { status: 200, body: { access_token: "short-user-token", token_type: "bearer", expires_in: 3600 } };
    }
    if (path === "/me") return { status: 200, body: { id: "10001", name: "Sam Owner" } };
    if (path === "/me/accounts") {
      const data = pages.map((page) => ({
        id: page.id,
        name: page.name,
        access_token: `page-token-${page.id}`,
        picture: { data: { url: `https://graph.example/${page.id}.jpg` } },
        ...(page.instagram ? { instagram_business_account: page.instagram } : {}),
      }));
      return { status: 200, body: { data, paging: { cursors: { before: "b", after: "a" } } } };
    }
    if (path === "/me/permissions" && method === "DELETE") return { status: 200, body: { success: true } };
    const id = ++serial;
    if (method === "POST" && parts[1] === "photos") return { status: 200, body: { id: `${900 + id}`, post_id: `${parts[0]}_${id}` } };
    if (method === "POST" && parts[1] === "feed") return { status: 200, body: { id: `${parts[0]}_${id}` } };
    if (method === "POST" && parts[1] === "media") return { status: 200, body: { id: `container-${id}` } };
    if (method === "POST" && parts[1] === "media_publish") return { status: 200, body: { id: `media-${params.creation_id}` } };
    if (method === "GET" && parts[0]!.startsWith("container-")) {
      const looks = (containerLooks.get(parts[0]!) ?? 0) + 1;
      containerLooks.set(parts[0]!, looks);
      return { status: 200, body: { status_code: looks === 1 ? "IN_PROGRESS" : "FINISHED", id: parts[0] } };
    }
    if (method === "GET" && parts[0]!.startsWith("media-"))
      return { status: 200, body: { id: parts[0], permalink: `https://www.instagram.com/p/${parts[0]}/` } };
    return error(`Unsupported ${method} request to ${path}`);
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://graph.local");
      const params = Object.fromEntries([...url.searchParams, ...new URLSearchParams(Buffer.concat(chunks).toString("utf8"))]);
      const path = url.pathname.replace(`/${GRAPH_VERSION}`, "");
      const request = { method: req.method ?? "GET", path, params };
      requests.push(request);
      const reply = answer(request);
      res.writeHead(reply.status, { "content-type": "application/json" });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/${GRAPH_VERSION}`,
    requests,
    /** The requests to paths matching `path`, in order. */
    to: (method: string, path: RegExp) => requests.filter((request) => request.method === method && path.test(request.path)),
    failNext: (method: string, path: RegExp, answer: GraphAnswer, times = 1) => void failures.push({ method, path, times, answer }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeGraph = Awaited<ReturnType<typeof startFakeGraph>>;
