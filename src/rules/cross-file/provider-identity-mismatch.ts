// 6.6: what the running plugin says it is (Describe) differs from what the project asked for:
// another source than required_providers declares (dev_overrides binaries are exempt: a local
// build's source is its own), or another version than a lock entry pins, as the catalogue has it
// also for a dev_overrides binary that shadows a lock entry.
import type { RuleContext, RuleMeta } from '../rule.js';
import { capView, loadedProviders } from '../capabilities/support/context.js';

export const meta = {
  id: 'provider-identity-mismatch',
  severity: 'warning',
  description: 'A plugin whose Describe source or version differs from required_providers or the lock.',
  group: 'cross-file',
  needsCapabilities: true,
} as const satisfies RuleMeta;

export function check(ctx: RuleContext): void {
  const view = capView(ctx);
  if (!view) return;
  const devOverrides = ctx.project.global?.model?.devOverrides;
  const lock = ctx.project.lock?.model?.providers;
  for (const { entry, caps } of loadedProviders(view)) {
    const describe = caps.describe;
    if (!describe) continue;
    const declared = entry.source?.value;
    if (describe.source && declared && describe.source !== declared && !devOverrides?.has(entry.name)) {
      ctx.report({
        file: view.file,
        range: entry.nameRange,
        message: `provider "${entry.name}": plugin source "${describe.source}" is not the declared one; reinstall`,
        notes: [
          `its Describe reports source "${describe.source}", but required_providers declares "${declared}"; the installed binary is not the plugin this project asks for`,
        ],
      });
    }
    const locked = lock?.get(entry.name)?.version?.value;
    if (describe.version && locked && describe.version !== locked) {
      const message = devOverrides?.has(entry.name)
        ? `provider "${entry.name}": the dev_overrides binary's Describe reports version ${describe.version}, but the lock file pins version ${locked}; once this build replaces the locked one, re-lock the provider`
        : `provider "${entry.name}": the plugin's Describe reports version ${describe.version}, but the lock file pins version ${locked}; reinstall the locked version or update the lock file`;
      ctx.report({ file: view.file, range: entry.nameRange, message });
    }
  }
}
