// Every rule: catalogue groups in order, then the linter's own (inline suppressions).
// Each group's index lists its modules.
import type { Rule, RuleContext } from './rule.js';
import { hclRules, type HclRuleId } from './hcl/index.js';
import { agentRules, type AgentRuleId } from './agent/index.js';
import { capabilityRules, type CapabilityRuleId } from './capabilities/index.js';
import {
  askDowngradedByCapabilities,
  tokenBudgetSchemaByCapabilities,
  unsatisfiableByCapabilities,
  withCapabilityHalf,
} from './capabilities/support/capability-halves.js';
import { lockAndGlobalRules, type LockAndGlobalRuleId } from './lock-and-global.js';
import { pluginRules, type PluginRuleId } from './plugin/index.js';
import { suppressionRules, type SuppressionRuleId } from './linter/index.js';

/** Static rules whose catalogue entry also has a part that needs capabilities (2.12, 2.13, 2.25). */
const CAPABILITY_HALVES: ReadonlyMap<string, (ctx: RuleContext) => void> = new Map<RuleId, (ctx: RuleContext) => void>([
  ['policy-ask-downgraded', askDowngradedByCapabilities],
  ['policy-unsatisfiable', unsatisfiableByCapabilities],
  ['token-budget-convention', tokenBudgetSchemaByCapabilities],
]);

const agentRulesWithHalves = agentRules.map((rule) => {
  const half = CAPABILITY_HALVES.get(rule.meta.id);
  return half ? withCapabilityHalf(rule, half) : rule;
});

/** Every rule id, derived from the registry: a misspelt id, in a rule or a decoder, does not compile. */
export type RuleId = HclRuleId | AgentRuleId | CapabilityRuleId | PluginRuleId | LockAndGlobalRuleId | SuppressionRuleId;

export const allRules: Rule[] = [...hclRules, ...agentRulesWithHalves, ...capabilityRules, ...pluginRules, ...lockAndGlobalRules, ...suppressionRules];
