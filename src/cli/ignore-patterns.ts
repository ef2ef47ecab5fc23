// --ignore-pattern GLOB and the linter config's ignorePatterns: folders and files that -r does
// not descend into or lint. A pattern is matched against the path relative to its base (the
// working directory for the flag, the config file's folder for the config) with / separators:
// `*` and `?` stay within a name, `**` spans any number of folders, a trailing / is dropped, and
// a pattern without a / matches a name at any depth (`fixtures`, `*.bak`). Matching is a table
// over pattern and path parts, so no pattern makes it exponential.
import { isAbsolute, relative, resolve, sep } from 'node:path';
import type { IgnorePatterns } from '../host/run-settings.js';

type Part = '**' | RegExp;

function partOf(glob: string): Part {
  if (glob === '**') return '**';
  const body = [...glob].map((c) => (c === '*' ? '[^/]*' : c === '?' ? '[^/]' : c.replace(/[\\^$.|+(){}[\]]/g, '\\$&'))).join('');
  return new RegExp(`^${body}$`, 'u');
}

function compile(pattern: string): Part[] {
  const trimmed = pattern.replace(/\/+$/, '');
  const anchored = trimmed.includes('/');
  const parts = trimmed
    .replace(/^\/+/, '')
    .split('/')
    .filter((p) => p !== '')
    .map(partOf);
  return anchored ? parts : ['**', ...parts];
}

/** Whether the parts of `pattern` match all of `path`'s parts. */
function matches(pattern: readonly Part[], path: readonly string[]): boolean {
  // can[j]: the pattern from part i on matches the path from part j on (filled from the end).
  let next = path.map(() => false).concat(true);
  for (let i = pattern.length - 1; i >= 0; i--) {
    const part = pattern[i];
    const can = path.map(() => false).concat(part === '**' ? next[path.length] : false);
    for (let j = path.length - 1; j >= 0; j--) can[j] = part === '**' ? next[j] || can[j + 1] : part.test(path[j]) && next[j + 1];
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
      const parts = rel.split(sep);
      return patterns.some((p) => matches(p, parts));
    });
}
