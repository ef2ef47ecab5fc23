// formatHcl on over 10,000 generated and mutated inputs, valid or not: formatting twice changes
// nothing more than formatting once; the tokens (comments and line breaks included) stay the
// same, only the blanks between them change; and a file that parsed still parses, with the same
// diagnostics on the same lines (one that did not still fails at the same first error).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatHcl, parse } from '../../src/hcl/index.js';
import { lex } from '../../src/hcl/lexer.js';
import { decodeSource } from '../../src/hcl/source.js';
import { grammarInputs, invalidUtf8Inputs, mutatedInputs } from '../differential/generate.js';
import { loadCorpus } from './support/corpus.js';
import { fcParams, timeLimit } from './support/fuzz-config.js';

const corpus = loadCorpus();

/** The tokens and comments of the text, in order, without the blanks between them: kind and text, one a line. */
function tokensOf(input: string | Uint8Array): string {
  const { text } = decodeSource(input);
  const { tokens, comments } = lex(text);
  let out = '';
  let c = 0;
  for (let k = 0; k < tokens.count; k++) {
    for (; c < comments.length && comments[c].s < tokens.start[k]; c++) out += `# ${text.slice(comments[c].s, comments[c].e)}\n`;
    out += `${tokens.type[k]} ${text.slice(tokens.start[k], tokens.end[k])}\n`;
  }
  return out;
}

/**
 * The diagnostics, by line and without the columns and byte offsets that messages name (they move
 * with the blanks before them).
 */
function diagnosticsOf(input: string | Uint8Array): string[] {
  return parse(input).diagnostics.map(
    (d) => `${d.range.start.line}: ${d.ruleId} ${d.severity} ${d.message.replace(/\bcolumn \d+/g, 'column …').replace(/\(byte \d+ /, '(byte … ')}`,
  );
}

const isSyntaxError = (d: string) => d.includes(' hcl-syntax error ');

/** Compares cheaply and calls expect only on a difference (it costs more than the rest of a run). */
function same<T>(actual: T, expected: T): void {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) expect(actual).toEqual(expected);
}

function formatsWell(input: string | Uint8Array): void {
  const once = typeof input === 'string' ? formatHcl(input) : formatHcl(input);
  const twice = typeof once === 'string' ? formatHcl(once) : formatHcl(once);
  same(twice, once);
  same(tokensOf(once), tokensOf(input));
  const before = diagnosticsOf(input);
  const after = once === input ? before : diagnosticsOf(once);
  if (!before.some(isSyntaxError)) {
    same(after, before);
  } else {
    // Broken text stays broken at the same first error; later ones may split or join (a run of
    // invalid characters is one error, and the formatter spaces them apart as hclwrite does).
    same(after[0], before[0]);
    same(after.some(isSyntaxError), true);
  }
}

const TOKENS = [
  '{',
  '}',
  '[',
  ']',
  '(',
  ')',
  '"',
  '${',
  '%{',
  '~}',
  '=',
  ',',
  '.',
  '...',
  ':',
  '::',
  '?',
  '!',
  '-',
  '*',
  '<',
  '==',
  '=>',
  '#',
  '//',
  '/*',
  '*/',
];
const BLANKS = [' ', '  ', '\t', '\n', '\r\n', '\n\n'];
const WORDS = ['a', 'bb', 'in', 'for', 'x', '1', '1.5', 'é', '😀', '"s"', '<<EOT\n', 'EOT\n', '<<-EOT\n', 'provider', 'f'];
const soup = fc.array(fc.oneof(fc.constantFrom(...TOKENS), fc.constantFrom(...BLANKS), fc.constantFrom(...WORDS)), { maxLength: 80 }).map((t) => t.join(''));
const grammar = fc.integer().map((seed) => grammarInputs(seed, 1)[0].source);
const mutant = fc.tuple(fc.integer(), fc.constantFrom(...corpus.all)).map(([seed, base]) => mutatedInputs(seed, 1, [base])[0].source);
const grammarMutant = fc.integer().map((seed) => mutatedInputs(seed, 1, grammarInputs(seed, 1))[0].source);
const badUtf8 = fc.tuple(fc.integer(), fc.constantFrom(...corpus.all)).map(([seed, base]) => invalidUtf8Inputs(seed, 1, [base])[0].source);

describe('formatHcl under fuzzing', () => {
  const properties: [string, fc.Arbitrary<string | Uint8Array>, number][] = [
    // Counts that keep the file to a few seconds: parsing the bigger generated files twice is most of the cost.
    ['grammar-written HCL', grammar, 1000],
    ['mutated conformance and spec files', mutant, 1000],
    ['mutated grammar-written HCL', grammarMutant, 1000],
    ['HCL token soup with blanks', soup, 6600],
    ['invalid UTF-8 spliced into valid files', badUtf8, 400],
  ];
  it('runs over 10,000 inputs', () => {
    expect(properties.reduce((n, [, , runs]) => n + runs, 0)).toBeGreaterThanOrEqual(10_000);
  });
  for (const [label, arbitrary, runs] of properties) {
    it(
      `${label}: idempotent, same tokens, same diagnostics`,
      () => {
        fc.assert(fc.property(arbitrary, formatsWell), fcParams(runs));
      },
      timeLimit(30_000),
    );
  }
});
