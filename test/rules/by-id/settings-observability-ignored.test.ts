import { testRule } from '../../support/rule-tester.js';

const OBSERVABILITY = '  observability {\n    endpoint = "localhost:4317"\n  }\n';

testRule('settings-observability-ignored', {
  valid: [
    { name: 'telemetry on', agent: `settings {\n  telemetry = true\n${OBSERVABILITY}}\n` },
    { name: 'telemetry unset', agent: `settings {\n${OBSERVABILITY}}\n` },
    { name: 'telemetry off, no observability', agent: 'settings {\n  telemetry = false\n}\n' },
  ],
  invalid: [
    {
      name: 'observability with telemetry = false',
      agent: `settings {\n  telemetry = false\n\n${OBSERVABILITY}}\n`,
      errors: [{ range: [4, 3, 4, 16], message: 'settings: observability is ignored, telemetry = false (line 2); set telemetry = true or remove the block' }],
    },
    {
      name: 'every observability block, also one a later block replaces',
      agent: `settings {\n  telemetry = false\n\n${OBSERVABILITY}${OBSERVABILITY}}\n`,
      errors: [
        { range: [4, 3, 4, 16], message: 'settings: observability is ignored, telemetry = false (line 2); set telemetry = true or remove the block' },
        { range: [7, 3, 7, 16], message: 'settings: observability is ignored, telemetry = false (line 2); set telemetry = true or remove the block' },
      ],
    },
  ],
});
