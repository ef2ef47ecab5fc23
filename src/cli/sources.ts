// Source text by displayed path, for code frames. A frame publishes file content (in a CI log,
// say), so it is shown only for the stdin contents and for regular files whose real path lies
// in the folder of a linted file (agent.hcl, or a lock file or global config named with a
// flag), or is the user's own global config. A checkout's symlink to /proc/self/environ or to
// a credentials file elsewhere still gets its diagnostics, but no frame.
import { lstatSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve, sep } from 'node:path';

export interface SourceOptions {
  stdin?: { name: string; contents: Buffer };
  /** --fix-dry-run's fixed texts, shown instead of the files' own where those would be shown. */
  fixed?: ReadonlyMap<string, Buffer>;
  /** Folders whose files may be shown. */
  roots: readonly string[];
  /** Files that may be shown wherever they resolve (the user's own global config). */
  files: readonly string[];
}

function withoutBom(text: string): string {
  return text.replace(/^\uFEFF/, '');
}

/**
 * realpathSync, remembering each folder's real path: realpathSync looks at every folder of a
 * path again, which over -r's nested projects grows with the square of their depth. A part that
 * is no link is its parent's real path and its name; only a link is resolved whole.
 */
function realPaths(): (path: string) => string | null {
  const known = new Map<string, string | null>();
  const real = (path: string): string | null => {
    let answer = known.get(path);
    if (answer !== undefined) return answer;
    const parent = dirname(path);
    try {
      if (parent === path) answer = realpathSync(path);
      else if (lstatSync(path).isSymbolicLink()) answer = realpathSync(path);
      else {
        const realParent = real(parent);
        answer = realParent === null ? null : join(realParent, basename(path));
      }
    } catch {
      answer = null;
    }
    known.set(path, answer);
    return answer;
  };
  return (path) => real(resolve(path));
}

function isInside(root: string, path: string): boolean {
  return path === root || path.startsWith(root.endsWith(sep) ? root : root + sep);
}

export function sourceReader(options: SourceOptions): (file: string) => string | undefined {
  const realpathOrNull = realPaths();
  const roots = options.roots.map((r) => realpathOrNull(r)).filter((r): r is string => r !== null);
  const trusted = new Set(options.files.map((f) => realpathOrNull(f)).filter((f): f is string => f !== null));
  const cache = new Map<string, string | undefined>();
  if (options.stdin) cache.set(options.stdin.name, withoutBom((options.fixed?.get(options.stdin.name) ?? options.stdin.contents).toString('utf8')));

  const read = (file: string): string | undefined => {
    const real = realpathOrNull(file);
    if (real === null || !(trusted.has(real) || roots.some((root) => isInside(root, real)))) return undefined;
    try {
      // Named pipes and devices never end or block: only regular files are read.
      if (!statSync(real).isFile()) return undefined;
      return withoutBom(readFileSync(real, 'utf8'));
    } catch {
      // No frame then; the diagnostic itself is still printed.
      return undefined;
    }
  };

  return (file) => {
    if (!cache.has(file)) {
      const text = read(file);
      const fixed = options.fixed?.get(file);
      cache.set(file, text !== undefined && fixed !== undefined ? withoutBom(fixed.toString('utf8')) : text);
    }
    return cache.get(file);
  };
}

/** The folders of the given files (not resolved: a symlink's target must be inside them), as sourceReader roots. */
export function foldersOf(files: readonly string[]): string[] {
  return [...new Set(files.map((f) => dirname(f)))];
}
