import { testRule } from '../../support/rule-tester.js';

const settings = (body: string) => `settings {\n  default_frontend = "a"\n${body}}\n`;

testRule('hcl-unsupported-argument', {
  valid: [{ name: 'declared arguments', agent: settings('  telemetry = true\n') }],
  invalid: [
    {
      name: 'one declared name near it: renamed',
      agent: settings('  telemetri = true\n'),
      errors: [
        {
          range: [3, 3, 3, 12],
          message: 'Unsupported argument: an argument named "telemetri" is not expected in settings. Did you mean "telemetry"?',
          fixMessage: 'Rename "telemetri" to "telemetry"',
        },
      ],
      fix: [{ range: [3, 3, 3, 12], text: 'telemetry' }],
      output: { agent: settings('  telemetry = true\n') },
    },
    {
      name: 'not when that name is set already',
      agent: settings('  telemetry  = true\n  telemetryy = false\n'),
      errors: [
        { range: [4, 3, 4, 13], message: 'Unsupported argument: an argument named "telemetryy" is not expected in settings. Did you mean "telemetry"?' },
      ],
    },
    {
      name: 'a block type written as an argument is not renamed',
      agent: settings('  telemetry = true\n  retry = {}\n'),
      errors: [
        {
          range: [4, 3, 4, 8],
          message:
            'Unsupported argument: an argument named "retry" is not expected in settings. Did you mean to define a block of type "retry"? Write retry { ... } without "="',
        },
      ],
    },
  ],
});
