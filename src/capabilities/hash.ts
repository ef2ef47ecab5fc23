// SHA-256 of a file, read in chunks so a large plugin binary is never in memory at once (and
// without node:stream, which would load the stream machinery on every run that verifies one).
import { createHash } from 'node:crypto';
import { open } from 'node:fs/promises';

const CHUNK_BYTES = 1 << 20;

export async function sha256File(path: string): Promise<string> {
  const hash = createHash('sha256');
  const file = await open(path, 'r');
  try {
    const buffer = Buffer.allocUnsafe(CHUNK_BYTES);
    for (;;) {
      const { bytesRead } = await file.read(buffer, 0, CHUNK_BYTES, null);
      if (bytesRead === 0) break;
      hash.update(buffer.subarray(0, bytesRead));
    }
  } finally {
    await file.close();
  }
  return hash.digest('hex');
}
