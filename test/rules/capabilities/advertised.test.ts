import { describe, expect, it } from 'vitest';
import { advertisedChecks } from '../../../src/rules/capabilities/advertised/index.js';
import { at, lintCaps, required, type ProviderSpec } from './helpers.js';

/** Same-position findings come ordered by rule id, then message (as lintCaps orders them). */
function ordered<T extends { ruleId: string; message: string }>(list: T[]): T[] {
  return [...list].sort((a, b) => (a.ruleId < b.ruleId ? -1 : a.ruleId > b.ruleId ? 1 : a.message < b.message ? -1 : 1));
}

const src = required('p');
const entry = at(src, 'p =');
entry.end = { line: entry.start.line, column: entry.start.column + 1 };
/** A group-7 finding: its own notes, then whose problem it is. */
const finding = (ruleId: string, severity: string, message: string, ...notes: string[]) => ({ ruleId, severity, message, notes, range: entry });
const lint = (spec: ProviderSpec) => lintCaps(src, { p: spec }, advertisedChecks);

const okTool = {
  name: 'read_file',
  description: 'Read a file',
  kind: 'TOOL_KIND_DATA_SOURCE',
  risk: 'RISK_CLASS_READ_ONLY',
  concurrency: { safe: true, key_fields: ['path'] },
  input_schema: { type: 'SCHEMA_TYPE_OBJECT', properties: { path: { type: 'SCHEMA_TYPE_STRING' }, tags: { type: 'SCHEMA_TYPE_ARRAY' } }, required: ['path'] },
  output_schema: { type: 'SCHEMA_TYPE_OBJECT', properties: { result: { type: 'SCHEMA_TYPE_STRING', enum_values: ['a'] } } },
};

