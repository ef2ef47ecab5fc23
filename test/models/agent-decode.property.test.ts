// Whatever agent.hcl says, decoding and the static rules finish without throwing, and every
// finding has a known rule id and a sane range.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from '../../src/hcl/index.js';
import { decodeAgentConfig } from '../../src/models/agent/decode.js';
import { runRules } from '../../src/engine/run-rules.js';
import { allRules } from '../../src/rules/index.js';

const NAMES = [
  'match',
  'action',
  'tools',
  'slash_commands',
  'max_turns',
  'max_depth',
  'max_cost_usd',
  'provider',
  'id',
  'mode',
  'default_frontend',
  'log_level',
  'telemetry',
  'sampling_ratio',
  'resource_attrs',
  'base_delay_ms',
  'backoff_factor',
  'max_retries',
  'token_budget',
  'api_key',
  'source',
  'version',
  'zz',
];
const TYPES = [
  'required_providers',
  'provider',
  'policy',
  'agent_profile',
  'hook',
  'settings',
  'model',
  'primary',
  'fallback',
  'retry',
  'observability',
  'event_bus',
  'session',
];
const LABELS = ['"a"', '"plan-ready"', '"x"', 'bare'];
const SCALARS = [
  '"s"',
  '""',
  '"a.b"',
  '"*.x"',
  '"~> 1.0"',
  '"github.com/o/r"',
  '0',
  '-1',
  '1.5',
  '200',
  'true',
  'false',
  'null',
  'observe',
  'env("X")',
  'env("")',
  'f(1)',
  'local.x',
  '"${1 + 1}"',
  '1 / 0',
  '"x" + 1',
];

const key = fc.constantFrom('tool_name', 'provider', 'risk', 'kind', 'source', 'version', 'alias', '"quoted"', 'tool_name');
const expr: fc.Arbitrary<string> = fc.letrec((tie) => ({
  e: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom(...SCALARS),
    fc.array(tie('e'), { maxLength: 3 }).map((xs) => `[${xs.join(', ')}]`),
    fc.array(fc.tuple(key, tie('e')), { maxLength: 3 }).map((kv) => `{ ${kv.map(([k, v]) => `${k} = ${v}`).join(', ')} }`),
    fc.tuple(tie('e'), tie('e')).map(([a, b]) => `true ? ${a} : ${b}`),
    tie('e').map((x) => `[for v in [1, 2] : ${x}]`),
  ),
})).e;

const attribute = fc.tuple(fc.constantFrom(...NAMES), expr).map(([n, v]) => `${n} = ${v}`);
const block: fc.Arbitrary<string> = fc.letrec((tie) => ({
  b: fc
    .tuple(
      fc.constantFrom(...TYPES),
      fc.array(fc.constantFrom(...LABELS), { maxLength: 2 }),
      fc.array(fc.oneof({ depthSize: 'small' }, attribute, tie('b')), { maxLength: 4 }),
    )
    .map(([t, labels, items]) => `${t} ${labels.join(' ')} {\n${items.join('\n')}\n}`),
})).b;
const file = fc.array(fc.oneof(block, attribute), { maxLength: 6 }).map((items) => items.join('\n') + '\n');

const KNOWN = new Set(allRules.map((r) => r.meta.id));

describe('decodeAgentConfig + static rules (property)', () => {
  it('never throw and report known ids with ordered ranges', () => {
    fc.assert(
      fc.property(file, (source) => {
        const parsed = parse(source);
        if (parsed.diagnostics.some((d) => d.severity === 'error')) return;
        const decoded = decodeAgentConfig(parsed.file);
        const diags = [
          ...decoded.diagnostics,
          ...runRules({ agent: { file: { path: 'agent.hcl', parse: parsed }, model: decoded.model }, capabilities: null }, allRules),
        ];
        for (const d of diags) {
          expect(KNOWN.has(d.ruleId), d.ruleId).toBe(true);
          expect(d.range.start.line).toBeGreaterThanOrEqual(1);
          expect(d.range.start.offset).toBeLessThanOrEqual(d.range.end.offset);
          expect(d.message.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 300 },
    );
  });
});
