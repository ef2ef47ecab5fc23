import { describe, expect, it } from 'vitest';
import { sortDiagnostics, type Diagnostic, type Range } from '../../src/diagnostics/diagnostic.js';
import { applySuppressions, rulesThatRan, UNSUPPRESSIBLE_RULE_IDS } from '../../src/engine/suppressions.js';
import * as invalidSuppression from '../../src/rules/linter/invalid-suppression.js';
import * as unusedSuppression from '../../src/rules/linter/unused-suppression.js';
import type { Rule } from '../../src/rules/rule.js';
import { scanComments } from './comments.js';

const KNOWN = [
  'policy-conflict',
  'policy-empty-match',
  'hook-point-unknown',
  'hcl-syntax',
  'hcl-single-line-block',
  'hcl-duplicate-attribute',
  'numeric-range',
  'slash-command-collision',
  'unused-suppression',
  'invalid-suppression',
];

/** A range on one line from column `from` to `to` (exclusive); offsets are not compared by the code under test. */
function r(line: number, from: number, to: number): Range {
  return { start: { line, column: from, offset: 0 }, end: { line, column: to, offset: 0 } };
}

function diag(ruleId: string, range: Range, message = `${ruleId} here`, file = 'agent.hcl'): Diagnostic {
  return { ruleId, severity: ruleId === 'numeric-range' || ruleId === 'policy-empty-match' ? 'warning' : 'error', message, file, range };
}

/** Sorted, as the engine sorts once after every stage. */
function run(source: string, diagnostics: Diagnostic[], ranRuleIds?: ReadonlySet<string>) {
  return sortDiagnostics(applySuppressions({ file: 'agent.hcl', comments: scanComments(source), source, diagnostics, knownRuleIds: KNOWN, ranRuleIds }));
}

/** Only what matters for these tests: id, where, what. */
function summary(list: Diagnostic[]) {
  return list.map((d) => ({
    ruleId: d.ruleId,
    severity: d.severity,
    file: d.file,
    at: `${d.range.start.line}:${d.range.start.column}-${d.range.end.line}:${d.range.end.column}`,
    message: d.message,
  }));
}

