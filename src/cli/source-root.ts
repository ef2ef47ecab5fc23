// The repository root a code-scanning upload resolves SARIF's %SRCROOT% against.
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/** The nearest directory at or above `dir` holding `.git`, else `dir`. */
export function findSourceRoot(dir: string): string {
  for (let current = resolve(dir); ; current = dirname(current)) {
    if (existsSync(resolve(current, '.git'))) return current;
    if (dirname(current) === current) return resolve(dir);
  }
}
