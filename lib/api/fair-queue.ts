// Runs tasks at most `total` at a time and at most `perKey` for any one key; a freed slot goes to
// the next key in turn (round robin), not to whichever key queued the most. The routes that hash
// passwords run through one keyed by client address (lib/api/password-turns.ts), so that one
// client's flood of sign-ins waits behind itself rather than in front of everyone else.
export class FairQueue {
  private running = 0;
  private readonly runningByKey = new Map<string, number>();
  /** The keys with tasks waiting, in their turn order (a Map iterates in insertion order). */
  private readonly waiting = new Map<string, (() => void)[]>();

  constructor(
    private readonly total: number,
    private readonly perKey: number,
  ) {}

  async run<T>(key: string, task: () => Promise<T>): Promise<T> {
    if (this.waiting.has(key) || !this.hasRoom(key)) await new Promise<void>((start) => this.enqueue(key, start));
    else this.start(key);
    try {
      return await task();
    } finally {
      this.finish(key);
    }
  }

  private hasRoom(key: string): boolean {
    return this.running < this.total && (this.runningByKey.get(key) ?? 0) < this.perKey;
  }

  private enqueue(key: string, start: () => void) {
    const queue = this.waiting.get(key);
    if (queue) queue.push(start);
    else this.waiting.set(key, [start]);
  }

  private start(key: string) {
    this.running++;
    this.runningByKey.set(key, (this.runningByKey.get(key) ?? 0) + 1);
  }

  private finish(key: string) {
    this.running--;
    const left = this.runningByKey.get(key)! - 1;
    if (left > 0) this.runningByKey.set(key, left);
    else this.runningByKey.delete(key);
    // The key that just had its turn goes behind the others that wait.
    const own = this.waiting.get(key);
    if (own) {
      this.waiting.delete(key);
      this.waiting.set(key, own);
    }
    // Each key with room, in turn, starts its oldest task and goes to the back of the turn.
    for (const [next, queue] of this.waiting) {
      if (this.running >= this.total) break;
      if (!this.hasRoom(next)) continue;
      this.waiting.delete(next);
      const start = queue.shift()!;
      if (queue.length > 0) this.waiting.set(next, queue);
      this.start(next);
      start();
    }
  }
}
