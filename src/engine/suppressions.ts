// Inline suppressions: `# harness-lint-ignore: rule-id[, rule-id] -- reason` silences those
// rules on the next code line (own-line comment) or on its own line (trailing comment);
// `# harness-lint-ignore-file: rule-id[, ...]` silences them in the whole file. `//` and
// single-line `/* */` comments work the same. Directives that silence nothing are reported
// (`unused-suppression`), as are malformed ones (`invalid-suppression`).
import type { Comment } from '../hcl/ast.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { Rule } from '../rules/rule.js';
import { invalidSuppressionMeta, unusedSuppressionMeta } from '../rules/linter/index.js';
import { didYouMean } from '../linter-config/did-you-mean.js';
import { isRuleEnabled, type RuleSettings } from './severity.js';

/** Syntax errors: the file was not understood, so nothing about it may be hidden. */
export const UNSUPPRESSIBLE_RULE_IDS: ReadonlySet<string> = new Set(['hcl-syntax', 'hcl-single-line-block', 'hcl-duplicate-attribute']);

const RULE_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const DIRECTIVE = /^harness-lint-ignore(-file)?\s*:(.*)$/s;
const EXPECTED = 'expected "harness-lint-ignore: rule-id[, rule-id] -- reason" or "harness-lint-ignore-file: rule-id[, rule-id] -- reason"';

interface Directive {
  comment: Comment;
  /** The line it silences; undefined for a whole-file directive. */
  line: number | undefined;
  ruleIds: string[];
  used: Set<string>;
}

export interface SuppressionInput {
  /** The file the comments belong to, as diagnostics name it. */
  file: string;
  comments: readonly Comment[];
  /** The file's source (to tell trailing comments from own-line ones). */
  source: string;
  /** Finished diagnostics; those of other files pass through untouched. */
  diagnostics: readonly Diagnostic[];
  /** Every rule id the linter has; a directive naming another id is invalid. */
  knownRuleIds: Iterable<string>;
  /**
   * Rule ids whose checks ran on this file. A directive for a rule that did not run (opt-in,
   * turned off, or skipped under --no-plugins) is not reported as unused. Default: all ran.
   */
  ranRuleIds?: ReadonlySet<string>;
}

/** The comment's text between its markers, or undefined for a multi-line block comment. */
function commentBody(comment: Comment): string | undefined {
  const text = comment.text.replace(/\r$/, '');
  if (comment.style === '#') return text.slice(1);
  if (comment.style === '//') return text.slice(2);
  if (comment.range.start.line !== comment.range.end.line || !text.endsWith('*/')) return undefined;
  return text.slice(2, -2);
}

function codePointPrefix(line: string, column: number): string {
  return [...line].slice(0, column - 1).join('');
}

function codePointSuffix(line: string, column: number): string {
  return [...line].slice(column - 1).join('');
}

/** Lines holding nothing but comments: an own-line directive skips them, so directives can stack. */
function commentOnlyLines(comments: readonly Comment[], lines: string[]): Set<number> {
  const result = new Set<number>();
  for (const c of comments) {
    const before = codePointPrefix(lines[c.range.start.line - 1] ?? '', c.range.start.column);
    const after = codePointSuffix(lines[c.range.end.line - 1] ?? '', c.range.end.column);
    if (before.trim() !== '' || after.trim() !== '') continue;
    for (let line = c.range.start.line; line <= c.range.end.line; line++) result.add(line);
  }
  return result;
}

export interface RunScope {
  /** The linter config's rule settings (what is off, which opt-in rules are on). */
  rules: RuleSettings;
  /** Whether plugins were launched at all (false under --no-plugins). */
  pluginsRan: boolean;
  /** Whether every provider's capabilities are known, so capability rules checked everything. */
  capabilitiesComplete: boolean;
}

/**
 * The ids whose checks ran in full, for SuppressionInput.ranRuleIds: a directive naming any
 * other rule may be waiting for a check that was skipped, so it is not called unused.
 */
export function rulesThatRan(rules: readonly Rule[], scope: RunScope): Set<string> {
  const ran = new Set<string>();
  for (const { meta } of rules) {
    if (!isRuleEnabled(meta, scope.rules)) continue;
    if (meta.emittedBy === 'plugin-host' && !scope.pluginsRan) continue;
    if (meta.needsCapabilities && !scope.capabilitiesComplete) continue;
    ran.add(meta.id);
  }
  return ran;
}

