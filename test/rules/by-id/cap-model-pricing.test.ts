import { testRule } from '../../support/rule-tester.js';
import { models, paid } from './fixtures.js';

testRule('cap-model-pricing', {
  valid: [models(paid(), { id: 'free', pricing: { free: true } })],
  invalid: [
    {
      name: 'a paid model without tiers',
      ...models({ id: 'big' }),
      errors: [
        {
          range: [2, 3, 2, 4],
          message: 'provider "m": model "big" is not free but has no pricing tiers',
          notes: ['plugin github.com/agentco/provider-m advertises this; report it to its author, or turn the rule off'],
        },
      ],
    },
    {
      name: 'overlapping tiers',
      ...models(paid({ pricing: { tiers: [{ input_per_mtok: 3 }, { input_per_mtok: 2, effective_from: '2026-01-01T00:00:00Z' }] } })),
      errors: [
        {
          range: [2, 3, 2, 4],
          message: 'provider "m": model "big" has overlapping pricing tiers 1 and 2',
          notes: [
            'the tiers overlap in time and input size, so a call matches both',
            'plugin github.com/agentco/provider-m advertises this; report it to its author, or turn the rule off',
          ],
        },
      ],
    },
    {
      name: 'caching without cache rates',
      ...models(paid({ caching: { supported: true } })),
      errors: [
        {
          range: [2, 3, 2, 4],
          message: 'provider "m": model "big" supports caching but pricing tier 1 lacks cache_write_per_mtok and cache_read_per_mtok',
          notes: ['plugin github.com/agentco/provider-m advertises this; report it to its author, or turn the rule off'],
        },
      ],
    },
  ],
});
