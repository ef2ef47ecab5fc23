import { testRule } from '../../support/rule-tester.js';
import { models, paid } from './fixtures.js';

const tier = (extra: Record<string, unknown>) => ({ input_per_mtok: 3, output_per_mtok: 15, ...extra });

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
    {
      name: 'tiers overlapping in input size (those back to back in time do not), one cache rate missing, cache rates without caching',
      ...models(
        { id: 'overlap', pricing: { tiers: [tier({ input_tokens_until: 200000 }), tier({ input_tokens_from: 100000 })] } },
        { id: 'back-to-back', pricing: { tiers: [tier({ effective_until: '2026-01-01T00:00:00Z' }), tier({ effective_from: '2026-01-01T00:00:00Z' })] } },
        { id: 'cache-missing', caching: { supported: true }, pricing: { tiers: [tier({ cache_read_per_mtok: 0.3 })] } },
        { id: 'cache-extra', caching: { supported: false }, pricing: { tiers: [tier({ cache_write_per_mtok: 3.75 })] } },
      ),
      errors: [
        {
          range: [2, 3, 2, 4],
          message: 'provider "m": model "cache-extra" does not support caching but pricing tier 1 sets cache rates',
          notes: ['the tier sets cache_write_per_mtok', 'plugin github.com/agentco/provider-m advertises this; report it to its author, or turn the rule off'],
        },
        {
          range: [2, 3, 2, 4],
          message: 'provider "m": model "cache-missing" supports caching but pricing tier 1 lacks cache_write_per_mtok',
          notes: ['plugin github.com/agentco/provider-m advertises this; report it to its author, or turn the rule off'],
        },
        {
          range: [2, 3, 2, 4],
          message: 'provider "m": model "overlap" has overlapping pricing tiers 1 and 2',
          notes: [
            'the tiers overlap in time and input size, so a call matches both',
            'plugin github.com/agentco/provider-m advertises this; report it to its author, or turn the rule off',
          ],
        },
      ],
    },
  ],
});
