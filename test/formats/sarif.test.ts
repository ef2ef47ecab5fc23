import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ajvDraft04 from 'ajv-draft-04';
import type { Diagnostic } from '../../src/diagnostics/diagnostic.js';
import type { FormatInput } from '../../src/diagnostics/format/index.js';
import { formatSarif, HOMEPAGE, toSarif } from '../../src/diagnostics/format/sarif.js';
import { formatInput, range as r } from '../support/format-input.js';

const schema = JSON.parse(readFileSync(fileURLToPath(new URL('../fixtures/sarif/sarif-2.1.0-rtm.5.json', import.meta.url)), 'utf8'));

function sarifValidator() {
  // The schema's language-tag pattern is not a valid regular expression with the u flag.
  const ajv = new ajvDraft04.default({ allErrors: true, strict: false, unicodeRegExp: false });
  ajv.addFormat('uri', (s: string) => /^[a-z][a-z0-9+.-]*:[^\s]*$/i.test(s) && URL.canParse(s));
  ajv.addFormat('uri-reference', (s: string) => !/\s/.test(s) && URL.canParse(s, 'file:///base/'));
  ajv.addFormat('date-time', (s: string) => !Number.isNaN(Date.parse(s)));
  return ajv.compile(schema);
}
const validateSarif = sarifValidator();

const RULES = [
  { id: 'hcl-syntax', severity: 'error' as const, description: 'The file is not valid HCL', group: 'hcl' },
  { id: 'policy-conflict', severity: 'error' as const, description: 'Two policies match the same calls', group: 'agent' },
  { id: 'numeric-range', severity: 'warning' as const, description: 'A number is outside its documented range', group: 'agent' },
  { id: 'env-var-unset', severity: 'error' as const, description: 'An env() names an unset variable', group: 'env', optIn: true },
];

function input(diagnostics: Diagnostic[], more: Partial<FormatInput> = {}): FormatInput {
  return formatInput(diagnostics, { rules: RULES, ...more });
}

const conflict: Diagnostic = {
  ruleId: 'policy-conflict',
  severity: 'error',
  message: 'policies "a" and "b" match the same calls',
  file: 'my project/agent.hcl',
  range: r(7, 1, 7, 11),
  related: [{ file: 'my project/agent.hcl', range: r(2, 1, 2, 11), message: 'policy "a"' }],
};
const range: Diagnostic = { ruleId: 'numeric-range', severity: 'warning', message: 'max_retries = 😀 is out of range', file: 'sub/agent.hcl', range: r(3, 17, 4, 2) };

