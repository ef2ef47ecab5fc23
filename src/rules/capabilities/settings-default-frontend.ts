// 3.12: default_frontend names a loaded non-frontend provider, or there are several loaded
// frontends and no settings block to pick one.
import type { RuleContext, RuleMeta } from '../rule.js';
import { capView, loadedProviders } from './support/context.js';

export const meta = {
  id: 'settings-default-frontend',
  severity: 'warning',
  description: 'default_frontend naming a non-frontend, or several frontends and no settings.',
  group: 'capabilities',
  needsCapabilities: true,
} as const satisfies RuleMeta;

export function check(ctx: RuleContext): void {
  const view = capView(ctx);
  if (!view) return;
  const settings = view.model.settings;
  const chosen = settings?.defaultFrontend;
  if (chosen) {
    const caps = view.caps.get(chosen.value);
    if (caps && !caps.served.includes('frontend')) {
      ctx.report({
        file: view.file,
        range: chosen.attrRange,
        message: `default_frontend = "${chosen.value}" names a ${caps.served.join('/')} provider, not a frontend; name a frontend provider`,
      });
    }
  }
  if (settings) return;
  const frontends = loadedProviders(view).filter(({ caps }) => caps.served.includes('frontend'));
  if (frontends.length < 2) return;
  const [first, second] = frontends;
  ctx.report({
    file: view.file,
    range: second.entry.nameRange,
    message: `providers "${first.entry.name}" and "${second.entry.name}" are both frontends and nothing picks one; add a settings block with default_frontend`,
  });
}
