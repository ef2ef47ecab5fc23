// Capability data is untrusted: whatever shape a plugin's answer takes, the engine (the CLI's
// and the language server's) reports or stays quiet and never throws, and what it reports is
// well formed: only capability checks add findings, every range lies inside agent.hcl, and the
// same answers give the same output twice.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Diagnostic, Range } from '../../../src/diagnostics/diagnostic.js';
import { lintProject, parseProject, type ProviderAnswer } from '../../../src/engine/index.js';
import { allRules, type RuleId } from '../../../src/rules/index.js';
import { fcParams } from '../../fuzz/support/fuzz-config.js';
import { TextGeometry } from '../../fuzz/support/ranges.js';
import { toCapabilities, type ProviderSpec } from '../../support/rule-tester.js';
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
      'ATTR_TYPE_STRING',
      'ATTR_TYPE_LIST_STRING',
      '{"a":1}',
      // Names agent.hcl uses, so that attributes, tools, models and commands meet its references.
      'read_file',
      'n',
      'roots',
      'sandbox',
      'mode',
      'inner',
      'key',
      'token',
      'review',
      'm',
    ),
    fc.array(tie('any'), { maxLength: 3 }),
    fc.dictionary(fc.constantFrom(...KEYS), tie('any'), { maxKeys: 5 }),
    // A list of messages, as most capability fields are: without it few tools or models would be objects.
    fc.array(fc.dictionary(fc.constantFrom(...KEYS), tie('any'), { maxKeys: 5 }), { maxLength: 3 }),
  ),
})).any;
const category = fc.constantFrom('model', 'tool', 'context', 'memory', 'frontend', 'widget', 'slashcommand');
/**
 * A config_schema attribute named like one in provider "p" (or not), typed or not, with any other
 * fields: few random shapes reach the provider-config checks, whose ranges point into the body.
 */
const attributeCore = fc.record(
  {
    name: fc.constantFrom('roots', 'n', 'sandbox', 'mode', 'inner', 'key', 'token', 'review'),
    type: fc.constantFrom('ATTR_TYPE_STRING', 'ATTR_TYPE_NUMBER', 'ATTR_TYPE_BOOL', 'ATTR_TYPE_LIST_STRING', 'ATTR_TYPE_MAP_STRING', 'ATTR_TYPE_OBJECT'),
    required: fc.boolean(),
    sensitive: fc.boolean(),
  },
  { requiredKeys: ['name'] },
);
const attribute = fc
  .tuple(
    attributeCore,
    fc.dictionary(fc.constantFrom(...KEYS), value, { maxKeys: 2 }),
    fc.option(fc.array(attributeCore, { maxLength: 3 }), { nil: undefined }),
  )
  .map(([core, rest, inner]) => ({ ...rest, ...core, ...(inner && { object_attributes: inner }) }));
const categoryMessage = fc
  .tuple(fc.dictionary(fc.constantFrom(...KEYS), value, { maxKeys: 6 }), fc.option(fc.array(attribute, { maxLength: 4 }), { nil: undefined }))
  .map(([message, attributes]) => (attributes ? { ...message, config_schema: { attributes } } : message));

/** Static rules whose catalogue entry has a capability part too (2.12, 2.13, 2.25): plugin answers can add their findings. */
const WITH_CAPABILITY_PART = ['policy-ask-downgraded', 'policy-unsatisfiable', 'token-budget-convention'] satisfies RuleId[];
const CAPABILITY_IDS: ReadonlySet<string> = new Set([...allRules.filter((r) => r.meta.needsCapabilities).map((r) => r.meta.id), ...WITH_CAPABILITY_PART]);
const AGENT = 'agent.hcl';
const geometry = new TextGeometry(SOURCE);

const SOURCES = { agent: { path: AGENT, text: SOURCE } };
/** Parsed once, as a front end hands it in: the rules' share of the run is what varies. */
const PARSED = parseProject(SOURCES);

function lint(answers?: ReadonlyMap<string, ProviderAnswer>): Diagnostic[] {
  return lintProject({ ...SOURCES, parsed: PARSED, ...(answers && { capabilities: answers }), host: { env: {} } }).diagnostics;
}

/** What the static rules find without plugins: a finding outside CAPABILITY_IDS must be one of these. */
const WITHOUT_PLUGINS: ReadonlySet<string> = new Set(lint().map((d) => JSON.stringify(d)));

/** Why `d` breaks an invariant (empty when it keeps them all). */
function problems(d: Diagnostic): string[] {
  const out: string[] = [];
  const where = `${d.ruleId} "${d.message}"`;
  if (!CAPABILITY_IDS.has(d.ruleId) && !WITHOUT_PLUGINS.has(JSON.stringify(d))) out.push(`${where}: not a capability check's, nor found without plugins`);
  const ranges: [string, string, Range][] = [
    ['range', d.file, d.range],
    ...(d.related ?? []).map((r): [string, string, Range] => [`related "${r.message}"`, r.file, r.range]),
    ...[d.fix, ...(d.suggestions ?? [])].flatMap((c) => c?.edits.map((e): [string, string, Range] => [`edit of "${c.message}"`, d.file, e.range]) ?? []),
  ];
  for (const [what, file, range] of ranges) {
    const problem = file === AGENT ? geometry.rangeProblem(range) : `names ${file}, which was not linted`;
    if (problem) out.push(`${where}: ${what}: ${problem}`);
  }
  return out;
}

describe('capability checks on arbitrary capability data', () => {
  it('never throw; report only capability findings, inside agent.hcl, the same twice', () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(fc.dictionary(category, categoryMessage, { maxKeys: 3 }), fc.option(value), (categories, describe) => {
        const spec: ProviderSpec = { categories: categories as ProviderSpec['categories'] };
        if (describe && typeof describe === 'object' && !Array.isArray(describe)) spec.describe = describe as Record<string, unknown>;
        // Fresh copies for each run, so that the second cannot see what the first may have left in its input.
        const answers = () =>
          new Map(['p', 'q'].map((name): [string, ProviderAnswer] => [name, { capabilities: toCapabilities(name, structuredClone(spec)) }]));
        const found = lint(answers());
        expect(JSON.stringify(lint(answers()))).toBe(JSON.stringify(found));
        expect(found.flatMap(problems)).toEqual([]);
        for (const d of found) if (CAPABILITY_IDS.has(d.ruleId)) seen.add(d.ruleId);
      }),
      fcParams(300),
    );
    // The answers reach the checks: most capability checks report on some of them (23 at the default seed).
    expect(seen.size, [...seen].sort().join(' ')).toBeGreaterThanOrEqual(20);
  });
});
