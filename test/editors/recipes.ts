// The editor recipes of docs/editors.md, read from the page itself so that the editor tests
// run exactly what a user copies. A recipe is the fenced block after `<!-- recipe: NAME -->`.
import { mkdirSync, readFileSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BIN, runCli } from '../cli/run-cli.js';

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
 * An editor's environment in `dir`: HOME and the XDG folders there, and a PATH on which
 * `harness-lint` is this checkout's bin/harness-lint.js (a link in `dir`/bin), as a user's global
 * install puts it, before node's folder and the current PATH.
 */
export function editorEnv(dir: string): Record<string, string> {
  const bin = join(dir, 'bin');
  mkdirSync(bin);
  symlinkSync(BIN, join(bin, 'harness-lint'));
  return {
    PATH: [bin, dirname(process.execPath), process.env.PATH ?? ''].join(delimiter),
    HOME: dir,
    XDG_CONFIG_HOME: join(dir, 'config'),
    XDG_CACHE_HOME: join(dir, 'cache'),
    XDG_DATA_HOME: join(dir, 'data'),
    XDG_STATE_HOME: join(dir, 'state'),
    TMPDIR: tmpdir(),
  };
}

/** The agent.hcl the editor tests open: non-ASCII columns, a definition, static and plugin findings. */
export const TEXT = `required_providers {
  fs = { source = "github.com/a/provider-fs", version = "~> 1.0" }
}

agent_profile "d" {
  model {
    primary {
      provider = "fs"
      id       = "m"
    }
  }
  tools = ["é", "😀"]
}

policy "p" {
  match  = { provider = "fs", kind = "data_source" }
  action = "ask"
}
`;

export interface CliFinding {
  ruleId: string;
  severity: 'error' | 'warning';
  message: string;
  notes?: string[];
  range: { start: { line: number; column: number }; end: { line: number; column: number } };
}

/**
 * The CLI's findings for `cwd`/agent.hcl with its default settings (plugins on), as the recipes
 * start the server: with no lock file and an empty plugin cache they are the server's whole answer.
 */
export function cliFindings(cwd: string): CliFinding[] {
  return (JSON.parse(runCli(['--format', 'json', '--', 'agent.hcl'], { cwd }).stdout) as { diagnostics: CliFinding[] }).diagnostics;
}
