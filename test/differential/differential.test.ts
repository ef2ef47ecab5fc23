// Differential test: our HCL parser (src/hcl) against HashiCorp's (@cdktn/hcl2json) on the project's HCL fixtures,
// 552 real-world files and a few thousand generated and mutated inputs. See test/support/hcl-differential.ts for what
// is compared. No input is left out: every generated input is compared whatever its verdict.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from '../../src/hcl/index.js';
import { compareWithOracle, formatDisagreements, type Disagreement } from '../support/hcl-differential.js';
import { minimiseDisagreement } from '../support/hcl-minimise.js';
import { oracleParse } from '../support/hcl-oracle.js';
import { DIFFERENTIAL_GRAMMAR, grammarInputs, invalidUtf8Inputs, mutatedInputs, type GeneratedInput } from './generate.js';

const HCL_FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'hcl');
const REALWORLD = join(HCL_FIXTURES, 'realworld');
const REALWORLD_REJECTED = 'terraform-provider-kubernetes/examples/data-sources/service_v1/example_2.tf';

const MUTANT_SEED = 7;
const REALWORLD_MUTANT_SEED = 11;
const BAD_UTF8_SEED = 13;
const MINIMISED_PER_CASE = 5;
// Each case takes a few seconds; the margin covers a loaded machine and shrinking reproductions after a failure.
const CASE_TIMEOUT_MS = 180_000;

function hclFilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(hcl|tf)$/.test(e.name))
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

interface Tally {
  total: number;
  oracleAccepted: number;
  disagreements: Disagreement[];
}

async function compareAll(inputs: readonly { name: string; source: string | Uint8Array }[]): Promise<Tally> {
  const tally: Tally = { total: inputs.length, oracleAccepted: 0, disagreements: [] };
  for (const input of inputs) {
    const outcome = await compareWithOracle(input.name, input.source);
    if (outcome.oracleAccepted) tally.oracleAccepted++;
    if (outcome.disagreement) tally.disagreements.push(outcome.disagreement);
  }
  // Only on failure: shrink the first few so the report shows small reproductions.
  for (const d of tally.disagreements.slice(0, MINIMISED_PER_CASE)) d.minimal = await minimiseDisagreement(d);
  return tally;
}

const realworldFiles = hclFilesUnder(REALWORLD).map((path) => ({ name: relative(REALWORLD, path), source: readFileSync(path) }));
const realworldCorpus: GeneratedInput[] = realworldFiles.map((f) => ({ name: f.name, source: f.source.toString('utf8') }));
const grammar = grammarInputs(DIFFERENTIAL_GRAMMAR.seed, DIFFERENTIAL_GRAMMAR.count);
const mutants = [...mutatedInputs(MUTANT_SEED, 500, grammar), ...mutatedInputs(REALWORLD_MUTANT_SEED, 400, realworldCorpus)];
const notUtf8 = invalidUtf8Inputs(BAD_UTF8_SEED, 100, grammar);

describe('our HCL parser agrees with HashiCorp hcl2json', () => {
  it(
    'the real-world corpus is intact: HashiCorp accepts 551 files and rejects example_2.tf at 1:1, and so do we',
    async () => {
      expect(realworldFiles).toHaveLength(552);
      const rejected: string[] = [];
      for (const file of realworldFiles) {
        const oracle = await oracleParse(file.source.toString('utf8'));
        if (!oracle.ok && oracle.stage === 'parse') rejected.push(`${file.name} at ${oracle.first?.line}:${oracle.first?.column}`);
      }
      expect(rejected).toEqual([`${REALWORLD_REJECTED} at 1:1`]);

      const ours = parse(readFileSync(join(REALWORLD, REALWORLD_REJECTED))).diagnostics.filter((d) => d.severity === 'error');
      expect(ours.length).toBeGreaterThan(0);
      expect([ours[0].range.start.line, ours[0].range.start.column]).toEqual([1, 1]);
    },
    CASE_TIMEOUT_MS,
  );

  it(
    'on every HCL fixture of the project (spec suite and others, real-world aside)',
    async () => {
      const files = hclFilesUnder(HCL_FIXTURES).filter((p) => !p.startsWith(REALWORLD + '/'));
      expect(files.length).toBeGreaterThan(0);
      const tally = await compareAll(files.map((path) => ({ name: relative(HCL_FIXTURES, path), source: readFileSync(path) })));
      expect(tally.disagreements.length, formatDisagreements('project fixtures', tally.total, tally.disagreements)).toBe(0);
    },
    CASE_TIMEOUT_MS,
  );

  it(
    'on the 552 real-world files, values and structure included',
    async () => {
      const tally = await compareAll(realworldFiles);
      expect(tally.disagreements.length, formatDisagreements('real-world files', tally.total, tally.disagreements)).toBe(0);
    },
    CASE_TIMEOUT_MS,
  );

  it(
    `on ${grammar.length} inputs written from the grammar`,
    async () => {
      const tally = await compareAll(grammar);
      expect(tally.disagreements.length, formatDisagreements('grammar inputs', tally.total, tally.disagreements)).toBe(0);
      // The writer is meant to produce valid HCL; if HashiCorp rejected many, the generator would have lost its point.
      expect(tally.oracleAccepted / tally.total).toBeGreaterThan(0.8);
    },
    CASE_TIMEOUT_MS,
  );

  it(
    `on ${mutants.length} mutations of valid files`,
    async () => {
      const tally = await compareAll(mutants);
      expect(tally.disagreements.length, formatDisagreements('mutated inputs', tally.total, tally.disagreements)).toBe(0);
      // Mutations must exercise both verdicts.
      expect(tally.oracleAccepted).toBeGreaterThan(tally.total * 0.1);
      expect(tally.total - tally.oracleAccepted).toBeGreaterThan(tally.total * 0.3);
    },
    CASE_TIMEOUT_MS,
  );

  it(
    `on ${notUtf8.length} inputs that are not UTF-8 (refused unless every bad byte is in a comment, as HCL's scanner does)`,
    async () => {
      const tally = await compareAll(notUtf8);
      expect(tally.disagreements.length, formatDisagreements('non-UTF-8 inputs', tally.total, tally.disagreements)).toBe(0);
      // Both verdicts occur: bytes in comments are accepted, the rest refused.
      expect(tally.oracleAccepted).toBeGreaterThan(0);
      expect(tally.oracleAccepted).toBeLessThan(tally.total / 2);
    },
    CASE_TIMEOUT_MS,
  );
});
