import { testRule } from '../../support/rule-tester.js';
import { declare } from './fixtures.js';

const hook = (provider: string) => `${declare('audit')}hook "plan-ready" {\n  provider = "${provider}"\n  mode     = "observe"\n}\n`;

testRule('hook-provider-undeclared', {
  valid: [{ name: 'a declared provider', agent: hook('audit') }],
  invalid: [
    {
      name: 'a near name: suggested',
      agent: hook('audti'),
      errors: [
        {
          range: [5, 3, 5, 21],
          message: 'hook "plan-ready": provider "audti" has no required_providers entry; did you mean "audit"?',
          notes: [
            'no plugin can ever serve this subscription',
            'the kernel loads this today, as it does not check it yet; the spec forbids it, so a kernel that does will refuse the file',
          ],
        },
      ],
      suggestions: [{ message: 'Replace with "audit"', edits: [{ range: [5, 14, 5, 21], text: '"audit"' }] }],
    },
    {
      name: 'no near name: nothing to suggest',
      agent: hook('metrics'),
      errors: [
        {
          range: [5, 3, 5, 23],
          message: 'hook "plan-ready": provider "metrics" has no required_providers entry; add "metrics" to required_providers',
          notes: [
            'no plugin can ever serve this subscription',
            'the kernel loads this today, as it does not check it yet; the spec forbids it, so a kernel that does will refuse the file',
          ],
        },
      ],
    },
  ],
});
