// 7.10: tools and direct-invoke commands need a description (a MUST the kernel can live without).
import type { RuleMeta } from '../rule.js';
import type { Inspect } from './support/advertised.js';
import { checkAdvertised, said } from './support/advertised.js';

export const meta = {
  id: 'cap-description-missing',
  severity: 'warning',
  description: 'A tool or command with an empty description.',
  group: 'advertised',
  needsCapabilities: true,
} as const satisfies RuleMeta;

const inspect: Inspect = (caps, who) =>
  caps.operations
    .filter((op) => typeof op.description !== 'string' || op.description.trim() === '')
    .map((op) => said(`${who}: ${op.label} has an empty description; the model and the user see nothing about what it does`));

export const check = checkAdvertised(inspect);
