// Group 7 as a whole: what every rule of what a plugin advertises shares (checkAdvertised).
import { describe, expect, it } from 'vitest';
import { allRules } from '../../src/rules/index.js';
import { lintCase, type ProviderSpec } from '../support/rule-tester.js';
import { declare } from './by-id/fixtures.js';

const GROUP_7 = new Set(allRules.filter((r) => r.meta.group === 'advertised').map((r) => r.meta.id));
const advertised = (spec: ProviderSpec) => lintCase({ agent: declare('p'), capabilities: { p: spec } }, '').filter((d) => GROUP_7.has(d.ruleId));

describe('what a plugin advertises', () => {
  it('draws no finding when it is well formed, in every category', () => {
    const tool = {
      name: 'read_file',
      description: 'Read a file',
      kind: 'TOOL_KIND_DATA_SOURCE',
      risk: 'RISK_CLASS_READ_ONLY',
      concurrency: { safe: true, key_fields: ['path'] },
      input_schema: {
        type: 'SCHEMA_TYPE_OBJECT',
        properties: { path: { type: 'SCHEMA_TYPE_STRING' }, tags: { type: 'SCHEMA_TYPE_ARRAY' } },
        required: ['path'],
      },
      output_schema: { type: 'SCHEMA_TYPE_OBJECT', properties: { result: { type: 'SCHEMA_TYPE_STRING', enum_values: ['a'] } } },
    };
    const config_schema = {
      attributes: [
        { name: 'roots', type: 'ATTR_TYPE_LIST_STRING', required: true },
        {
          name: 'mode',
          type: 'ATTR_TYPE_OBJECT',
          object_attributes: [{ name: 'level', type: 'ATTR_TYPE_NUMBER', required: true }],
          default_json: '{"level": 2}',
        },
      ],
    };
    const ask = {
      name: 'ask',
      description: 'Ask the user',
      kind: 'TOOL_KIND_INTERACTIVE',
      risk: 'RISK_CLASS_READ_ONLY',
      input_schema: { type: 'SCHEMA_TYPE_OBJECT' },
    };
    expect(advertised({ categories: { tool: { tools: [tool], config_schema }, slashcommand: { commands: [ask] } } })).toEqual([]);
  });

  it('is reported once when two categories send the same config_schema', () => {
    const schema = { attributes: [{ name: 'x' }] };
    expect(advertised({ categories: { tool: { config_schema: schema }, slashcommand: { config_schema: schema } } }).map((d) => d.ruleId)).toEqual([
      'cap-config-attr-type',
    ]);
  });
});
