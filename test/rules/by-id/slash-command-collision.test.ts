import { testRule } from '../../support/rule-tester.js';
import { declare } from './fixtures.js';

const KERNEL = '/names must be unique across every provider and both kinds of command, so the kernel refuses to load';
const TEN = Array.from({ length: 10 }, (_, i) => `p${i}`);
const review = { category: 'slashcommand' as const, capabilities: { commands: [{ name: 'review' }] } };

testRule('slash-command-collision', {
  valid: [
    {
      agent: declare('a', 'b'),
      capabilities: {
        a: { category: 'model', capabilities: { models: [{ id: 'm' }], slash_commands: [{ name: 'review' }] } },
        b: { category: 'slashcommand', capabilities: { commands: [{ name: 'release' }] } },
      },
    },
  ],
  invalid: [
    {
      name: 'one name, two kinds, two providers',
      agent: declare('a', 'b'),
      capabilities: {
        a: { category: 'model', capabilities: { models: [{ id: 'm' }], slash_commands: [{ name: 'release' }] } },
        b: { category: 'slashcommand', capabilities: { commands: [{ name: 'release' }] } },
      },
      errors: [
        {
          range: [3, 3, 3, 4],
          message: 'slash command "/release" is declared twice, by providers "a" and "b"; keep one and rename the others',
          related: [{ range: [2, 3, 2, 4], message: 'provider "a" declares "/release"' }],
          notes: ['it is a prompt-expansion command of "a", a direct-invoke command of "b"', KERNEL],
        },
      ],
    },
    {
      name: 'one name twice in one list',
      agent: declare('b'),
      capabilities: { b: { category: 'slashcommand', capabilities: { commands: [{ name: 'release' }, { name: 'release' }] } } },
      errors: [
        {
          range: [2, 3, 2, 4],
          message: 'slash command "/release" is declared twice, by provider "b"; keep one and rename the others',
          notes: ['it is a direct-invoke command of "b" (twice)', KERNEL],
        },
      ],
    },
    {
      name: 'one /review across ten providers is one finding naming them, not 45 pairs',
      agent: declare(...TEN),
      capabilities: Object.fromEntries(TEN.map((p) => [p, review])),
      errors: [
        {
          range: [11, 3, 11, 5],
          message: 'slash command "/review" is declared 10 times, by providers "p0", "p1", "p2" and 7 more; keep one and rename the others',
          related: TEN.slice(0, 9).map((p, i) => ({
            range: [i + 2, 3, i + 2, 5] as [number, number, number, number],
            message: `provider "${p}" declares "/review"`,
          })),
          notes: [`it is ${TEN.map((p) => `a direct-invoke command of "${p}"`).join(', ')}`, KERNEL],
        },
      ],
    },
    {
      name: 'one provider in both namespaces, and a name twice in one list: one finding per /name',
      agent: declare('anthropic', 'ops'),
      capabilities: {
        anthropic: { category: 'model', capabilities: { slash_commands: [{ name: 'review' }, { name: 'review' }] } },
        ops: { categories: { tool: { slash_commands: [{ name: 'lint' }] }, slashcommand: { commands: [{ name: 'review' }, { name: 'lint' }] } } },
      },
      errors: [
        {
          range: [3, 3, 3, 6],
          message: 'slash command "/lint" is declared twice, by provider "ops"; keep one and rename the others',
          notes: [
            'it is a direct-invoke command of "ops", a prompt-expansion command of "ops"',
            '/names must be unique across every provider and both kinds of command, so the kernel refuses to load',
          ],
        },
        {
          range: [3, 3, 3, 6],
          message: 'slash command "/review" is declared 3 times, by providers "anthropic" and "ops"; keep one and rename the others',
          related: [{ range: [2, 3, 2, 12], message: 'provider "anthropic" declares "/review"' }],
          notes: [
            'it is a prompt-expansion command of "anthropic" (twice), a direct-invoke command of "ops"',
            '/names must be unique across every provider and both kinds of command, so the kernel refuses to load',
          ],
        },
      ],
    },
  ],
});
