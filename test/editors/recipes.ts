// The editor recipes of docs/editors.md, read from the page itself so that the editor tests
// run exactly what a user copies. A recipe is the fenced block after `<!-- recipe: NAME -->`.
import { mkdirSync, readFileSync, symlinkSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BIN } from '../cli/run-cli.js';

const PAGE = fileURLToPath(new URL('../../docs/editors.md', import.meta.url));

export interface Recipe {
  name: string;
  /** The fence's info string: lua, elisp, toml, json. */
  language: string;
  code: string;
}

/** Every marked recipe on the page, in page order. */
export function recipes(): Recipe[] {
  const page = readFileSync(PAGE, 'utf8');
  return [...page.matchAll(/^<!-- recipe: ([a-z0-9.-]+) -->\n```([a-z]+)\n([\s\S]*?)\n```$/gm)].map((m) => ({
    name: m[1],
    language: m[2],
    code: `${m[3]}\n`,
  }));
}

/** The recipe named `name`; throws when the page has none (or several) of that name. */
export function recipe(name: string): Recipe {
  const found = recipes().filter((r) => r.name === name);
  if (found.length !== 1) throw new Error(`docs/editors.md has ${found.length} recipes named ${name}`);
  return found[0];
}

/**
 * A PATH on which `harness-lint` is this checkout's bin/harness-lint.js (a link in `dir`/bin),
 * as a user's global install puts it, followed by node's folder and the current PATH.
 */
export function pathWithHarnessLint(dir: string): string {
  const bin = join(dir, 'bin');
  mkdirSync(bin);
  symlinkSync(BIN, join(bin, 'harness-lint'));
  return [bin, dirname(process.execPath), process.env.PATH ?? ''].join(delimiter);
}