describe('line directives', () => {
  it('an own-line directive silences the named rule on the next line only', () => {
    const source = [
      'policy "a" { action = "allow" }',
      '# harness-lint-ignore: policy-conflict -- generated twice on purpose',
      'policy "b" { action = "allow" }',
      'policy "c" { action = "allow" }',
    ].join('\n');
    const out = run(source, [diag('policy-conflict', r(3, 1, 11)), diag('policy-conflict', r(4, 1, 11)), diag('numeric-range', r(3, 14, 20))]);
    expect(summary(out)).toEqual([
      { ruleId: 'numeric-range', severity: 'warning', file: 'agent.hcl', at: '3:14-3:20', message: 'numeric-range here' },
      { ruleId: 'policy-conflict', severity: 'error', file: 'agent.hcl', at: '4:1-4:11', message: 'policy-conflict here' },
    ]);
  });

  it('a trailing directive silences its own line', () => {
    const source = ['settings {', '  max_retries = -1 # harness-lint-ignore: numeric-range', '  other = -1', '}'].join('\n');
    const out = run(source, [diag('numeric-range', r(2, 17, 19)), diag('numeric-range', r(3, 11, 13))]);
    expect(summary(out)).toEqual([{ ruleId: 'numeric-range', severity: 'warning', file: 'agent.hcl', at: '3:11-3:13', message: 'numeric-range here' }]);
  });

  it('works with // and single-line /* */ comments', () => {
    const source = ['// harness-lint-ignore: policy-conflict', 'policy "b" {}', 'policy "c" {} /* harness-lint-ignore: policy-empty-match */'].join('\n');
    const out = run(source, [diag('policy-conflict', r(2, 1, 11)), diag('policy-empty-match', r(3, 1, 11))]);
    expect(out).toEqual([]);
  });

  it('a multi-line /* */ comment is not a directive', () => {
    const source = ['/* harness-lint-ignore: policy-conflict', '*/', 'policy "b" {}'].join('\n');
    const out = run(source, [diag('policy-conflict', r(3, 1, 11))]);
    expect(summary(out)).toEqual([{ ruleId: 'policy-conflict', severity: 'error', file: 'agent.hcl', at: '3:1-3:11', message: 'policy-conflict here' }]);
  });

  it('stacked own-line directives all reach the next code line', () => {
    const source = [
      '# harness-lint-ignore: policy-conflict -- intentional',
      '# a note in between',
      '// harness-lint-ignore: policy-empty-match',
      'policy "b" {}',
    ].join('\n');
    const out = run(source, [diag('policy-conflict', r(4, 1, 11)), diag('policy-empty-match', r(4, 1, 11))]);
    expect(out).toEqual([]);
  });

  it('a blank line after the directive is the line it targets (so it silences nothing)', () => {
    const source = ['# harness-lint-ignore: policy-conflict', '', 'policy "b" {}'].join('\n');
    const out = run(source, [diag('policy-conflict', r(3, 1, 11))]);
    expect(summary(out)).toEqual([
      {
        ruleId: 'unused-suppression',
        severity: 'warning',
        file: 'agent.hcl',
        at: '1:1-1:39',
        message: 'unused suppression: no "policy-conflict" finding on line 2; remove "policy-conflict" from this directive',
      },
      { ruleId: 'policy-conflict', severity: 'error', file: 'agent.hcl', at: '3:1-3:11', message: 'policy-conflict here' },
    ]);
  });

  it('several ids: each unused one is reported at the comment, naming it', () => {
    const source = ['policy "b" {} # harness-lint-ignore: policy-conflict, numeric-range , hook-point-unknown -- why'].join('\n');
    const out = run(source, [diag('policy-conflict', r(1, 1, 11))]);
    expect(summary(out)).toEqual([
      {
        ruleId: 'unused-suppression',
        severity: 'warning',
        file: 'agent.hcl',
        at: '1:15-1:96',
        message: 'unused suppression: no "hook-point-unknown" finding on line 1; remove "hook-point-unknown" from this directive',
      },
      {
        ruleId: 'unused-suppression',
        severity: 'warning',
        file: 'agent.hcl',
        at: '1:15-1:96',
        message: 'unused suppression: no "numeric-range" finding on line 1; remove "numeric-range" from this directive',
      },
    ]);
  });

  it('measures trailing comments in code points (astral characters before the comment)', () => {
    const source = 'x = "😀😀" # harness-lint-ignore: numeric-range';
    const comments = scanComments(source);
    expect(comments[0].range.start.column).toBe(10);
    const out = run(source, [diag('numeric-range', r(1, 1, 2))]);
    expect(out).toEqual([]);
  });

  it('handles CRLF sources', () => {
    const source = '# harness-lint-ignore: policy-conflict\r\npolicy "b" {}\r\n';
    expect(run(source, [diag('policy-conflict', r(2, 1, 11))])).toEqual([]);
  });
});

describe('file directives', () => {
  it('silence the named rules anywhere in the file', () => {
    const source = ['policy "a" {}', 'policy "b" {}', '# harness-lint-ignore-file: policy-conflict -- legacy file'].join('\n');
    const out = run(source, [diag('policy-conflict', r(1, 1, 11)), diag('policy-conflict', r(2, 1, 11)), diag('numeric-range', r(2, 1, 2))]);
    expect(summary(out)).toEqual([{ ruleId: 'numeric-range', severity: 'warning', file: 'agent.hcl', at: '2:1-2:2', message: 'numeric-range here' }]);
  });

  it('report ids that silenced nothing', () => {
    const source = '# harness-lint-ignore-file: numeric-range';
    expect(summary(run(source, []))).toEqual([
      {
        ruleId: 'unused-suppression',
        severity: 'warning',
        file: 'agent.hcl',
        at: '1:1-1:42',
        message: 'unused suppression: no "numeric-range" finding in this file; remove "numeric-range" from this directive',
      },
    ]);
  });

  it('do not touch diagnostics of other files', () => {
    const source = '# harness-lint-ignore-file: policy-conflict';
    const other = diag('policy-conflict', r(1, 1, 11), 'in the lock file', '.agent/agent.lock.hcl');
    const out = run(source, [other, diag('policy-conflict', r(3, 1, 11))]);
    expect(out).toEqual([other]);
  });
});

