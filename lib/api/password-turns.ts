import { availableParallelism } from "node:os";
import { FairQueue } from "./fair-queue";

// Hashing a password (argon2id, lib/auth/password.ts) is ~16 ms of a core, on libuv's thread pool
// (4 threads, which file and DNS work share). Unbounded, 50 sign-ins sent at once from one address
// put every other shopper's sign-in behind theirs: a second and more on this 2-core machine
// (tests/http/sign-in-limits.test.ts). So the handlers of routes that hash (`hashesPasswords`)
// take turns: one at a time per client address, one per core overall (at most three, so that a
// thread of the pool stays free for files), a freed turn going to the next address in line. The
// turn covers the whole handler, the account's lookup and the new token's insert as well as the
// hash, so that a flood's database work does not run ahead of others' either. One queue per
// process: the production server loads lib/ twice (Next's bundle and the customer API), and both
// hash on the same cores.

const processWide = globalThis as unknown as { commercePasswordTurns?: FairQueue };
const turns = (processWide.commercePasswordTurns ??= new FairQueue(Math.min(Math.max(availableParallelism(), 1), 3), 1));

/** Runs `work` in `client`'s turn. */
export function inPasswordTurn<T>(client: string, work: () => Promise<T>): Promise<T> {
  return turns.run(client, work);
}
