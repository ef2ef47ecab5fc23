// 7.5: duplicate tool names, config attribute names (per list) and model ids within one
// provider. Duplicate slash-command names are slash-command-collision (3.10).
import type { RuleMeta } from '../rule.js';
import type { Inspect } from './support/advertised.js';
import { checkAdvertised, configAttrLists, said } from './support/advertised.js';

function duplicates(names: string[]): string[] {
  const seen = new Set<string>();
  const dup = new Set<string>();
  for (const n of names) (seen.has(n) ? dup : seen).add(n);
  return [...dup];
}

export const meta = {
  id: 'cap-duplicate-name',
  severity: 'error',
  description: 'A tool name, config attribute name or model id advertised twice by one provider.',
  group: 'advertised',
  needsCapabilities: true,
} as const satisfies RuleMeta;

const inspect: Inspect = (caps, who) => [
  ...duplicates(caps.tools.map((t) => t.name)).map((n) =>
    said(`${who}: tool "${n}" is advertised more than once`, `tool names must be unique within a provider`),
  ),
  ...configAttrLists(caps).flatMap(({ owner, attrs }) =>
    duplicates(attrs.map((a) => a.name)).map((n) =>
      said(
        `${who}: config attribute "${owner === '' ? n : `${owner}.${n}`}" is declared more than once${owner === '' ? '' : ` in the object_attributes of "${owner}"`}`,
        `the kernel would silently keep the last`,
      ),
    ),
  ),
  ...duplicates(caps.models.map((m) => m.id)).map((n) =>
    said(`${who}: model "${n}" is advertised more than once`, `model ids must be unique within a provider, since routing is by provider and id`),
  ),
];

export const check = checkAdvertised(inspect);