describe('what cannot be suppressed or is not a directive', () => {
  it('syntax errors stay, the directive is invalid, and nothing is called unused', () => {
    const source = ['# harness-lint-ignore-file: hcl-syntax, policy-conflict', 'policy "a" {'].join('\n');
    const syntax = diag('hcl-syntax', r(2, 12, 13), 'unclosed configuration block');
    const out = run(source, [syntax]);
    expect(summary(out)).toEqual([
      {
        ruleId: 'invalid-suppression',
        severity: 'warning',
        file: 'agent.hcl',
        at: '1:1-1:56',
        message: 'invalid suppression: "hcl-syntax" cannot be suppressed; fix the syntax error instead',
      },
      { ruleId: 'hcl-syntax', severity: 'error', file: 'agent.hcl', at: '2:12-2:13', message: 'unclosed configuration block' },
    ]);
  });

  it.each([...UNSUPPRESSIBLE_RULE_IDS])('%s is never silenced', (id) => {
    const source = `x = 1 # harness-lint-ignore: ${id}`;
    const out = run(source, [diag(id, r(1, 1, 2))]);
    expect(out.map((d) => d.ruleId)).toEqual([id, 'invalid-suppression']);
  });

  it.each([
    [
      '# harness-lint-ignore policy-conflict',
      'invalid suppression: expected "harness-lint-ignore: rule-id[, rule-id] -- reason" or "harness-lint-ignore-file: rule-id[, rule-id] -- reason"',
    ],
    [
      '# harness-lint-ignore-next-line: policy-conflict',
      'invalid suppression: expected "harness-lint-ignore: rule-id[, rule-id] -- reason" or "harness-lint-ignore-file: rule-id[, rule-id] -- reason"',
    ],
    [
      '# harness-lint-ignore:',
      'invalid suppression: no rule id after "harness-lint-ignore:"; expected "harness-lint-ignore: rule-id[, rule-id] -- reason" or "harness-lint-ignore-file: rule-id[, rule-id] -- reason"',
    ],
    [
      '# harness-lint-ignore-file: -- reason only',
      'invalid suppression: no rule id after "harness-lint-ignore-file:"; expected "harness-lint-ignore: rule-id[, rule-id] -- reason" or "harness-lint-ignore-file: rule-id[, rule-id] -- reason"',
    ],
    [
      '# harness-lint-ignore: Policy Conflict',
      'invalid suppression: "Policy Conflict" is not a rule id; expected "harness-lint-ignore: rule-id[, rule-id] -- reason" or "harness-lint-ignore-file: rule-id[, rule-id] -- reason"',
    ],
    [
      '# harness-lint-ignore: policy-conflict,, numeric-range',
      'invalid suppression: empty rule id in the list; expected "harness-lint-ignore: rule-id[, rule-id] -- reason" or "harness-lint-ignore-file: rule-id[, rule-id] -- reason"',
    ],
    ['# harness-lint-ignore: polcy-conflict', 'invalid suppression: unknown rule id "polcy-conflict"; did you mean "policy-conflict"?'],
    ['# harness-lint-ignore: no-such-thing-at-all', 'invalid suppression: unknown rule id "no-such-thing-at-all"'],
  ])('%s → invalid-suppression', (comment, message) => {
    const source = `${comment}\npolicy "b" {}`;
    const out = run(source, [diag('policy-conflict', r(2, 1, 11)), diag('numeric-range', r(2, 1, 2))], new Set());
    const invalid = out.filter((d) => d.ruleId === 'invalid-suppression');
    expect(summary(invalid)).toEqual([
      { ruleId: 'invalid-suppression', severity: 'warning', file: 'agent.hcl', at: `1:1-1:${[...comment].length + 1}`, message },
    ]);
  });

  it.each(['unused-suppression', 'invalid-suppression'])('%s is controlled by the linter config, not by directives', (id) => {
    const source = `# harness-lint-ignore-file: ${id}\n# harness-lint-ignore: numeric-range`;
    const out = run(source, []);
    expect(summary(out)).toEqual([
      {
        ruleId: 'invalid-suppression',
        severity: 'warning',
        file: 'agent.hcl',
        at: `1:1-1:${[...`# harness-lint-ignore-file: ${id}`].length + 1}`,
        message: `invalid suppression: "${id}" cannot be suppressed by a directive; set its severity in the linter config instead`,
      },
      {
        ruleId: 'unused-suppression',
        severity: 'warning',
        file: 'agent.hcl',
        at: '2:1-2:37',
        message: 'unused suppression: no "numeric-range" finding on line 3; remove "numeric-range" from this directive',
      },
    ]);
  });

  it('valid ids in a partly invalid directive still work', () => {
    const source = '# harness-lint-ignore: polcy-conflict, numeric-range\nx = -1';
    const out = run(source, [diag('numeric-range', r(2, 5, 7))]);
    expect(out.map((d) => d.ruleId)).toEqual(['invalid-suppression']);
  });

  it('ordinary comments that mention the linter are left alone', () => {
    const source = '# harness-lint checks this file\n# see harness-lint-ignore docs\npolicy "b" {}';
    const d = diag('policy-conflict', r(3, 1, 11));
    expect(run(source, [d])).toEqual([d]);
  });

  it('a # inside a string is not a comment', () => {
    const source = 'x = "# harness-lint-ignore: numeric-range"';
    const d = diag('numeric-range', r(1, 5, 43));
    expect(run(source, [d])).toEqual([d]);
  });
});

