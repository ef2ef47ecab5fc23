// Opt-in (catalogue §8): a dev_overrides path must be an executable file, or launching that
// provider fails. Off by default because it probes the file system.
import { accessSync, constants, statSync } from 'node:fs';
import type { RuleContext, RuleMeta } from '../rule.js';

export const meta: RuleMeta = {
  id: 'dev-override-binary',
  severity: 'error',
  description: 'A dev_overrides path does not exist or is not an executable file',
  group: 'env',
  needsCapabilities: false,
  optIn: true,
};

/** Why `path` cannot be launched, or null when it can. */
function problem(path: string): string | null {
  let isFile: boolean;
  try {
    isFile = statSync(path).isFile();
  } catch {
    return 'does not exist';
  }
  if (!isFile) return 'is not a file';
  try {
    accessSync(path, constants.X_OK);
  } catch {
    return 'is not executable';
  }
  return null;
}

export function check(ctx: RuleContext): void {
  const global = ctx.project.global;
  if (global?.model == null) return;
  for (const override of global.model.devOverrides.values()) {
    const why = problem(override.path);
    if (why === null) continue;
    ctx.report({
      file: global.file.path,
      range: override.pathRange,
      message: `dev_overrides path for ${JSON.stringify(override.name)} ${why}: ${JSON.stringify(override.path)} cannot be launched; build the provider there or fix the path`,
    });
  }
}
