import { describe, expect, it } from 'vitest';
import * as enumValueInvalid from '../../../src/rules/agent/enum-value-invalid.js';
import { at, findings } from './helpers.js';

const rules = [enumValueInvalid];
const settings = (logLevel: string, protocol = 'grpc') => `settings {
  default_frontend = "a"
  log_level        = "${logLevel}"
  telemetry        = true

  observability {
    endpoint           = "localhost:4317"
    protocol           = "${protocol}"
    sampling_ratio     = 1
    traces_enabled     = true
    metrics_enabled    = true
    logs_enabled       = true
    export_interval_ms = 1000
    service_name       = "s"
  }
}
`;

describe('enum-value-invalid', () => {
  it('rejects bad actions, kinds, risks and modes', () => {
    const src = `policy "p" {
  match  = { kind = "interactive", risk = "extreme" }
  action = "maybe"
}
hook "plan-ready" {
  provider = "a"
  mode     = "obsrve"
}
`;
    expect(findings(src, 'enum-value-invalid', rules)).toEqual([
      {
        ruleId: 'enum-value-invalid',
        severity: 'error',
        message:
          'policy "p": match.kind "interactive" is not one of "resource", "data_source" (interactive operations cannot be matched by kind; match them by tool_name)',
        range: at(src, '"interactive"'),
      },
      {
        ruleId: 'enum-value-invalid',
        severity: 'error',
        message: 'policy "p": match.risk "extreme" is not one of "read_only", "low", "moderate", "high", "critical"',
        range: at(src, '"extreme"'),
      },
      {
        ruleId: 'enum-value-invalid',
        severity: 'error',
        message: 'policy "p": action "maybe" is not one of "allow", "ask", "deny"',
        range: at(src, '"maybe"'),
      },
      {
        ruleId: 'enum-value-invalid',
        severity: 'error',
        message: 'hook "plan-ready": mode "obsrve" is not one of "observe", "transform", "veto"; did you mean "observe"?',
        range: at(src, '"obsrve"'),
      },
    ]);
  });

  it('checks the protocol of every observability block, as the kernel decodes each', () => {
    const src = settings('info', 'udp').replace(/\n}\n$/, `\n  observability {\n    protocol = "http"\n  }\n}\n`);
    expect(findings(src, 'enum-value-invalid', rules).map((d) => [d.message, d.range])).toEqual([
      ['settings.observability: protocol "udp" is not one of "grpc", "http"', at(src, '"udp"')],
    ]);
  });

  it('rejects log_level "fatal", saying the spec allows it and the kernel does not', () => {
    const src = settings('fatal');
    expect(findings(src, 'enum-value-invalid', rules)).toEqual([
      {
        ruleId: 'enum-value-invalid',
        severity: 'error',
        message: 'settings: log_level "fatal" is rejected by the kernel; use "error" until the kernel accepts "fatal"',
        notes: [
          'the spec allows "fatal" (blocks-reference.md#settings lists six levels), but the kernel accepts only "trace", "debug", "info", "warn", "error"',
        ],
        range: at(src, '"fatal"'),
      },
    ]);
  });

  it('rejects other log levels and protocols', () => {
    const src = settings('verbose', 'udp');
    expect(findings(src, 'enum-value-invalid', rules)).toEqual([
      {
        ruleId: 'enum-value-invalid',
        severity: 'error',
        message: 'settings: log_level "verbose" is not one of "trace", "debug", "info", "warn", "error"',
        range: at(src, '"verbose"'),
      },
      {
        ruleId: 'enum-value-invalid',
        severity: 'error',
        message: 'settings.observability: protocol "udp" is not one of "grpc", "http"',
        range: at(src, '"udp"'),
      },
    ]);
  });

  it('accepts every allowed value', () => {
    const src = `${settings('warn', 'http')}
policy "p" {
  match  = { kind = "data_source", risk = "read_only" }
  action = "allow"
}
hook "pre-model-call" {
  provider = "a"
  mode     = "transform"
}
`;
    expect(findings(src, 'enum-value-invalid', rules)).toEqual([]);
  });
});
