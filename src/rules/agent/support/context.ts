// What the agent.hcl rules share: the decoded model (absent after a syntax error, §0.7)
// and the set of declared provider local names.
import type { AgentConfig } from '../../../models/agent/model.js';
import type { RuleContext } from '../../rule.js';

export interface AgentView {
  model: AgentConfig;
  /** agent.hcl as displayed. */
  file: string;
}

export function agentView(ctx: RuleContext): AgentView | null {
  const { model, file } = ctx.project.agent;
  return model ? { model, file: file.path } : null;
}

export function declaredProviders(model: AgentConfig): Set<string> {
  return new Set(model.requiredProviders.map((p) => p.name));
}

/**
 * The note on errors the spec requires but today's kernel does not enforce (checks.md §0.2,
 * §10): what happens. The engine keeps it on the first such finding of a file only.
 */
export const SPEC_ONLY_REJECTION = 'the kernel loads this today, as it does not check it yet; the spec forbids it, so a kernel that does will refuse the file';