/** The input's diagnostics minus those a directive silences, then the directives' own findings (unsorted: the engine sorts once). */
export function applySuppressions(input: SuppressionInput): Diagnostic[] {
  const { file } = input;
  const lines = input.source.split(/\r?\n/);
  const skip = commentOnlyLines(input.comments, lines);
  const known = new Set(input.knownRuleIds);
  const sortedKnown = [...known].sort();
  const warnings: Diagnostic[] = [];
  const directives: Directive[] = [];

  const warn = (ruleId: string, comment: Comment, message: string) => {
    warnings.push({ ruleId, severity: 'warning', message, file, range: comment.range });
  };

  for (const comment of input.comments) {
    const body = commentBody(comment)?.trim();
    if (body === undefined || !body.startsWith('harness-lint-ignore')) continue;
    const match = DIRECTIVE.exec(body);
    if (!match) {
      warn('invalid-suppression', comment, `invalid suppression: ${EXPECTED}`);
      continue;
    }
    const separator = match[2].indexOf('--');
    const listed = (separator === -1 ? match[2] : match[2].slice(0, separator)).split(',').map((s) => s.trim());
    if (listed.length === 1 && listed[0] === '') {
      warn('invalid-suppression', comment, `invalid suppression: no rule id after "harness-lint-ignore${match[1] ?? ''}:"; ${EXPECTED}`);
      continue;
    }
    const ruleIds: string[] = [];
    for (const id of listed) {
      if (!RULE_ID.test(id)) {
        warn('invalid-suppression', comment, `invalid suppression: ${id === '' ? 'empty rule id in the list' : `${JSON.stringify(id)} is not a rule id`}; ${EXPECTED}`);
      } else if (UNSUPPRESSIBLE_RULE_IDS.has(id)) {
        warn('invalid-suppression', comment, `invalid suppression: "${id}" cannot be suppressed; fix the syntax error instead`);
      } else if (id === unusedSuppressionMeta.id || id === invalidSuppressionMeta.id) {
        warn('invalid-suppression', comment, `invalid suppression: "${id}" cannot be suppressed by a directive; set its severity in the linter config instead`);
      } else if (!known.has(id)) {
        warn('invalid-suppression', comment, `invalid suppression: unknown rule id "${id}"${didYouMean(id, sortedKnown)}`);
      } else if (!ruleIds.includes(id)) {
        ruleIds.push(id);
      }
    }
    if (ruleIds.length === 0) continue;
    let line: number | undefined;
    if (match[1] === undefined) {
      const start = comment.range.start;
      const trailing = codePointPrefix(lines[start.line - 1] ?? '', start.column).trim() !== '';
      line = trailing ? start.line : comment.range.end.line + 1;
      if (!trailing) while (skip.has(line)) line++;
    }
    directives.push({ comment, line, ruleIds, used: new Set() });
  }

  const kept: Diagnostic[] = [];
  let unsuppressibleFound = false;
  for (const d of input.diagnostics) {
    if (d.file !== file) {
      kept.push(d);
      continue;
    }
    if (UNSUPPRESSIBLE_RULE_IDS.has(d.ruleId)) unsuppressibleFound = true;
    let silenced = false;
    for (const directive of directives) {
      if (!directive.ruleIds.includes(d.ruleId)) continue;
      if (directive.line !== undefined && directive.line !== d.range.start.line) continue;
      directive.used.add(d.ruleId);
      silenced = true;
    }
    if (!silenced) kept.push(d);
  }

  // After a syntax error the file's other checks were skipped, so nothing can be called unused.
  if (!unsuppressibleFound) {
    for (const directive of directives) {
      for (const id of directive.ruleIds) {
        if (directive.used.has(id) || (input.ranRuleIds !== undefined && !input.ranRuleIds.has(id))) continue;
        const where = directive.line === undefined ? 'in this file' : `on line ${directive.line}`;
        warn('unused-suppression', directive.comment, `unused suppression: no "${id}" finding ${where}; remove "${id}" from this directive`);
      }
    }
  }
  return [...kept, ...warnings];
}
