import { chmod, lstat, readdir } from "node:fs/promises";
import path from "node:path";

/** Takes from `file`, and from everything in it when a folder, every permission of group and others. */
export async function closeToOthers(file: string): Promise<void> {
  const stat = await lstat(file).catch(() => undefined);
  // A symbolic link's own mode means nothing, and chmod would follow it out of the folder.
  if (!stat || stat.isSymbolicLink()) return;
  if (stat.mode & 0o077) await chmod(file, stat.mode & 0o700);
  if (stat.isDirectory()) for (const entry of await readdir(file)) await closeToOthers(path.join(file, entry));
}
