// Group 2 findings the agent.hcl decoder emits while building the model (src/config/agent-decode.ts);
// the lock-file and global-config decoders emit attr-type-mismatch too. No check function here.
import type { Rule } from '../rule.js';

export const duplicateSingletonBlock: Rule = {
  meta: {
    id: 'duplicate-singleton-block',
    severity: 'error',
    description: 'A second required_providers, settings, provider "<n>", agent_profile "<n>" or primary block.',
    group: 'agent',
    needsCapabilities: false,
    emittedBy: 'decoder',
  },
};

export const attrTypeMismatch: Rule = {
  meta: {
    id: 'attr-type-mismatch',
    severity: 'error',
    description: 'A kernel-owned value of the wrong type (checked strictly, without conversion).',
    group: 'agent',
    needsCapabilities: false,
    emittedBy: 'decoder',
  },
};

export const requiredProviderShape: Rule = {
  meta: {
    id: 'required-provider-shape',
    severity: 'error',
    description: 'A required_providers entry that is not an object with string source and version.',
    group: 'agent',
    needsCapabilities: false,
    emittedBy: 'decoder',
  },
};

export const integerTruncated: Rule = {
  meta: {
    id: 'integer-truncated',
    severity: 'warning',
    description: 'A fractional value for an integer field, which the kernel silently truncates.',
    group: 'agent',
    needsCapabilities: false,
    emittedBy: 'decoder',
  },
};
