// 7.8: key_fields only mean something with safe = true, and each must be an input property.
import type { RuleMeta } from '../../rule.js';
import type { Inspect } from './advertised.js';
import { checkAdvertised } from './advertised.js';
import { isObj, shown } from '../context.js';

export const meta = { id: 'cap-key-fields', severity: 'warning', description: 'concurrency.key_fields without safe = true, or naming no input property.', group: 'advertised', needsCapabilities: true } as const satisfies RuleMeta;

export const inspect: Inspect = (caps, who) =>
  caps.operations.flatMap((op) => {
    const c = op.concurrency;
    if (!isObj(c) || !Array.isArray(c.key_fields) || c.key_fields.length === 0) return [];
    const fields = c.key_fields.map(shown);
    const out: string[] = [];
    if (c.safe !== true) out.push(`${who}: ${op.label} sets concurrency.key_fields (${fields.map((f) => `"${f}"`).join(', ')}) but not safe = true; key_fields are only meaningful for a concurrency-safe operation`);
    // An input_schema without properties (or none at all, which cap-schema-subset reports) has no property to key on.
    const input = op.inputSchema;
    const props = isObj(input) && isObj(input.properties) ? input.properties : {};
    for (const f of fields) if (!Object.hasOwn(props, f)) out.push(`${who}: ${op.label} names key field "${f}" in concurrency.key_fields, but its input_schema has no property "${f}"`);
    return out;
  });

export const check = checkAdvertised(inspect);
