// The linter's own check (issue 16, finding 9): a dev_overrides entry of the user's global
// config that leads into the checkout being linted runs a binary the checkout supplies, unverified,
// on every lint of it. A global config that itself lies in the checkout (named on the command line)
// is the checkout's own choice and is left alone. The front end finds the paths (HostFacts.checkout).
import { isAbsolute, relative, sep } from 'node:path';
import { devOverridePath } from '../../models/global/dev-override-path.js';
import type { RuleContext, RuleMeta } from '../rule.js';

export const meta = {
  id: 'dev-override-in-checkout',
  severity: 'warning',
  description: 'A dev_overrides path of the global config leads into the linted checkout, which then chooses what runs',
  group: 'global',
  needsCapabilities: false,
} as const satisfies RuleMeta;

function inside(path: string, root: string): boolean {
  const rel = relative(root, path);
  return rel === '' || (rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel));
}

function insideAny(paths: readonly string[], roots: readonly string[]): boolean {
  return paths.some((path) => roots.some((root) => inside(path, root)));
}

export function check(ctx: RuleContext): void {
  const global = ctx.project.global;
  const checkout = ctx.project.host?.checkout;
  if (global?.model == null || !checkout || insideAny(checkout.globalConfig, checkout.roots)) return;
  for (const override of global.model.devOverrides.values()) {
    const target = checkout.targets.get(devOverridePath(global.file.path, override.path));
    if (!target || !insideAny(target, checkout.roots)) continue;
    const where = target[target.length - 1];
    ctx.report({
      file: global.file.path,
      range: override.attrRange,
      message: `dev_overrides path for ${JSON.stringify(override.name)} leads to ${JSON.stringify(where)}, inside the linted checkout ${JSON.stringify(checkout.roots[0])}: linting it runs whatever the checkout puts there, unverified; point it at a binary outside the checkout (an absolute path)`,
    });
  }
}
