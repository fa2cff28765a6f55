import { describe, expect, it } from "vitest";
import { FairQueue } from "./fair-queue";

/** A task that runs until released, recording when it started. */
function gate(log: string[], name: string) {
  let release!: () => void;
  const done = new Promise<void>((resolve) => (release = resolve));
  return { task: () => (log.push(name), done), release: () => release() };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("a fair queue", () => {
  it("runs at most `total` tasks at once, and at most `perKey` of one key", async () => {
    const queue = new FairQueue(2, 1);
    const log: string[] = [];
    const a = [gate(log, "a1"), gate(log, "a2")];
    const b = gate(log, "b1");
    const c = gate(log, "c1");
    const runs = [...a, b, c].map((g, i) => queue.run(i < 2 ? "a" : i === 2 ? "b" : "c", g.task));
    await settle();
    expect(log).toEqual(["a1", "b1"]);
    a[0]!.release();
    await settle();
    // The freed slot is a's, but a's next waits behind c, which had not had a turn.
    expect(log).toEqual(["a1", "b1", "c1"]);
    b.release();
    await settle();
    expect(log).toEqual(["a1", "b1", "c1", "a2"]);
    a[1]!.release();
    c.release();
    await Promise.all(runs);
  });

  it("gives a newcomer the next free slot however many tasks one key queued", async () => {
    const queue = new FairQueue(1, 1);
    const log: string[] = [];
    const flood = Array.from({ length: 10 }, (_, i) => gate(log, `flood${i}`));
    const runs = flood.map((g) => queue.run("flood", g.task));
    await settle();
    const bystander = gate(log, "bystander");
    const late = queue.run("bystander", bystander.task);
    flood[0]!.release();
    await settle();
    expect(log).toEqual(["flood0", "bystander"]);
    bystander.release();
    for (const g of flood) g.release();
    await Promise.all([...runs, late]);
    expect(log).toHaveLength(11);
  });

  it("frees the slot of a task that failed", async () => {
    const queue = new FairQueue(1, 1);
    await expect(queue.run("a", () => Promise.reject(new Error("broken")))).rejects.toThrow("broken");
    await expect(queue.run("a", async () => "next")).resolves.toBe("next");
  });
});
