import { describe, expect, it } from 'vitest';
import * as numericRange from '../../../src/rules/agent/numeric-range.js';
import * as settingsObservabilityIgnored from '../../../src/rules/agent/settings-observability-ignored.js';
import { at, findings } from './helpers.js';

const settings = (telemetry: string, retry: string, sampling = '0.5', interval = '1000') => `settings {
  default_frontend = "a"
  log_level        = "info"
  telemetry        = ${telemetry}

  retry {
${retry}
  }

  observability {
    endpoint           = "localhost:4317"
    protocol           = "grpc"
    sampling_ratio     = ${sampling}
    traces_enabled     = true
    metrics_enabled    = true
    logs_enabled       = true
    export_interval_ms = ${interval}
    service_name       = "s"
  }
}
`;
const goodRetry = '    base_delay_ms  = 0\n    backoff_factor = 1\n    max_retries    = 0';

describe('numeric-range', () => {
  const rules = [numericRange];
  it('warns about loop bounds out of range', () => {
    const src =
      'agent_profile "d" {\n  max_turns                = 0\n  max_wall_clock_s         = -5\n  max_concurrent_subagents = 0\n  max_cost_usd             = 0\n  max_depth                = -1\n}\n';
    expect(findings(src, 'numeric-range', rules)).toEqual([
      {
        ruleId: 'numeric-range',
        severity: 'warning',
        message: 'agent_profile "d": max_turns = 0 is out of range: it must be greater than 0 (0 means unset)',
        range: at(src, 'max_turns                = 0'),
      },
      {
        ruleId: 'numeric-range',
        severity: 'warning',
        message: 'agent_profile "d": max_wall_clock_s = -5 is out of range: it must be greater than 0 (0 means unset)',
        range: at(src, 'max_wall_clock_s         = -5'),
      },
      {
        ruleId: 'numeric-range',
        severity: 'warning',
        message: 'agent_profile "d": max_concurrent_subagents = 0 is out of range: it must be greater than 0 (0 would queue every spawn forever)',
        range: at(src, 'max_concurrent_subagents = 0'),
      },
      {
        ruleId: 'numeric-range',
        severity: 'warning',
        message: 'agent_profile "d": max_cost_usd = 0 is out of range: it must be greater than 0',
        range: at(src, 'max_cost_usd             = 0'),
      },
      {
        ruleId: 'numeric-range',
        severity: 'warning',
        message: 'agent_profile "d": max_depth = -1 is out of range: it must be 0 or more',
        range: at(src, 'max_depth                = -1'),
      },
    ]);
  });

  it('warns about retry and observability values, judging integers after truncation', () => {
    const src = settings('true', '    base_delay_ms  = -1\n    backoff_factor = 0.5\n    max_retries    = -2', '1.5', '0');
    expect(findings(src, 'numeric-range', rules)).toEqual([
      {
        ruleId: 'numeric-range',
        severity: 'warning',
        message: 'settings.retry: base_delay_ms = -1 is out of range: it must be 0 or more',
        range: at(src, 'base_delay_ms  = -1'),
      },
      {
        ruleId: 'numeric-range',
        severity: 'warning',
        message: 'settings.retry: backoff_factor = 0.5 (kept as 0) is out of range: it must be 1 or more (below 1 the delay shrinks)',
        range: at(src, 'backoff_factor = 0.5'),
      },
      {
        ruleId: 'numeric-range',
        severity: 'warning',
        message: 'settings.retry: max_retries = -2 is out of range: it must be 0 or more',
        range: at(src, 'max_retries    = -2'),
      },
      {
        ruleId: 'numeric-range',
        severity: 'warning',
        message: 'settings.observability: sampling_ratio = 1.5 is out of range: it must be between 0 and 1',
        range: at(src, 'sampling_ratio     = 1.5'),
      },
      {
        ruleId: 'numeric-range',
        severity: 'warning',
        message: 'settings.observability: export_interval_ms = 0 is out of range: it must be greater than 0',
        range: at(src, 'export_interval_ms = 0'),
      },
    ]);
  });

  it('checks every retry block, as it checks their types', () => {
    const src = settings('true', goodRetry).replace(
      '  retry {',
      '  retry {\n    base_delay_ms  = 0\n    backoff_factor = 1\n    max_retries    = -1\n  }\n  retry {',
    );
    expect(findings(src, 'numeric-range', rules).map((d) => [d.message, d.range])).toEqual([
      ['settings.retry: max_retries = -1 is out of range: it must be 0 or more', at(src, 'max_retries    = -1')],
    ]);
  });

  it('accepts boundary values', () => {
    const src = `${settings('true', goodRetry, '1')}agent_profile "d" {\n  max_turns = 1\n  max_depth = 0\n  max_cost_usd = 0.01\n}\n`;
    expect(findings(src, 'numeric-range', rules)).toEqual([]);
  });
});

describe('settings-observability-ignored', () => {
  const rules = [settingsObservabilityIgnored];
  it('warns at the observability block when telemetry = false', () => {
    const src = settings('false', goodRetry);
    expect(findings(src, 'settings-observability-ignored', rules)).toEqual([
      {
        ruleId: 'settings-observability-ignored',
        severity: 'warning',
        message: 'settings: observability is ignored, telemetry = false (line 4); set telemetry = true or remove the block',
        range: at(src, 'observability'),
      },
    ]);
  });
  it('warns at every observability block, also one a later block replaces', () => {
    const src = settings('false', goodRetry).replace(/\n}\n$/, '\n  observability {\n    protocol = "grpc"\n  }\n}\n');
    expect(findings(src, 'settings-observability-ignored', rules).map((d) => d.range)).toEqual([at(src, 'observability'), at(src, 'observability', 2)]);
  });
  it('accepts observability with telemetry on', () => {
    expect(findings(settings('true', goodRetry), 'settings-observability-ignored', rules)).toEqual([]);
  });
});