describe('rules that did not run', () => {
  it('a directive for a skipped rule is not reported as unused', () => {
    const source = '# harness-lint-ignore: slash-command-collision, policy-conflict\npolicy "b" {}';
    const out = run(source, [], new Set(['policy-conflict']));
    expect(out.map((d) => d.message)).toEqual(['unused suppression: no "policy-conflict" finding on line 2; remove "policy-conflict" from this directive']);
  });
});

describe('rulesThatRan', () => {
  const rules: Rule[] = [
    { meta: { id: 'policy-conflict', severity: 'error', description: '', group: 'agent', needsCapabilities: false } },
    { meta: { id: 'hcl-syntax', severity: 'error', description: '', group: 'hcl', needsCapabilities: false, emittedBy: 'parser' } },
    { meta: { id: 'slash-command-collision', severity: 'error', description: '', group: 'capabilities', needsCapabilities: true } },
    { meta: { id: 'plugin-launch-failed', severity: 'error', description: '', group: 'plugin', needsCapabilities: false, emittedBy: 'plugin-host' } },
    { meta: { id: 'env-var-unset', severity: 'error', description: '', group: 'env', needsCapabilities: false, optIn: true } },
  ];

  it('everything enabled ran when plugins ran and every capability is known', () => {
    const ran = rulesThatRan(rules, { rules: { 'env-var-unset': 'warning' }, pluginsRan: true, capabilitiesComplete: true });
    expect([...ran]).toEqual(['policy-conflict', 'hcl-syntax', 'slash-command-collision', 'plugin-launch-failed', 'env-var-unset']);
  });

  it('leaves out rules turned off, opt-in rules not enabled, and what plugins would have done', () => {
    const ran = rulesThatRan(rules, { rules: { 'policy-conflict': 'off' }, pluginsRan: false, capabilitiesComplete: false });
    expect([...ran]).toEqual(['hcl-syntax']);
  });

  it('leaves out capability rules when a provider could not be asked', () => {
    const ran = rulesThatRan(rules, { rules: {}, pluginsRan: true, capabilitiesComplete: false });
    expect([...ran]).toEqual(['policy-conflict', 'hcl-syntax', 'plugin-launch-failed']);
  });
});

describe('output', () => {
  it('is sorted and deterministic whatever the input order', () => {
    const source = ['# harness-lint-ignore: numeric-range', 'a = 1', 'b = 2 # harness-lint-ignore: policy-conflict'].join('\n');
    const input = [diag('numeric-range', r(3, 1, 2)), diag('policy-empty-match', r(1, 1, 2)), diag('hook-point-unknown', r(2, 1, 2))];
    const a = run(source, input);
    const b = run(source, [...input].reverse());
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(a.map((d) => `${d.range.start.line}:${d.range.start.column} ${d.ruleId}`)).toEqual([
      '1:1 policy-empty-match',
      '1:1 unused-suppression',
      '2:1 hook-point-unknown',
      '3:1 numeric-range',
      '3:7 unused-suppression',
    ]);
  });

  it('exports registry entries for the ids it emits', () => {
    expect([invalidSuppression.meta, unusedSuppression.meta]).toEqual([
      {
        id: 'invalid-suppression',
        severity: 'warning',
        description: 'A harness-lint-ignore directive is malformed, names an unknown rule, or names one that cannot be suppressed',
        group: 'linter',
        needsCapabilities: false,
      },
      {
        id: 'unused-suppression',
        severity: 'warning',
        description: 'A harness-lint-ignore directive, or a rule id in one, silenced nothing',
        group: 'linter',
        needsCapabilities: false,
      },
    ]);
  });
});
