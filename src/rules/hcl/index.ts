// Group 1 (HCL syntax and structure), in catalogue order. The parser or a decoder emits each id.
import type { IdsOf, Rule } from '../rule.js';
import * as hclSyntax from './hcl-syntax.js';
import * as hclSingleLineBlock from './hcl-single-line-block.js';
import * as hclDuplicateAttribute from './hcl-duplicate-attribute.js';
import * as hclUnsupportedBlock from './hcl-unsupported-block.js';
import * as hclUnsupportedArgument from './hcl-unsupported-argument.js';
import * as hclMissingRequiredArgument from './hcl-missing-required-argument.js';
import * as hclBlockLabels from './hcl-block-labels.js';
import * as exprNotAllowed from './expr-not-allowed.js';
import * as duplicateLastWins from './duplicate-last-wins.js';

const rules = [
  hclSyntax,
  hclSingleLineBlock,
  hclDuplicateAttribute,
  hclUnsupportedBlock,
  hclUnsupportedArgument,
  hclMissingRequiredArgument,
  hclBlockLabels,
  exprNotAllowed,
  duplicateLastWins,
] satisfies Rule[];

export const hclRules: Rule[] = rules;
export type HclRuleId = IdsOf<typeof rules>;
