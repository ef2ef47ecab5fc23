import { testRule } from '../../support/rule-tester.js';

/** Settings with every argument and one observability block, as the kernel requires them. */
const fullSettings = (logLevel: string, protocol = 'grpc') => `settings {
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

const policy = (kind: string, action: string) => `policy "p" {\n  match  = { kind = "${kind}" }\n  action = "${action}"\n}\n`;
const hook = (mode: string) => `hook "plan-ready" {\n  provider = "audit"\n  mode     = "${mode}"\n}\n`;
const settings = (level: string, protocol: string) =>
  `settings {\n  default_frontend = "a"\n  log_level        = "${level}"\n  telemetry        = true\n  observability {\n    endpoint = "localhost:4317"\n    protocol = "${protocol}"\n  }\n}\n`;

testRule('enum-value-invalid', {
  valid: [
    { name: 'allowed values', agent: policy('data_source', 'deny') + hook('veto') },
    {
      name: 'every kind of enumerated value',
      agent: `${fullSettings('warn', 'http')}policy "p" {\n  match  = { kind = "data_source", risk = "read_only" }\n  action = "allow"\n}\nhook "pre-model-call" {\n  provider = "a"\n  mode     = "transform"\n}\n`,
    },
  ],
  invalid: [
    {
      name: 'a value in the wrong case is fixed to the allowed one',
      agent: policy('resource', 'Deny'),
      errors: [
        {
          range: [3, 12, 3, 18],
          message: 'policy "p": action "Deny" is not one of "allow", "ask", "deny"; did you mean "deny"?',
          fixMessage: 'Replace "Deny" with "deny"',
        },
      ],
      fix: [{ range: [3, 12, 3, 18], text: '"deny"' }],
      output: { agent: policy('resource', 'deny') },
    },
    {
      name: '- for _ and case in kind',
      agent: policy('Data-Source', 'deny'),
      errors: [
        {
          range: [2, 21, 2, 34],
          message: 'policy "p": match.kind "Data-Source" is not one of "resource", "data_source"',
          fixMessage: 'Replace "Data-Source" with "data_source"',
        },
      ],
      fix: [{ range: [2, 21, 2, 34], text: '"data_source"' }],
      output: { agent: policy('data_source', 'deny') },
    },
    {
      name: 'hook mode',
      agent: hook('OBSERVE'),
      errors: [
        {
          range: [3, 14, 3, 23],
          message: 'hook "plan-ready": mode "OBSERVE" is not one of "observe", "transform", "veto"',
          fixMessage: 'Replace "OBSERVE" with "observe"',
        },
      ],
      fix: [{ range: [3, 14, 3, 23], text: '"observe"' }],
      output: { agent: hook('observe') },
    },
    {
      name: 'log_level and protocol',
      agent: settings('Info', 'GRPC'),
      errors: [
        {
          range: [3, 22, 3, 28],
          message: 'settings: log_level "Info" is not one of "trace", "debug", "info", "warn", "error"; did you mean "info"?',
          fixMessage: 'Replace "Info" with "info"',
        },
        { range: [7, 16, 7, 22], message: 'settings.observability: protocol "GRPC" is not one of "grpc", "http"', fixMessage: 'Replace "GRPC" with "grpc"' },
      ],
      fix: [
        { range: [3, 22, 3, 28], text: '"info"' },
        { range: [7, 16, 7, 22], text: '"grpc"' },
      ],
      output: { agent: settings('info', 'grpc') },
    },
    {
      name: 'a near value that is not the same spelling is left to the person',
      agent: policy('resource', 'dny'),
      errors: [{ range: [3, 12, 3, 17], message: 'policy "p": action "dny" is not one of "allow", "ask", "deny"; did you mean "deny"?' }],
      suggestions: [{ message: 'Replace with "deny"', edits: [{ range: [3, 12, 3, 17], text: '"deny"' }] }],
    },
    {
      name: 'kind interactive, an unknown risk, action and mode',
      agent:
        'policy "p" {\n  match  = { kind = "interactive", risk = "extreme" }\n  action = "maybe"\n}\nhook "plan-ready" {\n  provider = "a"\n  mode     = "obsrve"\n}\n',
      errors: [
        {
          range: [2, 21, 2, 34],
          message:
            'policy "p": match.kind "interactive" is not one of "resource", "data_source" (interactive operations cannot be matched by kind; match them by tool_name)',
        },
        { range: [2, 43, 2, 52], message: 'policy "p": match.risk "extreme" is not one of "read_only", "low", "moderate", "high", "critical"' },
        { range: [3, 12, 3, 19], message: 'policy "p": action "maybe" is not one of "allow", "ask", "deny"' },
        { range: [7, 14, 7, 22], message: 'hook "plan-ready": mode "obsrve" is not one of "observe", "transform", "veto"; did you mean "observe"?' },
      ],
      suggestions: [{ message: 'Replace with "observe"', edits: [{ range: [7, 14, 7, 22], text: '"observe"' }] }],
    },
    {
      name: 'the protocol of every observability block, as the kernel decodes each',
      agent: fullSettings('info', 'udp').replace(/\n}\n$/, '\n  observability {\n    protocol = "http"\n  }\n}\n'),
      errors: [{ range: [8, 26, 8, 31], message: 'settings.observability: protocol "udp" is not one of "grpc", "http"' }],
    },
    {
      name: 'log_level "fatal": the spec allows it, the kernel does not',
      agent: fullSettings('fatal'),
      errors: [
        {
          range: [3, 22, 3, 29],
          message: 'settings: log_level "fatal" is rejected by the kernel; use "error" until the kernel accepts "fatal"',
          notes: [
            'the spec allows "fatal" (blocks-reference.md#settings lists six levels), but the kernel accepts only "trace", "debug", "info", "warn", "error"',
          ],
        },
      ],
    },
    {
      name: 'another log level and protocol',
      agent: fullSettings('verbose', 'udp'),
      errors: [
        { range: [3, 22, 3, 31], message: 'settings: log_level "verbose" is not one of "trace", "debug", "info", "warn", "error"' },
        { range: [8, 26, 8, 31], message: 'settings.observability: protocol "udp" is not one of "grpc", "http"' },
      ],
    },
  ],
});
