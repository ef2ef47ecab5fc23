// Issue 14's examples: kernel-owned attributes written as expressions get the kernel's verdict
// (checked against hashicorp/hcl v2.24 in test/differential/evaluator.test.ts), and where the
// spec's literal-only rule is stricter than the kernel, a note says the kernel loads it.
import { describe, expect, it } from 'vitest';
import { at, lintAgent } from '../support/lint-agent.js';

const settings = (telemetry: string, extra = ''): string => `settings {
  default_frontend = "cli"
  log_level        = "info"
  telemetry        = ${telemetry}
${extra}}
`;

const observability = (resourceAttrs: string): string =>
  settings(
    'true',
    `  observability {
    endpoint           = "https://otel.example"
    protocol           = "grpc"
    sampling_ratio     = 1
    traces_enabled     = true
    metrics_enabled    = true
    logs_enabled       = true
    export_interval_ms = 1000
    service_name       = "agent"
    resource_attrs     = ${resourceAttrs}
  }
`,
  );

const profile = (body: string): string => `agent_profile "default" {
${body}
}
`;

const policy = (match: string): string => `policy "p" {
  match  = ${match}
  action = "ask"
}
`;

describe('kernel-owned attributes evaluate as the kernel evaluates them', () => {
  it('max_turns = true ? 40 : "x" is the string "40": a conditional unifies its results, and a number slot refuses a string', () => {
    const src = profile('  max_turns = true ? 40 : "x"');
    expect(lintAgent(src)).toEqual([
      {
        ruleId: 'attr-type-mismatch',
        severity: 'error',
        range: at(src, 'true ? 40 : "x"'),
        message: 'Incorrect attribute value type: max_turns in agent_profile "default" must be a number, got string ("40")',
        notes: ['the kernel does not convert values here'],
      },
    ]);
  });

  it('a grouping for makes each value a tuple, which resource_attrs (map of string) refuses', () => {
    const src = observability('{ for k in ["env", "env"] : k => "dev"... }');
    expect(lintAgent(src)).toEqual([
      {
        ruleId: 'attr-type-mismatch',
        severity: 'error',
        range: at(src, '{ for k in ["env", "env"] : k => "dev"... }'),
        message: 'Incorrect attribute value type: resource_attrs.env in settings.observability must be a string, got list (a list)',
        notes: ['the kernel does not convert values here'],
      },
    ]);
  });

  it('for-expression keys convert to strings, as { 1 = "dev" } does', () => {
    expect(lintAgent(observability('{ for k in [1, 2] : k => "dev" }'))).toEqual([]);
  });

  it('match = { tool_name = true ? 1 : "read_file" } is the string "1": loaded', () => {
    expect(lintAgent(policy('{ tool_name = true ? 1 : "read_file" }'))).toEqual([]);
  });

  it('operators convert their operands: telemetry = true && "true" is true', () => {
    expect(lintAgent(settings('true && "true"'))).toEqual([]);
  });

  it('a splat over a known value evaluates: tools = ["fs.*"][*]', () => {
    expect(lintAgent(profile('  tools = ["fs.*"][*]'))).toEqual([]);
  });

  it('x % 0 is x and 1 / 0 is +Inf (saturated to the largest int64 when read as an int); only 0 / 0 fails', () => {
    expect(lintAgent(profile('  max_turns = 40 % 0'))).toEqual([]);
    const inf = profile('  max_wall_clock_s = 1 / 0');
    expect(lintAgent(inf)).toEqual([
      {
        ruleId: 'integer-truncated',
        severity: 'warning',
        range: at(inf, '1 / 0'),
        message: 'max_wall_clock_s in agent_profile "default" is an integer: the kernel silently truncates +Inf to 9223372036854775807; write a whole number',
      },
    ]);
    const nan = profile('  max_turns = 0 / 0');
    expect(lintAgent(nan)).toEqual([
      {
        ruleId: 'attr-type-mismatch',
        severity: 'error',
        range: at(nan, '0 / 0'),
        message: 'Operation failed in max_turns in agent_profile "default": Error during operation: can\'t divide zero by zero or infinity by infinity.',
      },
    ]);
  });

  it('numbers have 512-bit precision: 0.99999999999999999999 truncates to 0, not 1', () => {
    const src = profile('  max_turns = 0.99999999999999999999');
    expect(lintAgent(src)).toEqual([
      {
        ruleId: 'integer-truncated',
        severity: 'warning',
        range: at(src, '0.99999999999999999999'),
        message: 'max_turns in agent_profile "default" is an integer: the kernel silently truncates 0.99999999999999999999 to 0; write a whole number',
      },
    ]);
  });

  for (const expr of [
    'true || nope',
    'false && nope',
    'true ? true : nope',
    '(true || nope) ? true : false',
    'nope || true',
    'nope && false',
    'null && nope',
  ]) {
    it(`telemetry = ${expr}: the kernel loads it (HCL, as v2.24, never evaluates nope), the spec does not; a warning says so`, () => {
      const src = settings(expr);
      expect(lintAgent(src)).toEqual([
        {
          ruleId: 'expr-not-allowed',
          severity: 'warning',
          range: at(src, 'nope'),
          message:
            'telemetry in settings refers to nope, which HCL never evaluates here (a short-circuited operand, the branch the condition does not take, or a for over nothing), so the kernel loads this file; the spec allows only literal values: write the value literally',
        },
      ]);
    });
  }

  // hcl v2.24 short-circuits only on a known controlling operand (cty's False() holds for null):
  // with an error on the left and both sides unknown it keeps both sides' errors.
  for (const expr of ['nope || true && nope2', 'nope || nope2']) {
    it(`telemetry = ${expr}: HCL evaluates every reference, so each is an error`, () => {
      const src = settings(expr);
      expect(lintAgent(src).map((d) => [d.ruleId, d.severity, d.range])).toEqual([
        ['expr-not-allowed', 'error', at(src, 'nope')],
        ['expr-not-allowed', 'error', at(src, 'nope2')],
      ]);
    });
  }

  it('telemetry = false || nope: HCL evaluates nope, so the kernel refuses it', () => {
    const src = settings('false || nope');
    expect(lintAgent(src)).toEqual([
      {
        ruleId: 'expr-not-allowed',
        severity: 'error',
        range: at(src, 'nope'),
        message: 'Variables not allowed: telemetry in settings refers to nope; if "nope" is meant as text, quote it: "nope"',
        notes: ['there are no variables here'],
      },
    ]);
  });
});
