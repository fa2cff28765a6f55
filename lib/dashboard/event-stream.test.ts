import { describe, expect, it } from "vitest";
import { readEvents } from "./event-stream";

describe("readEvents", () => {
  it("reads whole events and keeps a piece cut in the middle for the next read", () => {
    const { events, rest } = readEvents('data: {"content":"Hel"}\n\ndata: {"content":"lo"}\n\nevent: done\ndata: {"succ');
    expect(events).toEqual([
      { event: "message", data: '{"content":"Hel"}' },
      { event: "message", data: '{"content":"lo"}' },
    ]);
    expect(rest).toBe('event: done\ndata: {"succ');
    expect(readEvents(`${rest}ess":true,"content":"Hello"}\n\n`).events).toEqual([{ event: "done", data: '{"success":true,"content":"Hello"}' }]);
  });

  it("takes CRLF line ends and skips comments", () => {
    expect(readEvents(': keep-alive\r\n\r\nevent: error\r\ndata: {"message":"cut"}\r\n\r\n').events).toEqual([{ event: "error", data: '{"message":"cut"}' }]);
  });
});