describe('group 7: what a plugin advertises', () => {
  it('a well-formed advertisement has no findings', () => {
    expect(
      lint({
        categories: {
          tool: {
            tools: [okTool],
            config_schema: {
              attributes: [
                { name: 'roots', type: 'ATTR_TYPE_LIST_STRING', required: true },
                {
                  name: 'mode',
                  type: 'ATTR_TYPE_OBJECT',
                  object_attributes: [{ name: 'level', type: 'ATTR_TYPE_NUMBER', required: true }],
                  default_json: '{"level": 2}',
                },
              ],
            },
          },
          slashcommand: {
            commands: [
              {
                name: 'ask',
                description: 'Ask the user',
                kind: 'TOOL_KIND_INTERACTIVE',
                risk: 'RISK_CLASS_READ_ONLY',
                input_schema: { type: 'SCHEMA_TYPE_OBJECT' },
              },
            ],
          },
        },
      }),
    ).toEqual([]);
  });

  it('7.1-7.4: config attribute types, object_attributes, default_json', () => {
    const found = lint({
      category: 'context',
      capabilities: {
        config_schema: {
          attributes: [
            { name: 'refresh_interval_ms' },
            { name: 'odd', type: 'ATTR_TYPE_DURATION' },
            { name: 'untyped', type: 'ATTR_TYPE_UNSPECIFIED', object_attributes: [{ name: 'x', type: 'ATTR_TYPE_STRING' }] },
            { name: 'sandbox', type: 'ATTR_TYPE_OBJECT' },
            { name: 'dir', type: 'ATTR_TYPE_STRING', object_attributes: [{ name: 'x', type: 'ATTR_TYPE_STRING' }] },
            { name: 'limit', type: 'ATTR_TYPE_NUMBER', default_json: '"ten"' },
            { name: 'broken', type: 'ATTR_TYPE_STRING', default_json: '{' },
            { name: 'key', type: 'ATTR_TYPE_STRING', sensitive: true, default_json: '"k"' },
            { name: 'log_path', type: 'ATTR_TYPE_STRING', required: true, default_json: '"/tmp/log"' },
            { name: 'opts', type: 'ATTR_TYPE_OBJECT', object_attributes: [{ name: 'a', type: 'ATTR_TYPE_BOOL', required: true }], default_json: '{"b": true}' },
          ],
        },
      },
    });
    expect(found).toEqual(
      ordered([
        finding(
          'cap-config-attr-type',
          'error',
          'provider "p": config attribute "refresh_interval_ms" has type ATTR_TYPE_UNSPECIFIED (unset), which is invalid',
          'it is not one of the seven attribute types; the kernel cannot decode it, so the provider can never be configured',
          'plugin github.com/agentco/provider-p advertises this; report it to its author, or turn the rule off',
        ),
        finding(
          'cap-config-attr-type',
          'error',
          'provider "p": config attribute "odd" has type ATTR_TYPE_DURATION, which is invalid',
          'it is not one of the seven attribute types; the kernel cannot decode it, so the provider can never be configured',
          'plugin github.com/agentco/provider-p advertises this; report it to its author, or turn the rule off',
        ),
        finding(
          'cap-config-attr-type',
          'error',
          'provider "p": config attribute "untyped" has type ATTR_TYPE_UNSPECIFIED, which is invalid',
          'it is not one of the seven attribute types; the kernel cannot decode it, so the provider can never be configured',
          'plugin github.com/agentco/provider-p advertises this; report it to its author, or turn the rule off',
        ),
        finding(
          'cap-config-default-json',
          'error',
          'provider "p": config attribute "limit" has a default_json that does not fit its type: "limit" must be a number in JSON',
          'plugin github.com/agentco/provider-p advertises this; report it to its author, or turn the rule off',
        ),
        finding(
          'cap-config-default-json',
          'error',
          'provider "p": config attribute "broken" has a default_json that is not valid JSON',
          'plugin github.com/agentco/provider-p advertises this; report it to its author, or turn the rule off',
        ),
        finding(
          'cap-config-default-json',
          'error',
          'provider "p": config attribute "key" is sensitive and must not have a default_json; a secret has no default',
          'plugin github.com/agentco/provider-p advertises this; report it to its author, or turn the rule off',
        ),
        finding(
          'cap-config-default-json',
          'error',
          'provider "p": config attribute "opts" has a default_json that does not fit its type: "opts" has key "b", which object_attributes does not declare',
          'plugin github.com/agentco/provider-p advertises this; report it to its author, or turn the rule off',
        ),
        finding(
          'cap-config-default-json-required',
          'warning',
          'provider "p": required config attribute "log_path" has a default_json; drop it or make the attribute optional',
          'the default_json of a required attribute never applies',
          'plugin github.com/agentco/provider-p advertises this; report it to its author, or turn the rule off',
        ),
        finding(
          'cap-config-object-attributes',
          'error',
          'provider "p": config attribute "sandbox" is ATTR_TYPE_OBJECT but declares no object_attributes',
          'an object attribute needs its nested schema',
          'plugin github.com/agentco/provider-p advertises this; report it to its author, or turn the rule off',
        ),
        finding(
          'cap-config-object-attributes',
          'error',
          'provider "p": config attribute "dir" is ATTR_TYPE_STRING but declares object_attributes',
          'only an ATTR_TYPE_OBJECT attribute may have object_attributes',
          'plugin github.com/agentco/provider-p advertises this; report it to its author, or turn the rule off',
        ),
        finding(
          'cap-config-object-attributes',
          'error',
          'provider "p": config attribute "untyped" is ATTR_TYPE_UNSPECIFIED but declares object_attributes',
          'only an ATTR_TYPE_OBJECT attribute may have object_attributes',
          'plugin github.com/agentco/provider-p advertises this; report it to its author, or turn the rule off',
        ),
      ]),
    );
  });

  it('7.3: a nested required attribute missing from an object default', () => {
    const found = lint({
      category: 'tool',
      capabilities: {
        config_schema: {
          attributes: [
            { name: 'opts', type: 'ATTR_TYPE_OBJECT', object_attributes: [{ name: 'a', type: 'ATTR_TYPE_LIST_NUMBER', required: true }], default_json: '{}' },
          ],
        },
      },
    });
    expect(found.map((d) => d.message)).toEqual([
      'provider "p": config attribute "opts" has a default_json that does not fit its type: "opts" lacks required nested attribute "a"',
    ]);
  });

  it('7.5: duplicate tools, config attributes (per list) and model ids', () => {
    const found = lint({
      categories: {
        model: {
          models: [
            { id: 'm', pricing: { free: true } },
            { id: 'm', pricing: { free: true } },
          ],
        },
        tool: {
          tools: [okTool, okTool],
          config_schema: {
            attributes: [
              { name: 'roots', type: 'ATTR_TYPE_STRING' },
              { name: 'roots', type: 'ATTR_TYPE_STRING' },
              {
                name: 'o',
                type: 'ATTR_TYPE_OBJECT',
                object_attributes: [
                  { name: 'x', type: 'ATTR_TYPE_STRING' },
                  { name: 'x', type: 'ATTR_TYPE_BOOL' },
                ],
              },
            ],
          },
        },
      },
    });
    expect(found).toEqual(
      ordered([
        finding(
          'cap-duplicate-name',
          'error',
          'provider "p": tool "read_file" is advertised more than once',
          'tool names must be unique within a provider',
          'plugin github.com/agentco/provider-p advertises this; report it to its author, or turn the rule off',
        ),
        finding(
          'cap-duplicate-name',
          'error',
          'provider "p": config attribute "roots" is declared more than once',
          'the kernel would silently keep the last',
          'plugin github.com/agentco/provider-p advertises this; report it to its author, or turn the rule off',
        ),
        finding(
          'cap-duplicate-name',
          'error',
          'provider "p": config attribute "o.x" is declared more than once in the object_attributes of "o"',
          'the kernel would silently keep the last',
          'plugin github.com/agentco/provider-p advertises this; report it to its author, or turn the rule off',
        ),
        finding(
          'cap-duplicate-name',
          'error',
          'provider "p": model "m" is advertised more than once',
          'model ids must be unique within a provider, since routing is by provider and id',
          'plugin github.com/agentco/provider-p advertises this; report it to its author, or turn the rule off',
        ),
      ]),
    );
  });

  it('7.6-7.8, 7.10: kind/risk, concurrency, key_fields, description (086-088)', () => {
    const base = {
      input_schema: { type: 'SCHEMA_TYPE_OBJECT', properties: { path: { type: 'SCHEMA_TYPE_STRING' } } },
      output_schema: { type: 'SCHEMA_TYPE_OBJECT' },
      description: 'd',
    };
    const found = lint({
      category: 'tool',
      capabilities: {
        tools: [
          { ...base, name: 'nokind', risk: 'RISK_CLASS_LOW', concurrency: { safe: true } },
          { ...base, name: 'bad_pair', kind: 'TOOL_KIND_RESOURCE', risk: 'RISK_CLASS_READ_ONLY', concurrency: { safe: true } },
          { ...base, name: 'ask_user', kind: 'TOOL_KIND_INTERACTIVE', risk: 'RISK_CLASS_READ_ONLY', concurrency: {} },
          { ...base, name: 'set_status', kind: 'TOOL_KIND_RESOURCE', risk: 'RISK_CLASS_LOW' },
          { ...base, name: 'write_file', kind: 'TOOL_KIND_RESOURCE', risk: 'RISK_CLASS_LOW', concurrency: { key_fields: ['path'] } },
          { ...base, name: 'append_file', kind: 'TOOL_KIND_RESOURCE', risk: 'RISK_CLASS_LOW', concurrency: { safe: true, key_fields: ['filename'] } },
          { ...base, name: 'whoami', description: '', kind: 'TOOL_KIND_DATA_SOURCE', risk: 'RISK_CLASS_LOW', concurrency: { safe: true } },
          {
            ...base,
            name: 'touch',
            input_schema: { type: 'SCHEMA_TYPE_OBJECT' },
            kind: 'TOOL_KIND_RESOURCE',
            risk: 'RISK_CLASS_LOW',
            concurrency: { safe: true, key_fields: ['path'] },
          },
          { ...base, name: 'unclassified', risk: 'RISK_CLASS_LOW' },
        ],
      },
    });
    expect(found).toEqual(
      ordered([
        finding(
          'cap-concurrency-spec',
          'warning',
          'provider "p": interactive tool "ask_user" declares concurrency; remove it',
          'the kernel ignores concurrency for interactive operations',
          'plugin github.com/agentco/provider-p advertises this; report it to its author, or turn the rule off',
        ),
        finding(
          'cap-concurrency-spec',
          'warning',
          'provider "p": tool "set_status" does not declare concurrency; set it explicitly',
          'the kernel treats an operation without concurrency as not safe and serializes every call',
          'plugin github.com/agentco/provider-p advertises this; report it to its author, or turn the rule off',
        ),
        finding(
          'cap-concurrency-spec',
          'warning',
          'provider "p": tool "unclassified" does not declare concurrency; set it explicitly',
          'the kernel treats an operation without concurrency as not safe and serializes every call',
          'plugin github.com/agentco/provider-p advertises this; report it to its author, or turn the rule off',
        ),
        finding(
          'cap-description-missing',
          'warning',
          'provider "p": tool "whoami" has an empty description; the model and the user see nothing about what it does',
          'plugin github.com/agentco/provider-p advertises this; report it to its author, or turn the rule off',
        ),
        finding(
          'cap-key-fields',
          'warning',
          'provider "p": tool "write_file" sets concurrency.key_fields ("path") but not safe = true',
          'key_fields are only meaningful for a concurrency-safe operation',
          'plugin github.com/agentco/provider-p advertises this; report it to its author, or turn the rule off',
        ),
        finding(
          'cap-key-fields',
          'warning',
          'provider "p": tool "append_file": key field "filename" is no property of its input_schema',
          'concurrency.key_fields names "filename", but the input_schema has no property "filename"',
          'plugin github.com/agentco/provider-p advertises this; report it to its author, or turn the rule off',
        ),
        finding(
          'cap-key-fields',
          'warning',
          'provider "p": tool "touch": key field "path" is no property of its input_schema',
          'concurrency.key_fields names "path", but the input_schema has no property "path"',
          'plugin github.com/agentco/provider-p advertises this; report it to its author, or turn the rule off',
        ),
        finding(
          'cap-kind-risk',
          'error',
          'provider "p": tool "nokind" has no kind (TOOL_KIND_UNSPECIFIED); the kernel cannot classify the call',
          'plugin github.com/agentco/provider-p advertises this; report it to its author, or turn the rule off',
        ),
        finding(
          'cap-kind-risk',
          'error',
          'provider "p": tool "unclassified" has no kind (TOOL_KIND_UNSPECIFIED); the kernel cannot classify the call',
          'plugin github.com/agentco/provider-p advertises this; report it to its author, or turn the rule off',
        ),
        finding(
          'cap-kind-risk',
          'error',
          'provider "p": tool "bad_pair" is TOOL_KIND_RESOURCE with RISK_CLASS_READ_ONLY, but a resource operation is never read-only',
          'plugin github.com/agentco/provider-p advertises this; report it to its author, or turn the rule off',
        ),
        finding(
          'cap-kind-risk',
          'error',
          'provider "p": tool "whoami" is TOOL_KIND_DATA_SOURCE with RISK_CLASS_LOW, but data_source and interactive operations must be RISK_CLASS_READ_ONLY',
          'plugin github.com/agentco/provider-p advertises this; report it to its author, or turn the rule off',
        ),
      ]),
    );
  });

  it('7.9: schemas must exist and stay within the subset (089)', () => {
    const found = lint({
      categories: {
        tool: {
          tools: [
            {
              ...okTool,
              concurrency: { safe: true },
              input_schema: {
                type: 'SCHEMA_TYPE_ARRAY',
                properties: { a: { type: 'SCHEMA_TYPE_STRING', items: { type: 'SCHEMA_TYPE_STRING' } }, b: {}, c: { type: 'SCHEMA_TYPE_STRING', oneOf: [] } },
                required: ['a', 'z'],
              },
              output_schema: undefined,
            },
          ],
        },
        slashcommand: { commands: [{ name: 'go', description: 'Go', kind: 'TOOL_KIND_RESOURCE', risk: 'RISK_CLASS_LOW', concurrency: { safe: false } }] },
      },
    });
    expect(found.map((d) => ({ ruleId: d.ruleId, message: d.message }))).toEqual(
      ordered([
        { ruleId: 'cap-schema-subset', message: 'provider "p": tool "read_file" has an input_schema that is not SCHEMA_TYPE_OBJECT (arguments are an object)' },
        { ruleId: 'cap-schema-subset', message: 'provider "p": tool "read_file" schema: input_schema has properties but is not SCHEMA_TYPE_OBJECT' },
        { ruleId: 'cap-schema-subset', message: 'provider "p": tool "read_file" schema: input_schema requires "z", which is not among its properties' },
        { ruleId: 'cap-schema-subset', message: 'provider "p": tool "read_file" schema: input_schema.properties.a has items but is not SCHEMA_TYPE_ARRAY' },
        { ruleId: 'cap-schema-subset', message: 'provider "p": tool "read_file" schema: input_schema.properties.b has no type' },
        {
          ruleId: 'cap-schema-subset',
          message: 'provider "p": tool "read_file" schema: input_schema.properties.c uses "oneOf", which is outside the supported JSON-Schema subset',
        },
        { ruleId: 'cap-schema-subset', message: 'provider "p": tool "read_file" has no output_schema' },
        { ruleId: 'cap-schema-subset', message: 'provider "p": command "/go" has no input_schema' },
      ]),
    );
  });

  it('7.11: pricing tiers, overlaps and cache rates (090)', () => {
    const tier = (extra: Record<string, unknown>) => ({ input_per_mtok: 3, output_per_mtok: 15, ...extra });
    const found = lint({
      category: 'model',
      capabilities: {
        models: [
          { id: 'paid-no-tiers', pricing: { currency: 'USD' } },
          { id: 'overlap', pricing: { tiers: [tier({ input_tokens_until: 200000 }), tier({ input_tokens_from: 100000 })] } },
          { id: 'back-to-back', pricing: { tiers: [tier({ effective_until: '2026-01-01T00:00:00Z' }), tier({ effective_from: '2026-01-01T00:00:00Z' })] } },
          { id: 'cache-missing', caching: { supported: true }, pricing: { tiers: [tier({ cache_read_per_mtok: 0.3 })] } },
          { id: 'cache-extra', caching: { supported: false }, pricing: { tiers: [tier({ cache_write_per_mtok: 3.75 })] } },
          { id: 'free', pricing: { free: true } },
        ],
      },
    });
    expect(found.map((d) => d.message)).toEqual(
      [
        'provider "p": model "paid-no-tiers" is not free but has no pricing tiers',
        'provider "p": model "overlap" has overlapping pricing tiers 1 and 2',
        'provider "p": model "cache-missing" supports caching but pricing tier 1 lacks cache_write_per_mtok',
        'provider "p": model "cache-extra" does not support caching but pricing tier 1 sets cache rates',
      ].sort(),
    );
  });

  it('is reported once when two categories send the same config_schema', () => {
    const schema = { attributes: [{ name: 'x' }] };
    expect(lint({ categories: { tool: { config_schema: schema }, slashcommand: { config_schema: schema } } }).map((d) => d.ruleId)).toEqual([
      'cap-config-attr-type',
    ]);
  });
});
