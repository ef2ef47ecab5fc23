import { testRule } from '../../support/rule-tester.js';

const policy = (kind: string, action: string) => `policy "p" {\n  match  = { kind = "${kind}" }\n  action = "${action}"\n}\n`;
const hook = (mode: string) => `hook "plan-ready" {\n  provider = "audit"\n  mode     = "${mode}"\n}\n`;
const settings = (level: string, protocol: string) =>
  `settings {\n  default_frontend = "a"\n  log_level        = "${level}"\n  telemetry        = true\n  observability {\n    endpoint = "localhost:4317"\n    protocol = "${protocol}"\n  }\n}\n`;

testRule('enum-value-invalid', {
  valid: [{ name: 'allowed values', agent: policy('data_source', 'deny') + hook('veto') }],
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
  ],
});
