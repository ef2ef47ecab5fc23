import { testRule } from '../../support/rule-tester.js';

const policy = (match: string) => `policy "everything" {\n  match  = ${match}\n  action = "ask"\n}\n`;
const NOTES = ['a match sets any of tool_name, provider, risk, kind'];

testRule('policy-empty-match', {
  valid: [{ name: 'a criterion', agent: policy('{ kind = "resource" }') }],
  invalid: [
    {
      name: 'match = {}',
      agent: policy('{}'),
      errors: [
        {
          range: [2, 3, 2, 14],
          message: 'policy "everything" has an empty match, so it matches every call; add criteria if that is not intended',
          notes: NOTES,
        },
      ],
    },
    {
      name: 'only an unrecognised key',
      agent: policy('{ tool = "x" }'),
      errors: [
        {
          range: [2, 3, 2, 26],
          message: 'policy "everything" has an empty match ("tool" is not recognised), so it matches every call; add criteria if that is not intended',
          notes: NOTES,
        },
      ],
    },
    {
      name: 'two unrecognised keys',
      agent: policy('{ tool = "x", name = "y" }'),
      errors: [
        {
          range: [2, 3, 2, 38],
          message: 'policy "everything" has an empty match ("tool", "name" are not recognised), so it matches every call; add criteria if that is not intended',
          notes: NOTES,
        },
      ],
    },
  ],
});
