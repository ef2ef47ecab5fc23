import { testRule } from '../../support/rule-tester.js';
import { declare, ops, tool } from './fixtures.js';

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
    {
      name: 'an array for the arguments, keywords outside the subset, a command without an input_schema',
      agent: declare('p'),
      capabilities: {
        p: {
          categories: {
            tool: {
              tools: [
                tool({
                  input_schema: {
                    type: 'SCHEMA_TYPE_ARRAY',
                    properties: {
                      a: { type: 'SCHEMA_TYPE_STRING', items: { type: 'SCHEMA_TYPE_STRING' } },
                      b: {},
                      c: { type: 'SCHEMA_TYPE_STRING', oneOf: [] },
                    },
                    required: ['a', 'z'],
                  },
                  output_schema: undefined,
                }),
              ],
            },
            slashcommand: { commands: [{ name: 'go', description: 'Go', kind: 'TOOL_KIND_RESOURCE', risk: 'RISK_CLASS_LOW', concurrency: { safe: false } }] },
          },
        },
      },
      errors: [
        {
          range: [2, 3, 2, 4],
          message: 'provider "p": command "/go" has no input_schema',
          notes: ['plugin github.com/agentco/provider-p advertises this; report it to its author, or turn the rule off'],
        },
        {
          range: [2, 3, 2, 4],
          message: 'provider "p": tool "read_file" has an input_schema that is not SCHEMA_TYPE_OBJECT (arguments are an object)',
          notes: ['plugin github.com/agentco/provider-p advertises this; report it to its author, or turn the rule off'],
        },
        {
          range: [2, 3, 2, 4],
          message: 'provider "p": tool "read_file" has no output_schema',
          notes: ['plugin github.com/agentco/provider-p advertises this; report it to its author, or turn the rule off'],
        },
        {
          range: [2, 3, 2, 4],
          message: 'provider "p": tool "read_file" schema: input_schema has properties but is not SCHEMA_TYPE_OBJECT',
          notes: ['plugin github.com/agentco/provider-p advertises this; report it to its author, or turn the rule off'],
        },
        {
          range: [2, 3, 2, 4],
          message: 'provider "p": tool "read_file" schema: input_schema requires "z", which is not among its properties',
          notes: ['plugin github.com/agentco/provider-p advertises this; report it to its author, or turn the rule off'],
        },
        {
          range: [2, 3, 2, 4],
          message: 'provider "p": tool "read_file" schema: input_schema.properties.a has items but is not SCHEMA_TYPE_ARRAY',
          notes: ['plugin github.com/agentco/provider-p advertises this; report it to its author, or turn the rule off'],
        },
        {
          range: [2, 3, 2, 4],
          message: 'provider "p": tool "read_file" schema: input_schema.properties.b has no type',
          notes: ['plugin github.com/agentco/provider-p advertises this; report it to its author, or turn the rule off'],
        },
        {
          range: [2, 3, 2, 4],
          message: 'provider "p": tool "read_file" schema: input_schema.properties.c uses "oneOf", which is outside the supported JSON-Schema subset',
          notes: ['plugin github.com/agentco/provider-p advertises this; report it to its author, or turn the rule off'],
        },
      ],
    },
  ],
});
