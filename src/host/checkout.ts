// Where the linted checkout is, and where each dev_overrides path leads, for
// dev-override-in-checkout (the rule only compares the paths gathered here).
//
// The checkout is the git work tree holding agent.hcl's folder: the nearest folder at or
// above it with a `.git` entry (a folder, or the file of a worktree or submodule), else
// agent.hcl's own folder. git itself is never run: a checkout's .git/config can make git
// execute commands (core.fsmonitor). Paths are compared both as written (made absolute) and as
// real paths, as a link in either could hide the other; links are only read, never written.
import { existsSync, lstatSync, readlinkSync, realpathSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { devOverridePath } from '../models/global/dev-override-path.js';
import type { CheckoutFacts, Project } from '../models/project.js';

/** Links followed in one path before giving up, as the kernel's ELOOP limit. */
const MAX_LINKS = 40;

/**
 * The real path of `path`. A part that does not exist yet (a binary not built) is appended to
 * the real path of the deepest existing folder; a dangling link is followed to where it points,
 * as the checkout could create its target later.
 */
function realPath(path: string, links = 0): string {
  const rest: string[] = [];
  for (let at = path; ; at = dirname(at)) {
    try {
      return join(realpathSync(at), ...rest.reverse());
    } catch {
      if (dirname(at) === at) return path;
      let target: string | undefined;
      try {
        if (links < MAX_LINKS && lstatSync(at).isSymbolicLink()) target = resolve(dirname(at), readlinkSync(at));
      } catch {
        // Not there: keep walking up.
      }
      if (target !== undefined) return realPath(join(target, ...[...rest].reverse()), links + 1);
      rest.push(basename(at));
    }
  }
}

function bothForms(path: string): string[] {
  return [...new Set([path, realPath(path)])];
}

/** The work tree root above `folder` (nearest `.git` entry), else `folder`. */
function checkoutRoot(folder: string): string {
  for (let dir = folder; ; dir = dirname(dir)) {
    if (existsSync(join(dir, '.git'))) return dir;
    if (dirname(dir) === dir) return folder;
  }
}

/** `agentFile` and relative paths of the project are taken from `cwd`. */
export function checkoutFacts(project: Project, agentFile: string, cwd: string): CheckoutFacts | undefined {
  const global = project.global;
  if (!global?.model || global.model.devOverrides.size === 0) return undefined;
  const roots = bothForms(checkoutRoot(resolve(cwd, dirname(agentFile))));
  const targets = new Map<string, string[]>();
  for (const override of global.model.devOverrides.values()) {
    const path = devOverridePath(global.file.path, override.path);
    targets.set(path, bothForms(resolve(cwd, path)));
  }
  return { roots, globalConfig: bothForms(resolve(cwd, global.file.path)), targets };
}
