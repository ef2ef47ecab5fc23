// Group 1 (HCL syntax and structure), in catalogue order.
import type { Rule } from '../rule.js';
import { hclDuplicateAttribute, hclSingleLineBlock, hclSyntax } from './syntax.js';
import { duplicateLastWins, exprNotAllowed, hclBlockLabels, hclMissingRequiredArgument, hclUnsupportedArgument, hclUnsupportedBlock } from './schema.js';

export const hclRules: Rule[] = [
  hclSyntax,
  hclSingleLineBlock,
  hclDuplicateAttribute,
  hclUnsupportedBlock,
  hclUnsupportedArgument,
  hclMissingRequiredArgument,
  hclBlockLabels,
  exprNotAllowed,
  duplicateLastWins,
];
