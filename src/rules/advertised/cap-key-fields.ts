// 7.8: key_fields only mean something with safe = true, and each must be an input property.
import type { RuleMeta } from '../rule.js';
import type { Inspect } from './support/advertised.js';
import { checkAdvertised, said, type Said } from './support/advertised.js';
import { isObj, shown } from '../capabilities/support/context.js';

export const meta = {
  id: 'cap-key-fields',
  severity: 'warning',
  description: 'concurrency.key_fields without safe = true, or naming no input property.',
  group: 'advertised',
  needsCapabilities: true,
} as const satisfies RuleMeta;

const inspect: Inspect = (caps, who) =>
  caps.operations.flatMap((op) => {
    const c = op.concurrency;
    if (!isObj(c) || !Array.isArray(c.key_fields) || c.key_fields.length === 0) return [];
    const fields = c.key_fields.map(shown);
    const out: Said[] = [];
    if (c.safe !== true)
      out.push(
        said(
          `${who}: ${op.label} sets concurrency.key_fields (${fields.map((f) => `"${f}"`).join(', ')}) but not safe = true`,
          `key_fields are only meaningful for a concurrency-safe operation`,
        ),
      );
    // An input_schema without properties (or none at all, which cap-schema-subset reports) has no property to key on.
    const input = op.inputSchema;
    const props = isObj(input) && isObj(input.properties) ? input.properties : {};
    for (const f of fields)
      if (!Object.hasOwn(props, f))
        out.push(
          said(
            `${who}: ${op.label}: key field "${f}" is no property of its input_schema`,
            `concurrency.key_fields names "${f}", but the input_schema has no property "${f}"`,
          ),
        );
    return out;
  });

export const check = checkAdvertised(inspect);
