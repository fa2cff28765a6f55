import http from "node:http";
import type { AddressInfo } from "node:net";

// A fake of OpenAI's Chat Completions (POST /v1/chat/completions), as the `openai` package and
// OpenAI-compatible servers speak it: one JSON completion, or with `stream: true` server-sent
// chunks ending in `data: [DONE]`. It records what it was asked (the messages, the model, the key)
// and whether the client left before the answer was finished. The test that starts it tells it
// how to behave:
//   ok      answers `reply`, streamed word by word when asked to stream
//   slow    streams the first word, then waits until the client goes away
//   refuse  400 invalid_request_error (the package does not retry it)
//   fail    500 (the package retries it)
//   hang    never answers (the package's timeout, then its retries)

export type FakeOpenAiMode = "ok" | "slow" | "refuse" | "fail" | "hang";
export type ChatRequest = {
  authorization: string | undefined;
  model: string;
  stream: boolean;
  messages: { role: string; content: string }[];
  /** The client closed the connection before the answer was complete. */
  abandoned: boolean;
};

export type FakeOpenAi = {
  /** The API's base address, as OPENAI_BASE_URL takes it. */
  url: string;
  requests: ChatRequest[];
  mode: FakeOpenAiMode;
  reply: string;
  close(): Promise<void>;
};

/** `port`: a fixed one (the browser tests give the app its address before it starts); by default any free port. */
export async function startFakeOpenAi(port = 0): Promise<FakeOpenAi> {
  const open = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      if (req.method !== "POST" || req.url !== "/v1/chat/completions")
        return json(res, 404, { error: { message: "Unknown endpoint", type: "invalid_request_error" } });
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as { model: string; stream?: boolean; messages: ChatRequest["messages"] };
      const request: ChatRequest = {
        authorization: req.headers.authorization,
        model: body.model,
        stream: !!body.stream,
        messages: body.messages,
        abandoned: false,
      };
      fake.requests.push(request);
      open.add(res);
      res.once("close", () => {
        open.delete(res);
        if (!res.writableFinished) request.abandoned = true;
      });
      answer(res, request, fake.mode, fake.reply);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const fake: FakeOpenAi = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests: [],
    mode: "ok",
    reply: "",
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of open) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}

function json(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json", "x-request-id": "req_fake" });
  res.end(JSON.stringify(body));
}

function answer(res: http.ServerResponse, request: ChatRequest, mode: FakeOpenAiMode, reply: string) {
  if (mode === "hang") return;
  if (mode === "refuse")
    return json(res, 400, { error: { message: "Invalid model.", type: "invalid_request_error", code: "model_not_found", param: "model" } });
  if (mode === "fail") return json(res, 500, { error: { message: "The server had an error.", type: "server_error" } });
  const base = { id: "chatcmpl-fake", created: Math.floor(Date.now() / 1000), model: request.model };
  if (!request.stream) {
    return json(res, 200, {
      ...base,
      object: "chat.completion",
      choices: [{ index: 0, message: { role: "assistant", content: reply, refusal: null }, logprobs: null, finish_reason: "stop" }],
      usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
    });
  }
  res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
  const chunk = (delta: object, finish: string | null = null) =>
    res.write(
      `data: ${JSON.stringify({ ...base, object: "chat.completion.chunk", choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }] })}\n\n`,
    );
  chunk({ role: "assistant", content: "" });
  // Word by word, each with its space: the pieces put together are the reply.
  const pieces = reply.match(/\S+\s*/g) ?? [];
  if (mode === "slow") return void chunk({ content: pieces[0] ?? "" });
  for (const piece of pieces) chunk({ content: piece });
  chunk({}, "stop");
  res.end("data: [DONE]\n\n");
}
