// Opt-in (catalogue §8): a dev_overrides path must be an executable file, or launching that
// provider fails. Off by default because it depends on the machine (the front end probes the
// paths: HostFacts.binaries).
import { devOverridePath } from '../../models/global/dev-override-path.js';
import type { BinaryState } from '../../models/project.js';
import type { RuleContext, RuleMeta } from '../rule.js';

export const meta = {
  id: 'dev-override-binary',
  severity: 'error',
  description: 'A dev_overrides path does not exist or is not an executable file',
  group: 'env',
  needsCapabilities: false,
  optIn: true,
} as const satisfies RuleMeta;

const WHY: Record<Exclude<BinaryState, 'executable'>, string> = {
  missing: 'does not exist',
  'not-a-file': 'is not a file',
  'not-executable': 'is not executable',
};

export function check(ctx: RuleContext): void {
  const global = ctx.project.global;
  const binaries = ctx.project.host?.binaries;
  if (global?.model == null || !binaries) return;
  for (const override of global.model.devOverrides.values()) {
    const state = binaries.get(devOverridePath(global.file.path, override.path));
    if (state === undefined || state === 'executable') continue;
    const why = WHY[state];
    ctx.report({
      file: global.file.path,
      range: override.pathRange,
      message: `dev_overrides path for ${JSON.stringify(override.name)} ${why}: ${JSON.stringify(override.path)} cannot be launched; build the provider there or fix the path`,
    });
  }
}
