// Capability data is untrusted: whatever shape a plugin's answer takes, the capability rules
// report or stay quiet, and never throw.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lintCase, type ProviderSpec } from '../../support/rule-tester.js';
import { declare } from '../by-id/fixtures.js';

const SOURCE = `${declare('p', 'q')}provider "p" {
  roots   = ["."]
  n       = "12"
  sandbox = { mode = "strict", inner = { key = env("K") } }
  token   = "literal"
}
agent_profile "default" {
  tools          = ["p.read_file", "q.*"]
  slash_commands = ["review"]
  model {
    primary {
      provider = "q"
      id       = "m"
    }
  }
}
hook "pre-tool-call" {
  provider = "p"
  mode     = "observe"
}
policy "a" {
  match  = { provider = "p", tool_name = "read_file", risk = "low" }
  action = "ask"
}
`;

const KEYS = [
  'tools',
  'commands',
  'slash_commands',
  'models',
  'config_schema',
  'attributes',
  'object_attributes',
  'name',
  'type',
  'required',
  'sensitive',
  'default_json',
  'supported_hook_points',
  'kind',
  'risk',
  'concurrency',
  'key_fields',
  'safe',
  'input_schema',
  'output_schema',
  'properties',
  'items',
  'pricing',
  'tiers',
  'caching',
  'supported',
  'free',
  'id',
  'description',
];
const value = fc.letrec((tie) => ({
  any: fc.oneof(
    { depthSize: 'small' },
    fc.string(),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.constantFrom(
      'ATTR_TYPE_OBJECT',
      'ATTR_TYPE_NUMBER',
      'TOOL_KIND_RESOURCE',
      'RISK_CLASS_READ_ONLY',
      'SCHEMA_TYPE_OBJECT',
      'HOOK_POINT_PRE_TOOL_CALL',
      'read_file',
      'n',
      '{"a":1}',
    ),
    fc.array(tie('any'), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom(...KEYS), tie('any'), { maxKeys: 5 }),
  ),
})).any;
const category = fc.constantFrom('model', 'tool', 'context', 'memory', 'frontend', 'widget', 'slashcommand');

describe('capability rules on arbitrary capability data', () => {
  it('never throw', () => {
    fc.assert(
      fc.property(
        fc.dictionary(category, fc.dictionary(fc.constantFrom(...KEYS), value, { maxKeys: 6 }), { maxKeys: 3 }),
        fc.option(value),
        (categories, describe) => {
          const spec: ProviderSpec = { categories: categories as ProviderSpec['categories'] };
          if (describe && typeof describe === 'object' && !Array.isArray(describe)) spec.describe = describe as Record<string, unknown>;
          const found = lintCase({ agent: SOURCE, capabilities: { p: spec, q: spec } }, '');
          expect(Array.isArray(found)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});
