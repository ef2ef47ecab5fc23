// SHA-256 of a file, read in chunks so a large plugin binary is never in memory at once (and
// without node:stream, which would load the stream machinery on every run that verifies one).
// With `copyTo`, every chunk hashed is also written to a new file: the copy holds exactly the
// bytes the digest is of, whatever happens to the original meanwhile.
import { createHash } from 'node:crypto';
import { open, type FileHandle } from 'node:fs/promises';

export const CHUNK_BYTES = 1 << 20;

export interface CopyTarget {
  path: string;
  /** File mode of the copy, which must not exist yet. */
  mode: number;
}

export async function sha256File(path: string, copyTo?: CopyTarget): Promise<string> {
  const hash = createHash('sha256');
  const file = await open(path, 'r');
  let copy: FileHandle | undefined;
  try {
    if (copyTo) copy = await open(copyTo.path, 'wx', copyTo.mode);
    const buffer = Buffer.allocUnsafe(CHUNK_BYTES);
    for (;;) {
      const { bytesRead } = await file.read(buffer, 0, CHUNK_BYTES, null);
      if (bytesRead === 0) break;
      const chunk = buffer.subarray(0, bytesRead);
      hash.update(chunk);
      if (copy) await copy.write(chunk);
    }
  } finally {
    await file.close();
    await copy?.close();
  }
  return hash.digest('hex');
}
