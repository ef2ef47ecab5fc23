// Opt-in (catalogue §8): every env("NAME") the kernel evaluates at load must name a set variable,
// or config load fails fast. Off by default so linting works in CI without secrets.
import type { RuleContext, RuleMeta } from '../rule.js';
import type { Range } from '../../hcl/ast.js';
import { envCalls } from '../../hcl/env.js';

export const meta = {
  id: 'env-var-unset',
  severity: 'error',
  description: 'An env("NAME") in a provider block or mirror.auth names a variable that is not set here',
  group: 'env',
  needsCapabilities: false,
  optIn: true,
} as const satisfies RuleMeta;

export function check(ctx: RuleContext): void {
  const { agent, global } = ctx.project;
  const env = ctx.project.host?.env;
  if (!env) return;
  const report = (file: string, name: string, where: string, range: Range): void => {
    if (Object.hasOwn(env, name) && env[name] !== undefined) return;
    ctx.report({
      file,
      range,
      message: `env("${name}") in ${where}: ${name} is not set in this environment, so the kernel fails to load the configuration; export ${name} before starting the agent`,
    });
  };
  // The kernel decodes a provider block only for a required_providers entry: an undeclared one (2.8) is never evaluated.
  const declared = new Set(agent.model?.requiredProviders.map((p) => p.name));
  for (const provider of agent.model?.providers ?? []) {
    if (!declared.has(provider.name)) continue;
    for (const attr of provider.body.attributes) {
      for (const call of envCalls(attr.expr)) report(agent.file.path, call.name, `${attr.name} of provider ${JSON.stringify(provider.name)}`, call.call.range);
    }
  }
  for (const mirror of global?.model?.registryMirror?.mirrors ?? []) {
    if (global === undefined || mirror.auth === null) continue;
    const which = mirror.prefix ? `mirror for prefix ${JSON.stringify(mirror.prefix.value)}` : 'a mirror';
    report(global.file.path, mirror.auth.envName, `auth of ${which}`, mirror.auth.range);
  }
}
