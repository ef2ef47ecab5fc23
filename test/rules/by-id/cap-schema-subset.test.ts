import { testRule } from '../../support/rule-tester.js';
import { ops } from './fixtures.js';

testRule('cap-schema-subset', {
  valid: [ops({})],
  invalid: [
    {
      name: 'no schemas',
      ...ops({ input_schema: undefined, output_schema: undefined }),
      errors: [
        {
          range: [2, 3, 2, 4],
          message: 'provider "p": tool "read_file" has no input_schema',
          notes: ['plugin github.com/agentco/provider-p advertises this; report it to its author, or turn the rule off'],
        },
        {
          range: [2, 3, 2, 4],
          message: 'provider "p": tool "read_file" has no output_schema',
          notes: ['plugin github.com/agentco/provider-p advertises this; report it to its author, or turn the rule off'],
        },
      ],
    },
    {
      name: 'a keyword outside the subset, a required name that is no property',
      ...ops({ input_schema: { type: 'SCHEMA_TYPE_OBJECT', properties: { path: { type: 'SCHEMA_TYPE_STRING', format: 'uri' } }, required: ['name'] } }),
      errors: [
        {
          range: [2, 3, 2, 4],
          message: 'provider "p": tool "read_file" schema: input_schema requires "name", which is not among its properties',
          notes: ['plugin github.com/agentco/provider-p advertises this; report it to its author, or turn the rule off'],
        },
        {
          range: [2, 3, 2, 4],
          message: 'provider "p": tool "read_file" schema: input_schema.properties.path uses "format", which is outside the supported JSON-Schema subset',
          notes: ['plugin github.com/agentco/provider-p advertises this; report it to its author, or turn the rule off'],
        },
      ],
    },
  ],
});
