import { testRule } from '../../support/rule-tester.js';

const hook = (point: string, provider: string, mode = '') => `hook "${point}" {\n  provider = "${provider}"\n${mode}}\n`;
const NOTES = ['the kernel dispatches the hook to the provider once per subscription'];
const related = (line: number) => [{ range: [line, 1, line, 18] as [number, number, number, number], message: 'hook "plan-ready" for "audit"' }];

testRule('hook-duplicate-subscription', {
  valid: [{ name: 'another provider, another point', agent: hook('plan-ready', 'audit') + hook('plan-ready', 'other') + hook('session-start', 'audit') }],
  invalid: [
    {
      name: 'every pair at the later hook, whatever the modes',
      agent: hook('plan-ready', 'audit', '  mode     = "observe"\n') + hook('plan-ready', 'audit', '  mode     = "veto"\n') + hook('plan-ready', 'audit'),
      errors: [
        {
          range: [5, 1, 5, 18],
          message: 'hook "plan-ready" subscribes provider "audit" again (also on line 1); remove one',
          related: related(1),
          notes: NOTES,
        },
        {
          range: [9, 1, 9, 18],
          message: 'hook "plan-ready" subscribes provider "audit" again (also on line 1); remove one',
          related: related(1),
          notes: NOTES,
        },
        {
          range: [9, 1, 9, 18],
          message: 'hook "plan-ready" subscribes provider "audit" again (also on line 5); remove one',
          related: related(5),
          notes: NOTES,
        },
      ],
    },
  ],
});
