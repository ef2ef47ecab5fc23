// required_providers declares providers but the project has no lock file: the kernel resolves
// them on its first run and writes .agent/agent.lock.hcl, so until that file is committed CI
// and each teammate may run different plugin versions (issue 15 part 2; not in the catalogue).
// Whether the lock file exists is the engine's input: no lock text handed in means none (the
// front ends pass any lock file they find, the language server an unsaved one too).
import { blockHeaderRange } from '../../hcl/schema-decode.js';
import type { RuleContext, RuleMeta } from '../rule.js';

export const meta = {
  id: 'lock-file-missing',
  severity: 'warning',
  description: 'required_providers declares providers, but there is no lock file to pin them',
  group: 'cross-file',
  needsCapabilities: false,
} as const satisfies RuleMeta;

export function check(ctx: RuleContext): void {
  const { agent, lock, global } = ctx.project;
  if (lock !== undefined || agent.model === null) return;
  // A dev_overrides provider never has a lock entry: only the others need the lock file.
  const devOverrides = global?.model?.devOverrides;
  const locked = new Set(agent.model.requiredProviders.map((rp) => rp.name).filter((name) => !devOverrides?.has(name)));
  if (locked.size === 0) return;
  const block = agent.file.parse.file.body.blocks.find((b) => b.type === 'required_providers');
  if (block === undefined) return;
  const providers = locked.size === 1 ? 'the provider' : `the ${locked.size} providers`;
  ctx.report({
    file: agent.file.path,
    range: blockHeaderRange(block),
    message: `no lock file pins ${providers} of required_providers: let the kernel write .agent/agent.lock.hcl and commit it`,
  });
}
