// Every rule, in catalogue order, then the linter's own (inline suppressions). Each group's index lists its modules.
import type { Rule } from './rule.js';
import { hclRules } from './hcl/index.js';
import { agentRules } from './agent/index.js';
import { lockAndGlobalRules } from './lockfile/index.js';
import { capabilityRules } from './capabilities/index.js';
import { suppressionRules } from '../diagnostics/suppressions.js';

export const allRules: Rule[] = [...hclRules, ...agentRules, ...lockAndGlobalRules, ...capabilityRules, ...suppressionRules];
