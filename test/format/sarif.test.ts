import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../src/diagnostics/diagnostic.js';
import type { FormatInput } from '../../src/format/index.js';
import { HOMEPAGE, ruleUrl } from '../../src/diagnostics/rule-url.js';
import { formatSarif, toSarif } from '../../src/format/sarif.js';
import { formatInput, range as r } from '../support/format-input.js';
import { validateSarif } from '../support/sarif-schema.js';

const RULES = [
  { id: 'hcl-syntax', severity: 'error' as const, description: 'The file is not valid HCL', group: 'hcl' },
  { id: 'policy-conflict', severity: 'error' as const, description: 'Two policies match the same calls', group: 'agent' },
  { id: 'numeric-range', severity: 'warning' as const, description: 'A number is outside its documented range', group: 'agent' },
  { id: 'env-var-unset', severity: 'error' as const, description: 'An env() names an unset variable', group: 'env', optIn: true },
].map((rule) => ({ ...rule, url: ruleUrl(rule.id) }));

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
const range: Diagnostic = {
  ruleId: 'numeric-range',
  severity: 'warning',
  message: 'max_retries = 😀 is out of range',
  file: 'sub/agent.hcl',
  range: r(3, 17, 4, 2),
};

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
              ],
            },
          },
          columnKind: 'unicodeCodePoints',
          results: [
            {
              ruleId: 'policy-conflict',
              ruleIndex: 0,
              level: 'error',
              message: { text: 'policies "a" and "b" match the same calls' },
              partialFingerprints: { 'harnessLintConstructHash/v1': expect.stringMatching(/^[0-9a-f]{32}:1$/) },
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
              ruleIndex: 1,
              level: 'warning',
              message: { text: 'max_retries = 😀 is out of range' },
              partialFingerprints: { 'harnessLintConstructHash/v1': expect.stringMatching(/^[0-9a-f]{32}:1$/) },
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

  it('is valid against the SARIF 2.1.0 schema, also with no findings, and then describes no rule', () => {
    const log = toSarif(input([]));
    expect(log.runs[0].results).toEqual([]);
    expect(log.runs[0].tool.driver.rules).toEqual([]);
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
    expect(run.results[0].ruleIndex).toBe(0);
    expect(run.tool.driver.rules).toEqual([
      {
        id: 'unused-suppression',
        shortDescription: { text: 'unused-suppression' },
        helpUri: `${HOMEPAGE}/blob/main/docs/rules/unused-suppression.md`,
        defaultConfiguration: { level: 'warning' },
        properties: { tags: [] },
      },
    ]);
    expect(validateSarif(log), JSON.stringify(validateSarif.errors)).toBe(true);
  });

  it('formats as stable, newline-terminated JSON', () => {
    const a = formatSarif(input([conflict, range]));
    expect(a).toBe(JSON.stringify(JSON.parse(a), null, 2) + '\n');
    expect(formatSarif(input([conflict, range]))).toBe(a);
  });

  it('a file under the home folder (the global config) is relative to HOME, declared without its path', () => {
    const global: Diagnostic = { ...range, file: '/home/u/.config/agent/config.hcl' };
    const log = toSarif(input([global], { cwd: '/repo', home: '/home/u' }));
    const run = log.runs[0];
    const loc = (run.results[0].locations as { physicalLocation: { artifactLocation: unknown } }[])[0];
    expect(loc.physicalLocation.artifactLocation).toEqual({ uri: '.config/agent/config.hcl', uriBaseId: 'HOME' });
    expect(run.originalUriBaseIds).toEqual({
      HOME: { description: { text: "The user's home folder ($HOME), where the global config lives; its path is not recorded." } },
    });
    expect(JSON.stringify(log)).not.toContain('/home/u');
    expect(validateSarif(log), JSON.stringify(validateSarif.errors)).toBe(true);
    // The repository wins where it lies inside the home folder.
    const inRepo = toSarif(input([{ ...range, file: 'agent.hcl' }], { cwd: '/home/u/repo', home: '/home/u' }));
    expect(inRepo.runs[0].results[0].locations).toMatchObject([{ physicalLocation: { artifactLocation: { uri: 'agent.hcl', uriBaseId: '%SRCROOT%' } } }]);
    expect(inRepo.runs[0]).not.toHaveProperty('originalUriBaseIds');
  });

  it("describes each rule with its page's fullDescription and help when handed them", () => {
    const doc = {
      fullDescription: { text: 'Two policies match.', markdown: 'Two `policy` blocks match.' },
      help: { text: 'Two policies match.\n\nWhy.', markdown: '## What it catches\n\nTwo `policy` blocks match.' },
    };
    const log = toSarif(input([conflict], { ruleDocs: new Map([['policy-conflict', doc]]) }));
    const rules = log.runs[0].tool.driver.rules;
    expect(rules).toHaveLength(1);
    expect(rules[0]).toEqual({
      id: 'policy-conflict',
      shortDescription: { text: 'Two policies match the same calls' },
      fullDescription: doc.fullDescription,
      helpUri: `${HOMEPAGE}/blob/main/docs/rules/policy-conflict.md`,
      help: doc.help,
      defaultConfiguration: { level: 'error' },
      properties: { tags: ['agent'] },
    });
    expect(validateSarif(log), JSON.stringify(validateSarif.errors)).toBe(true);
  });
});

