// Where a claim (and the record that one was given up) is packed and unpacked for the cache client.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { locateStore, type StoreRef } from './layout.ts';

const claimRoot = '.supervised-run-claim';

/**
 * The claim's directory, as the cache client gets it: a constant relative path (below the step's
 * working directory, GITHUB_WORKSPACE), because the client hashes the path string into the entry's
 * version and a claim must clash across jobs whatever their RUNNER_TEMP or storage-path. It exists
 * only while a claim is made or read.
 */
export function claimPath(ref: StoreRef): string {
  locateStore(ref); // the same checks of the names as the store's own path
  return path.join(claimRoot, ref.namespace, ref.runId);
}

/** An empty claim directory, made afresh. */
export async function freshClaimDirectory(directory: string): Promise<void> {
  await fs.rm(directory, { recursive: true, force: true });
  await fs.mkdir(directory, { recursive: true, mode: 0o700 });
}

/** Removes every claim directory this step made. */
export async function removeClaimDirectories(): Promise<void> {
  await fs.rm(path.resolve(claimRoot), { recursive: true, force: true });
}
