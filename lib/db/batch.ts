import DataLoader from "dataloader";

/**
 * Reads that arrive together share one statement. Keys asked while the event loop takes in the
 * requests that are ready are gathered, and `read` runs once after that turn (setImmediate comes
 * after the I/O phase) for all of them: a loaded server makes one round trip for many requests
 * instead of one each. The statement starts after every request of its batch arrived, so each
 * still sees every change committed before it came, and nothing is kept between batches
 * (`cache: false`): another instance may change the rows. `read` answers the keys in their order,
 * undefined where there is no row. dataloader: the maintained batcher (duplicate keys, per-key
 * errors, a custom schedule), not one to write by hand.
 */
export function batchedRead<K, V>(read: (keys: readonly K[]) => Promise<(V | undefined)[]>): DataLoader<K, V | undefined> {
  return new DataLoader<K, V | undefined>(read, { cache: false, batchScheduleFn: (dispatch) => setImmediate(dispatch) });
}