describe('sarif', () => {
  it('produces the exact document', () => {
    const log = toSarif(input([conflict, range], { cwd: '/repo/pkg', srcRoot: '/repo' }));
    expect(log).toEqual({
      $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
      version: '2.1.0',
      runs: [
        {
          tool: {
            driver: {
              name: 'harness-lint',
              version: '0.1.0',
              informationUri: HOMEPAGE,
              rules: [
                {
                  id: 'hcl-syntax',
                  shortDescription: { text: 'The file is not valid HCL' },
                  helpUri: `${HOMEPAGE}/blob/main/docs/rules/hcl-syntax.md`,
                  defaultConfiguration: { level: 'error' },
                  properties: { tags: ['hcl'] },
                },
                {
                  id: 'policy-conflict',
                  shortDescription: { text: 'Two policies match the same calls' },
                  helpUri: `${HOMEPAGE}/blob/main/docs/rules/policy-conflict.md`,
                  defaultConfiguration: { level: 'error' },
                  properties: { tags: ['agent'] },
                },
                {
                  id: 'numeric-range',
                  shortDescription: { text: 'A number is outside its documented range' },
                  helpUri: `${HOMEPAGE}/blob/main/docs/rules/numeric-range.md`,
                  defaultConfiguration: { level: 'warning' },
                  properties: { tags: ['agent'] },
                },
                {
                  id: 'env-var-unset',
                  shortDescription: { text: 'An env() names an unset variable' },
                  helpUri: `${HOMEPAGE}/blob/main/docs/rules/env-var-unset.md`,
                  defaultConfiguration: { level: 'error', enabled: false },
                  properties: { tags: ['env'] },
                },
              ],
            },
          },
          columnKind: 'unicodeCodePoints',
          results: [
            {
              ruleId: 'policy-conflict',
              ruleIndex: 1,
              level: 'error',
              message: { text: 'policies "a" and "b" match the same calls' },
              locations: [
                {
                  physicalLocation: {
                    artifactLocation: { uri: 'pkg/my%20project/agent.hcl', uriBaseId: '%SRCROOT%' },
                    region: { startLine: 7, startColumn: 1, endLine: 7, endColumn: 11 },
                  },
                },
              ],
              relatedLocations: [
                {
                  id: 1,
                  physicalLocation: {
                    artifactLocation: { uri: 'pkg/my%20project/agent.hcl', uriBaseId: '%SRCROOT%' },
                    region: { startLine: 2, startColumn: 1, endLine: 2, endColumn: 11 },
                  },
                  message: { text: 'policy "a"' },
                },
              ],
            },
            {
              ruleId: 'numeric-range',
              ruleIndex: 2,
              level: 'warning',
              message: { text: 'max_retries = 😀 is out of range' },
              locations: [
                {
                  physicalLocation: {
                    artifactLocation: { uri: 'pkg/sub/agent.hcl', uriBaseId: '%SRCROOT%' },
                    region: { startLine: 3, startColumn: 17, endLine: 4, endColumn: 2 },
                  },
                },
              ],
            },
          ],
        },
      ],
    });
    expect(validateSarif(log), JSON.stringify(validateSarif.errors)).toBe(true);
  });

  it('is valid against the SARIF 2.1.0 schema, also with no findings', () => {
    const log = toSarif(input([]));
    expect(log.runs[0].results).toEqual([]);
    expect(validateSarif(log), JSON.stringify(validateSarif.errors)).toBe(true);
  });

  it('the schema check can fail: a result without a message is rejected', () => {
    const log = toSarif(input([conflict])) as unknown as { runs: { results: Record<string, unknown>[] }[] };
    delete log.runs[0].results[0].message;
    expect(validateSarif(log)).toBe(false);
  });

  it('uses a file: URI for files outside the source root', () => {
    const outside: Diagnostic = { ...range, file: '/elsewhere/x y/agent.hcl' };
    const log = toSarif(input([outside]));
    const loc = (log.runs[0].results[0].locations as { physicalLocation: { artifactLocation: unknown } }[])[0];
    expect(loc.physicalLocation.artifactLocation).toEqual({ uri: 'file:///elsewhere/x%20y/agent.hcl' });
    expect(validateSarif(log), JSON.stringify(validateSarif.errors)).toBe(true);
  });

  it('describes a rule the registry did not list rather than pointing at nothing', () => {
    const stray: Diagnostic = { ...range, ruleId: 'unused-suppression' };
    const log = toSarif(input([stray]));
    const run = log.runs[0];
    expect(run.results[0].ruleIndex).toBe(4);
    expect(run.tool.driver.rules[4]).toEqual({
      id: 'unused-suppression',
      shortDescription: { text: 'unused-suppression' },
      helpUri: `${HOMEPAGE}/blob/main/docs/rules/unused-suppression.md`,
      defaultConfiguration: { level: 'warning' },
      properties: { tags: [] },
    });
    expect(validateSarif(log), JSON.stringify(validateSarif.errors)).toBe(true);
  });

  it('formats as stable, newline-terminated JSON', () => {
    const a = formatSarif(input([conflict, range]));
    expect(a).toBe(JSON.stringify(JSON.parse(a), null, 2) + '\n');
    expect(formatSarif(input([conflict, range]))).toBe(a);
  });
});
