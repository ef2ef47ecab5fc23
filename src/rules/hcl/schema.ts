// Closed-schema findings (HCL Body.Content semantics) emitted by the model decoders
// (src/config/schema-decode.ts and its users): no check function here.
import type { Rule } from '../rule.js';

export const hclUnsupportedBlock: Rule = {
  meta: { id: 'hcl-unsupported-block', severity: 'error', description: 'A block type its enclosing body does not allow.', group: 'hcl', needsCapabilities: false, emittedBy: 'decoder' },
};

export const hclUnsupportedArgument: Rule = {
  meta: { id: 'hcl-unsupported-argument', severity: 'error', description: 'An argument its enclosing body does not declare.', group: 'hcl', needsCapabilities: false, emittedBy: 'decoder' },
};

export const hclMissingRequiredArgument: Rule = {
  meta: { id: 'hcl-missing-required-argument', severity: 'error', description: 'A required argument is absent.', group: 'hcl', needsCapabilities: false, emittedBy: 'decoder' },
};

export const hclBlockLabels: Rule = {
  meta: { id: 'hcl-block-labels', severity: 'error', description: 'A block has the wrong number of labels.', group: 'hcl', needsCapabilities: false, emittedBy: 'decoder' },
};

export const exprNotAllowed: Rule = {
  meta: {
    id: 'expr-not-allowed',
    severity: 'error',
    description: 'A variable or function call where the kernel evaluates without any (env() only inside provider blocks).',
    group: 'hcl',
    needsCapabilities: false,
    emittedBy: 'decoder',
  },
};

export const duplicateLastWins: Rule = {
  meta: {
    id: 'duplicate-last-wins',
    severity: 'warning',
    description: 'A repeated nested block or object key that the kernel silently collapses, keeping the last.',
    group: 'hcl',
    needsCapabilities: false,
    emittedBy: 'decoder',
  },
};
