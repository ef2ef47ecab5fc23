import { testRule } from '../../support/rule-tester.js';
import { declare } from './fixtures.js';

testRule('hcl-missing-required-argument', {
  valid: [{ name: 'mode set', agent: declare('audit') + 'hook "plan-ready" {\n  provider = "audit"\n  mode     = "observe"\n}\n' }],
  invalid: [
    {
      name: 'no mode',
      agent: declare('audit') + 'hook "plan-ready" {\n  provider = "audit"\n}\n',
      errors: [{ range: [4, 1, 4, 18], message: 'Missing required argument: hook "plan-ready" needs "mode", but no definition was found' }],
    },
  ],
});
