// Group 1 findings the HCL parser emits itself (src/hcl): no check function here.
import type { Rule } from '../rule.js';

export const hclSyntax: Rule = {
  meta: { id: 'hcl-syntax', severity: 'error', description: 'The file is not valid HCL native syntax.', group: 'hcl', needsCapabilities: false, emittedBy: 'parser' },
};

export const hclSingleLineBlock: Rule = {
  meta: {
    id: 'hcl-single-line-block',
    severity: 'error',
    description: 'A block opened and closed on one line holds more than one argument, a comma or a nested block.',
    group: 'hcl',
    needsCapabilities: false,
    emittedBy: 'parser',
  },
};

export const hclDuplicateAttribute: Rule = {
  meta: { id: 'hcl-duplicate-attribute', severity: 'error', description: 'The same argument is set twice in one body.', group: 'hcl', needsCapabilities: false, emittedBy: 'parser' },
};
