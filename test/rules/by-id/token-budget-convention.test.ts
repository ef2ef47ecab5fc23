import { type ProviderSpec, testRule } from '../../support/rule-tester.js';
import { declare, tool } from './fixtures.js';

const budget = (value: string) => `provider "memory" {\n  token_budget = ${value}\n}\n`;
const NOTES = ['token_budget is reserved: a positive integer number of tokens'];
const schema = (category: 'memory' | 'tool', type: string): ProviderSpec => ({
  category,
  capabilities: { ...(category === 'tool' && { tools: [tool()] }), config_schema: { attributes: [{ name: 'token_budget', type }] } },
});

testRule('token-budget-convention', {
  valid: [
    { name: 'a positive integer', agent: budget('4000') },
    {
      name: 'a string or env(): the schema checks judge these',
      agent: 'provider "b" {\n  token_budget = "4000"\n}\nprovider "c" {\n  token_budget = env("BUDGET")\n}\n',
    },
    { name: 'a memory provider declaring it a number', agent: declare('notes'), capabilities: { notes: schema('memory', 'ATTR_TYPE_NUMBER') } },
    { name: 'a tool provider may declare it otherwise', agent: declare('files'), capabilities: { files: schema('tool', 'ATTR_TYPE_STRING') } },
  ],
  invalid: [
    {
      name: 'zero',
      agent: budget('0'),
      errors: [{ range: [2, 18, 2, 19], message: 'provider "memory": token_budget = 0 is not a positive whole number of tokens; write one', notes: NOTES }],
    },
    {
      name: 'a fraction',
      agent: budget('1.5'),
      errors: [{ range: [2, 18, 2, 21], message: 'provider "memory": token_budget = 1.5 is not a positive whole number of tokens; write one', notes: NOTES }],
    },
    {
      name: 'negative',
      agent: budget('-3'),
      errors: [{ range: [2, 18, 2, 20], message: 'provider "memory": token_budget = -3 is not a positive whole number of tokens; write one', notes: NOTES }],
    },
    {
      name: 'a memory plugin declaring it a string',
      agent: declare('notes'),
      capabilities: { notes: schema('memory', 'ATTR_TYPE_STRING') },
      errors: [
        {
          range: [2, 3, 2, 8],
          message: 'provider "notes" declares token_budget as ATTR_TYPE_STRING, not ATTR_TYPE_NUMBER',
          notes: [
            'token_budget is the reserved integer token budget of context and memory providers',
            'plugin github.com/agentco/provider-notes advertises this; report it to its author, or turn the rule off',
          ],
        },
      ],
    },
  ],
});
