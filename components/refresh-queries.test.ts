import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { refreshQueries } from "./refresh-queries";

/** A list whose first read is answered as it was before a write, once the write is done. */
function listReadAcrossAWrite() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  let stored: string[] = [];
  let answerFirstRead!: () => void;
  let reads = 0;
  const queryFn = () => {
    reads++;
    const seen = [...stored];
    return reads === 1 ? new Promise<string[]>((resolve) => (answerFirstRead = () => resolve(seen))) : Promise.resolve(seen);
  };
  const observer = new QueryObserver(client, { queryKey: ["gallery", { page: 1 }], queryFn });
  const unsubscribe = observer.subscribe(() => {});
  return {
    client,
    observer,
    write: (item: string) => (stored = [...stored, item]),
    answerFirstRead: () => answerFirstRead(),
    done: () => (unsubscribe(), client.clear()),
  };
}

describe("refreshQueries", () => {
  it("reads a list again after a write that ends while its first read is under way", async () => {
    const list = listReadAcrossAWrite();
    list.write("workshop.mp4");
    const refreshed = refreshQueries(list.client, ["gallery"]);
    list.answerFirstRead();
    await refreshed;
    expect(list.observer.getCurrentResult().data).toEqual(["workshop.mp4"]);
    list.done();
  });

  it("is needed: an invalidation alone keeps what the first read was answered", async () => {
    const list = listReadAcrossAWrite();
    list.write("workshop.mp4");
    const invalidated = list.client.invalidateQueries({ queryKey: ["gallery"] });
    list.answerFirstRead();
    await invalidated;
    expect(list.observer.getCurrentResult().data).toEqual([]);
    list.done();
  });

  it("reads again a list that has data, and every list without a key", async () => {
    const list = listReadAcrossAWrite();
    list.answerFirstRead();
    await expect.poll(() => list.observer.getCurrentResult().data).toEqual([]);
    list.write("harbour.png");
    await refreshQueries(list.client);
    expect(list.observer.getCurrentResult().data).toEqual(["harbour.png"]);
    list.done();
  });
});
