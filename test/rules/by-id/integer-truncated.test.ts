import { testRule } from '../../support/rule-tester.js';

const SETTINGS = (retry: string) =>
  `settings {\n  default_frontend = "tui"\n  log_level        = "info"\n  telemetry        = true\n  retry {\n    base_delay_ms  = 500\n    backoff_factor = ${retry}\n    max_retries    = 5\n  }\n}\n`;

testRule('integer-truncated', {
  valid: [{ name: 'a whole backoff factor', agent: SETTINGS('2') }],
  invalid: [
    {
      name: 'a fractional one',
      agent: SETTINGS('1.5'),
      errors: [
        { range: [7, 22, 7, 25], message: 'backoff_factor in settings.retry is an integer: the kernel silently truncates 1.5 to 1; write a whole number' },
      ],
    },
  ],
});
