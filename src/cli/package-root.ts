// The installed package's root folder (where docs/ lives), found from this module's own
// location so it works from dist/ (bundled) and from src/ (tests) alike.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export function packageRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      try {
        if ((JSON.parse(readFileSync(manifest, 'utf8')) as { name?: unknown }).name === 'harness-lint') return dir;
      } catch {
        // Not ours (or unreadable): keep walking up.
      }
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error('cannot locate the harness-lint package folder');
    dir = parent;
  }
}
