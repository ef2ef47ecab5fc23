import { testRule } from '../../support/rule-tester.js';
import { declare } from './fixtures.js';

testRule('slash-command-collision', {
  valid: [
    { agent: declare('a', 'b'), capabilities: { a: { category: 'model', capabilities: { models: [{ id: 'm' }], slash_commands: [{ name: 'review' }] } }, b: { category: 'slashcommand', capabilities: { commands: [{ name: 'release' }] } } } },
  ],
  invalid: [
    {
      name: 'one name, two kinds, two providers',
      agent: declare('a', 'b'), capabilities: { a: { category: 'model', capabilities: { models: [{ id: 'm' }], slash_commands: [{ name: 'release' }] } }, b: { category: 'slashcommand', capabilities: { commands: [{ name: 'release' }] } } },
      errors: [{ range: [3, 3, 3, 4], message: 'slash command "/release" is declared as a prompt-expansion command by provider "a" and as a direct-invoke command by provider "b"; /names must be unique across every provider and both kinds of command, so the kernel refuses to load' }],
    },
    {
      name: 'one name twice in one list',
      agent: declare('b'), capabilities: { b: { category: 'slashcommand', capabilities: { commands: [{ name: 'release' }, { name: 'release' }] } } },
      errors: [{ range: [2, 3, 2, 4], message: 'slash command "/release" is declared twice as a direct-invoke command by provider "b"; /names must be unique across every provider and both kinds of command, so the kernel refuses to load' }],
    },
  ],
});