/** A diagnostic of `ruleId` on the first occurrence of `flagged` in `source` (from `from`), with exact lines, columns and UTF-8 offsets. */
function on(source: string, flagged: string, ruleId = 'attr-type-mismatch', from = 0): Diagnostic {
  const at = source.indexOf(flagged, from);
  const pos = (index: number) => {
    const before = source.slice(0, index);
    const line = before.split('\n').length;
    return { line, column: [...before.slice(before.lastIndexOf('\n') + 1)].length + 1, offset: Buffer.byteLength(before) };
  };
  return { ruleId, severity: 'error', message: `${ruleId}: a finding`, file: 'agent.hcl', range: { start: pos(at), end: pos(at + flagged.length) } };
}

/** The fingerprints SARIF gives `diagnostics` on `source`. */
function fingerprints(source: string, diagnostics: Diagnostic[]): string[] {
  const log = toSarif(input(diagnostics, { source: () => source }));
  return log.runs[0].results.map((res) => (res.partialFingerprints as Record<string, string>)['harnessLintConstructHash/v1']);
}

describe('sarif partialFingerprints', () => {
  const profile = 'agent_profile "default" {\n  max_turns = "200"\n}\n';
  const [base] = fingerprints(profile, [on(profile, '"200"')]);

  it('stay the same when the construct moves to other lines and columns, and are byte-identical across runs', () => {
    const shifted = '# a comment\n\n\nagent_profile   "default" {\n      max_turns = "200"\n}\n';
    expect(on(shifted, '"200"').range.start).toMatchObject({ line: 5, column: 19 });
    expect(fingerprints(shifted, [on(shifted, '"200"')])).toEqual([base]);
    expect(fingerprints(profile, [on(profile, '"200"')])).toEqual([base]);
  });

  it('differ with the flagged text, the rule and the file, and fold whitespace runs', () => {
    const other = profile.replace('"200"', '"300"');
    expect(fingerprints(other, [on(other, '"300"')])).not.toEqual([base]);
    expect(fingerprints(profile, [on(profile, '"200"', 'numeric-range')])).not.toEqual([base]);
    expect(fingerprints(profile, [{ ...on(profile, '"200"'), file: 'sub/agent.hcl' }])).not.toEqual([base]);
    const spaced = profile.replace('max_turns = "200"', 'max_turns   =\t"200"');
    expect(fingerprints(spaced, [on(spaced, 'max_turns   =\t"200"')])).toEqual(fingerprints(profile, [on(profile, 'max_turns = "200"')]));
  });

  it('number the occurrences of the same construct in order', () => {
    const twice = 'a = "x"\nb = "x"\n';
    const prints = fingerprints(twice, [on(twice, '"x"'), on(twice, '"x"', 'attr-type-mismatch', 5)]);
    expect(prints[0].replace(/:1$/, ':2')).toBe(prints[1]);
  });

  it("never hash a secret's value: secret findings hash their message, which never quotes it", () => {
    const a = 'provider "p" {\n  api_key = "sk-live-aaaa"\n}\n';
    const b = a.replace('aaaa', 'bbbb');
    expect(fingerprints(a, [on(a, '"sk-live-aaaa"', 'secret-literal')])).toEqual(fingerprints(b, [on(b, '"sk-live-bbbb"', 'secret-literal')]));
  });

  it('use the message where there is no text to read', () => {
    const d = on(profile, '"200"');
    const noSource = toSarif(input([d])).runs[0].results[0].partialFingerprints;
    expect(toSarif(input([{ ...d, range: r(9, 1, 9, 5) }])).runs[0].results[0].partialFingerprints).toEqual(noSource);
    expect(toSarif(input([{ ...d, message: 'another' }])).runs[0].results[0].partialFingerprints).not.toEqual(noSource);
  });

  it("appends a result's notes to its message text, one a line, and stays valid", () => {
    const log = toSarif(input([{ ...conflict, notes: ['the kernel refuses the file', 'see line 2'] }, range]));
    expect(log.runs[0].results.map((res) => res.message)).toEqual([
      { text: 'policies "a" and "b" match the same calls\nthe kernel refuses the file\nsee line 2' },
      { text: 'max_retries = 😀 is out of range' },
    ]);
    expect(validateSarif(log), JSON.stringify(validateSarif.errors)).toBe(true);
  });
});
