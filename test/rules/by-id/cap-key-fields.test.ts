import { testRule } from '../../support/rule-tester.js';
import { ops } from './fixtures.js';

testRule('cap-key-fields', {
  valid: [ops({ concurrency: { safe: true, key_fields: ['path'] } })],
  invalid: [
    {
      name: 'key fields without safe = true',
      ...ops({ concurrency: { safe: false, key_fields: ['path'] } }),
      errors: [
        {
          range: [2, 3, 2, 4],
          message: 'provider "p": tool "read_file" sets concurrency.key_fields ("path") but not safe = true',
          notes: [
            'key_fields are only meaningful for a concurrency-safe operation',
            'plugin github.com/agentco/provider-p advertises this; report it to its author, or turn the rule off',
          ],
        },
      ],
    },
    {
      name: 'a key field that is no input property',
      ...ops({ concurrency: { safe: true, key_fields: ['file'] } }),
      errors: [
        {
          range: [2, 3, 2, 4],
          message: 'provider "p": tool "read_file": key field "file" is no property of its input_schema',
          notes: [
            'concurrency.key_fields names "file", but the input_schema has no property "file"',
            'plugin github.com/agentco/provider-p advertises this; report it to its author, or turn the rule off',
          ],
        },
      ],
    },
    {
      name: 'an input_schema without properties',
      ...ops({
        name: 'touch',
        input_schema: { type: 'SCHEMA_TYPE_OBJECT' },
        kind: 'TOOL_KIND_RESOURCE',
        risk: 'RISK_CLASS_LOW',
        concurrency: { safe: true, key_fields: ['path'] },
      }),
      errors: [
        {
          range: [2, 3, 2, 4],
          message: 'provider "p": tool "touch": key field "path" is no property of its input_schema',
          notes: [
            'concurrency.key_fields names "path", but the input_schema has no property "path"',
            'plugin github.com/agentco/provider-p advertises this; report it to its author, or turn the rule off',
          ],
        },
      ],
    },
  ],
});
