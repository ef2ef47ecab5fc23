// The bytes that run are the bytes hashed: a plugin is launched from a copy in the run's
// private folder, written while it is hashed, so a file swapped or rewritten between the
// checksum check and the launch is caught by its digest instead of being run.
import { accessSync, constants } from 'node:fs';
import { basename, join } from 'node:path';
import { sha256File } from './hash.js';

export interface VerifiedCopy {
  path: string;
  /** SHA-256 of the copy's bytes. */
  sha256: string;
}

/** Keeps the copy's name within NAME_MAX with the counter in front. */
const MAX_NAME_CHARS = 200;

let copies = 0;

export async function verifiedCopy(path: string, folder: string): Promise<VerifiedCopy> {
  // Executable only if the original is, so a file that may not run still fails to.
  let mode = 0o600;
  try {
    accessSync(path, constants.X_OK);
    mode = 0o700;
  } catch {
    // Not executable: the launch fails on the copy as it would on the original.
  }
  const copy = join(folder, `${++copies}-${basename(path).slice(0, MAX_NAME_CHARS)}`);
  return { path: copy, sha256: await sha256File(path, { path: copy, mode }) };
}
