import { testRule } from '../../support/rule-tester.js';

const policy = (match: string) => `policy "p" {\n  match  = ${match}\n  action = "deny"\n}\n`;

testRule('policy-match-unknown-key', {
  valid: [{ name: 'the four recognised keys', agent: policy('{ tool_name = "a", provider = "b", risk = "low", kind = "resource" }') }],
  invalid: [
    {
      name: 'one near key: renamed',
      agent: policy('{ tool_nme = "x" }'),
      errors: [
        {
          range: [2, 14, 2, 22],
          message: 'policy "p": match key "tool_nme" is not recognised; did you mean "tool_name"?',
          fixMessage: 'Rename "tool_nme" to "tool_name"',
          notes: ['the kernel silently ignores an unknown match key, which widens the rule'],
        },
      ],
      fix: [{ range: [2, 14, 2, 22], text: 'tool_name' }],
      output: { agent: policy('{ tool_name = "x" }') },
    },
    {
      name: 'a quoted key stays quoted',
      agent: policy('{ "provder" = "x" }'),
      errors: [
        {
          range: [2, 14, 2, 23],
          message: 'policy "p": match key "provder" is not recognised; did you mean "provider"?',
          fixMessage: 'Rename "provder" to "provider"',
          notes: ['the kernel silently ignores an unknown match key, which widens the rule'],
        },
      ],
      fix: [{ range: [2, 14, 2, 23], text: '"provider"' }],
      output: { agent: policy('{ "provider" = "x" }') },
    },
    {
      name: 'not when the match sets that key already',
      agent: policy('{ kind = "resource", kinds = "data_source" }'),
      errors: [
        {
          range: [2, 33, 2, 38],
          message: 'policy "p": match key "kinds" is not recognised; did you mean "kind"?',
          notes: ['the kernel silently ignores an unknown match key, which widens the rule'],
        },
      ],
    },
    {
      name: 'a key written twice: the copy the kernel reads is renamed',
      agent: policy('{ rsk = "low", rsk = "high" }'),
      errors: [
        {
          range: [2, 27, 2, 30],
          message: 'policy "p": match key "rsk" is not recognised; did you mean "risk"?',
          fixMessage: 'Rename "rsk" to "risk"',
          notes: ['the kernel silently ignores an unknown match key, which widens the rule'],
        },
      ],
      fix: [{ range: [2, 27, 2, 30], text: 'risk' }],
      output: { agent: policy('{ rsk = "low", risk = "high" }') },
    },
    {
      name: 'no near key: nothing',
      agent: policy('{ owner = "x", kind = "resource" }'),
      errors: [
        {
          range: [2, 14, 2, 19],
          message: 'policy "p": match key "owner" is not recognised; use tool_name, provider, risk or kind',
          notes: ['the kernel silently ignores an unknown match key, which widens the rule'],
        },
      ],
    },
  ],
});
