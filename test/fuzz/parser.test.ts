// parse() on random bytes, random text, HCL-token soup, deep nesting, grammar-written HCL and
// mutations of every valid file the project has: it never throws or hangs, stays within its
// per-input budget, and every diagnostic points inside the file.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grammarInputs, invalidUtf8Inputs, mutatedInputs } from '../differential/generate.js';
import { BoundedRunner } from './support/bounded.js';
import { loadCorpus } from './support/corpus.js';
import { fcParams, timeLimit } from './support/fuzz-config.js';
import { saveRegression } from './support/regressions.js';
import { HANG_MS, parseProblems } from './support/verdicts.js';

const corpus = loadCorpus();
let runner: BoundedRunner;

beforeAll(() => {
  runner = new BoundedRunner(HANG_MS);
});
afterAll(async () => {
  await runner.close();
});

/** The property every input must satisfy; a failing input is saved for regressions.test.ts when asked. */
async function parsesCleanly(input: string | Uint8Array): Promise<void> {
  const problems = parseProblems(input, await runner.run({ op: 'parse', input }));
  if (problems.length === 0) return;
  const saved = saveRegression('parse', { 'input.hcl': input }, problems.join('\n'));
  expect.fail(`${problems.join('\n')}${saved ? `\n(saved as ${saved})` : ''}`);
}

const TOKENS = [
  '{',
  '}',
  '[',
  ']',
  '(',
  ')',
  '"',
  "'",
  '=',
  '==',
  ',',
  '.',
  '...',
  ':',
  '?',
  '!',
  '$',
  '${',
  '%{',
  '}',
  '~',
  '<<EOF\n',
  '<<-EOF\n',
  'EOF\n',
  '\n',
  '\r\n',
  '\r',
  ' ',
  '\t',
  '#',
  '//',
  '/*',
  '*/',
  '\\',
  '\\u',
  '0',
  '1.5e',
  '0x',
  'a',
  'b-c',
  'for',
  'in',
  'if',
  'endif',
  'else',
  'endfor',
  '=>',
  '->',
  'null',
  'true',
  'env',
  '(',
  'policy',
  'provider',
  '"x"',
  '\u00e9',
  '\u{1F600}',
  '\u202e',
  '\u0000',
  '\uFEFF',
  '*',
  '%',
  '&&',
  '||',
  '-',
  '<',
  '>=',
];
const tokenSoup = fc.array(fc.constantFrom(...TOKENS), { maxLength: 120 }).map((t) => t.join(''));
const OPEN_CLOSE: [string, string][] = [
  ['[', ']'],
  ['{', '}'],
  ['(', ')'],
  ['"${', '}"'],
  ['[for x in ', ' : x]'],
  ['-', ''],
  ['!', ''],
];
const deepNesting = fc
  .tuple(fc.constantFrom(...OPEN_CLOSE), fc.integer({ min: 1, max: 20_000 }), fc.boolean())
  .map(([[open, close], depth, closed]) => `a = ${open.repeat(depth)}1${closed ? close.repeat(depth) : ''}\n`);
const grammar = fc.integer().map((seed) => grammarInputs(seed, 1)[0].source);
const mutant = fc.tuple(fc.integer(), fc.constantFrom(...corpus.all)).map(([seed, base]) => mutatedInputs(seed, 1, [base])[0].source);
const grammarMutant = fc.integer().map((seed) => mutatedInputs(seed, 1, grammarInputs(seed, 1))[0].source);
const badUtf8 = fc.tuple(fc.integer(), fc.constantFrom(...corpus.all)).map(([seed, base]) => invalidUtf8Inputs(seed, 1, [base])[0].source);

describe('parse() under fuzzing', () => {
  it('has a corpus to mutate', () => {
    expect(corpus.agent.length).toBeGreaterThan(40);
    expect(corpus.all.length).toBeGreaterThan(corpus.agent.length + 15);
  });

  const properties: [string, fc.Arbitrary<string | Uint8Array>, number][] = [
    ['random bytes', fc.uint8Array({ maxLength: 2048 }), 300],
    ['random text', fc.string({ unit: 'grapheme', maxLength: 400 }), 300],
    ['HCL token soup', tokenSoup, 500],
    ['deep nesting', deepNesting, 60],
    ['grammar-written HCL', grammar, 300],
    ['mutated conformance and spec files', mutant, 700],
    ['mutated grammar-written HCL', grammarMutant, 300],
    ['invalid UTF-8 spliced into valid files', badUtf8, 100],
  ];
  for (const [label, arbitrary, runs] of properties) {
    it(
      `${label}: never throws or hangs, ranges inside the file`,
      async () => {
        await fc.assert(fc.asyncProperty(arbitrary, parsesCleanly), fcParams(runs));
      },
      timeLimit(30_000),
    );
  }
});
