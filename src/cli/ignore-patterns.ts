// --ignore-pattern GLOB and the linter config's ignorePatterns: folders and files that -r does
// not descend into or lint. A pattern is matched against the path relative to its base (the
// working directory for the flag, the config file's folder for the config) with / separators:
// `*` and `?` stay within a name, `**` spans any number of folders, a trailing / is dropped, and
// a pattern without a / matches a name at any depth (`fixtures`, `*.bak`).
//
// Patterns come from a checkout, so matching must stay linear whatever they hold: a glob turned
// into a regular expression backtracks (`************x` against a 40-letter name ran for minutes),
// so a name is matched by the two-pointer wildcard walk, and the parts of a path by a table over
// pattern and path parts. How many patterns there are, and how long, is capped (the config's
// schema and the flag's parser hold the same numbers).
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { loadRunSettings, type IgnorePatterns } from '../host/run-settings.js';
import { DEFAULT_FILE } from './inputs.js';

/** At most this many patterns in one config's ignorePatterns, or given with --ignore-pattern. */
export const MAX_IGNORE_PATTERNS = 100;
/** At most this many characters in one pattern. */
export const MAX_IGNORE_PATTERN_LENGTH = 256;

/** A pattern part: `**`, or one name's glob as code points (`*` and `?` the wildcards). */
type Part = '**' | readonly string[];

function compile(pattern: string): Part[] {
  const trimmed = pattern.replace(/\/+$/, '');
  const anchored = trimmed.includes('/');
  const parts = trimmed
    .replace(/^\/+/, '')
    .split('/')
    .filter((p) => p !== '')
    .map((p): Part => (p === '**' ? '**' : [...p]));
  return anchored ? parts : ['**', ...parts];
}

/**
 * Whether `name` matches `glob` (both as code points). The two-pointer walk: on a mismatch it
 * backs up to just after the last `*` only, letting that `*` take one more character, so its
 * cost is at most the product of the two lengths, and linear in the name for a given glob.
 */
function matchesName(glob: readonly string[], name: readonly string[]): boolean {
  let g = 0;
  let n = 0;
  let star = -1;
  let resume = 0;
  while (n < name.length) {
    if (g < glob.length && glob[g] === '*') {
      star = g++;
      resume = n;
    } else if (g < glob.length && (glob[g] === '?' || glob[g] === name[n])) {
      g++;
      n++;
    } else if (star !== -1) {
      g = star + 1;
      n = ++resume;
    } else {
      return false;
    }
  }
  while (g < glob.length && glob[g] === '*') g++;
  return g === glob.length;
}

/** Whether the parts of `pattern` match all of `path`'s parts (each as code points). */
function matches(pattern: readonly Part[], path: readonly (readonly string[])[]): boolean {
  // can[j]: the pattern from part i on matches the path from part j on (filled from the end).
  let next = path.map(() => false).concat(true);
  for (let i = pattern.length - 1; i >= 0; i--) {
    const part = pattern[i];
    const can = path.map(() => false).concat(part === '**' ? next[path.length] : false);
    for (let j = path.length - 1; j >= 0; j--) can[j] = part === '**' ? next[j] || can[j + 1] : next[j + 1] && matchesName(part, path[j]);
    next = can;
  }
  return next[0];
}

/** Whether a path (as given, or absolute) is ignored by any of the pattern sets. */
export function ignoreMatcher(sets: readonly IgnorePatterns[]): (path: string) => boolean {
  const compiled = sets.map((set) => ({ base: resolve(set.base), patterns: set.patterns.map(compile) }));
  return (path) =>
    compiled.some(({ base, patterns }) => {
      const rel = relative(base, resolve(path));
      if (rel === '' || rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel)) return false;
      const parts = rel.split(sep).map((name) => [...name]);
      return patterns.some((p) => matches(p, parts));
    });
}

/** What -r skips: --ignore-pattern (from the working directory), and the ignorePatterns of the linter config of each folder searched (or --config). */
export async function ignoredPaths(
  folders: readonly string[],
  ignorePattern: readonly string[] | undefined,
  config: string | undefined,
): Promise<(path: string) => boolean> {
  const sets: IgnorePatterns[] = ignorePattern ? [{ base: process.cwd(), patterns: ignorePattern }] : [];
  for (const folder of folders.length > 0 ? folders : ['.']) {
    const { ignorePatterns } = await loadRunSettings(join(folder, DEFAULT_FILE), config);
    if (ignorePatterns) sets.push(ignorePatterns);
  }
  return ignoreMatcher(sets);
}
