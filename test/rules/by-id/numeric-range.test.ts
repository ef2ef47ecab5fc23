import { testRule } from '../../support/rule-tester.js';

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
const GOOD_RETRY = '    base_delay_ms  = 0\n    backoff_factor = 1\n    max_retries    = 0';

testRule('numeric-range', {
  valid: [
    { name: 'a positive count', agent: 'agent_profile "default" {\n  max_concurrent_subagents = 1\n}\n' },
    { name: 'boundary values', agent: `${settings('true', GOOD_RETRY, '1')}agent_profile "d" {\n  max_turns = 1\n  max_depth = 0\n  max_cost_usd = 0.01\n}\n` },
  ],
  invalid: [
    {
      name: 'zero subagents',
      agent: 'agent_profile "default" {\n  max_concurrent_subagents = 0\n}\n',
      errors: [
        {
          range: [2, 3, 2, 31],
          message: 'agent_profile "default": max_concurrent_subagents = 0 is out of range: it must be greater than 0 (0 would queue every spawn forever)',
        },
      ],
    },
    {
      name: 'a negative turn limit',
      agent: 'agent_profile "default" {\n  max_turns = -1\n}\n',
      errors: [{ range: [2, 3, 2, 17], message: 'agent_profile "default": max_turns = -1 is out of range: it must be greater than 0 (0 means unset)' }],
    },
    {
      name: 'every loop bound',
      agent:
        'agent_profile "d" {\n  max_turns                = 0\n  max_wall_clock_s         = -5\n  max_concurrent_subagents = 0\n  max_cost_usd             = 0\n  max_depth                = -1\n}\n',
      errors: [
        { range: [2, 3, 2, 31], message: 'agent_profile "d": max_turns = 0 is out of range: it must be greater than 0 (0 means unset)' },
        { range: [3, 3, 3, 32], message: 'agent_profile "d": max_wall_clock_s = -5 is out of range: it must be greater than 0 (0 means unset)' },
        {
          range: [4, 3, 4, 31],
          message: 'agent_profile "d": max_concurrent_subagents = 0 is out of range: it must be greater than 0 (0 would queue every spawn forever)',
        },
        { range: [5, 3, 5, 31], message: 'agent_profile "d": max_cost_usd = 0 is out of range: it must be greater than 0' },
        { range: [6, 3, 6, 32], message: 'agent_profile "d": max_depth = -1 is out of range: it must be 0 or more' },
      ],
    },
    {
      name: 'retry and observability values, integers judged after truncation',
      agent: settings('true', '    base_delay_ms  = -1\n    backoff_factor = 0.5\n    max_retries    = -2', '1.5', '0'),
      errors: [
        { range: [7, 5, 7, 24], message: 'settings.retry: base_delay_ms = -1 is out of range: it must be 0 or more' },
        { range: [8, 5, 8, 25], message: 'settings.retry: backoff_factor = 0.5 (kept as 0) is out of range: it must be 1 or more (below 1 the delay shrinks)' },
        { range: [9, 5, 9, 24], message: 'settings.retry: max_retries = -2 is out of range: it must be 0 or more' },
        { range: [15, 5, 15, 29], message: 'settings.observability: sampling_ratio = 1.5 is out of range: it must be between 0 and 1' },
        { range: [19, 5, 19, 27], message: 'settings.observability: export_interval_ms = 0 is out of range: it must be greater than 0' },
      ],
    },
    {
      name: 'every retry block, as the decoder checks their types',
      agent: settings('true', GOOD_RETRY).replace(
        '  retry {',
        '  retry {\n    base_delay_ms  = 0\n    backoff_factor = 1\n    max_retries    = -1\n  }\n  retry {',
      ),
      errors: [{ range: [9, 5, 9, 24], message: 'settings.retry: max_retries = -1 is out of range: it must be 0 or more' }],
    },
  ],
});
