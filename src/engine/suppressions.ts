// Inline suppressions: `# harness-lint-ignore: rule-id[, rule-id] -- reason` silences those
// rules on the next code line (own-line comment) or on its own line (trailing comment);
// `# harness-lint-ignore-file: rule-id[, ...]` silences them in the whole file. `//` and
// single-line `/* */` comments work the same. Directives that silence nothing are reported
// (`unused-suppression`), as are malformed ones (`invalid-suppression`).
import type { Comment } from '../hcl/ast.js';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { Rule } from '../rules/rule.js';
import { meta as invalidSuppression } from '../rules/linter/invalid-suppression.js';
import { meta as unusedSuppression } from '../rules/linter/unused-suppression.js';
import { PARSER_RULE_IDS } from '../hcl/parser.js';
import { didYouMean } from '../text/did-you-mean.js';
import { isRuleEnabled, type RuleSettings } from './severity.js';

/** Syntax errors (the parser's findings): the file was not understood, so nothing about it may be hidden. */
export const UNSUPPRESSIBLE_RULE_IDS: ReadonlySet<string> = new Set(PARSER_RULE_IDS);

const RULE_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const DIRECTIVE = /^harness-lint-ignore(-file)?\s*:(.*)$/s;
const EXPECTED = 'expected "harness-lint-ignore: rule-id[, rule-id] -- reason" or "harness-lint-ignore-file: rule-id[, rule-id] -- reason"';

interface Directive {
  comment: Comment;
  /** The line it silences; undefined for a whole-file directive. */
  line: number | undefined;
  ruleIds: string[];
}

/**
 * Whether a finding was silenced, per line (0: the whole file) and rule id: every directive
 * naming that rule there is used by it. One lookup per finding, not a pass over the directives.
 */
class Silencers {
  private readonly byLine = new Map<number, Map<string, boolean>>();

  add(line: number | undefined, ruleId: string): void {
    let ids = this.byLine.get(line ?? 0);
    if (!ids) this.byLine.set(line ?? 0, (ids = new Map()));
    if (!ids.has(ruleId)) ids.set(ruleId, false);
  }

  /** Whether a directive silences `ruleId` on `line`; if so, it is used now. */
  silence(line: number | undefined, ruleId: string): boolean {
    const ids = this.byLine.get(line ?? 0);
    if (!ids?.has(ruleId)) return false;
    ids.set(ruleId, true);
    return true;
  }

  used(line: number | undefined, ruleId: string): boolean {
    return this.byLine.get(line ?? 0)?.get(ruleId) === true;
  }
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

/** The number of code points in `text` before UTF-16 index `end`. */
function codePoints(text: string, end: number): number {
  let count = 0;
  for (let i = 0; i < end; i++, count++) {
    // A surrogate pair is one code point; a lone surrogate is one too, as [...text] counts it.
    const unit = text.charCodeAt(i);
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < end) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
    }
  }
  return count;
}

/**
 * Where each line's text begins and ends, in code-point columns: whether a comment has only
 * blanks before or after it is then one comparison, not a copy of its line (many comments on
 * one long line would copy it once each). Measured on demand, once per line.
 */
class LineExtents {
  // 0: not measured yet; columns are 1 or more (Infinity for no text).
  private readonly first: Float64Array;
  private readonly last: Float64Array;

  constructor(private readonly lines: readonly string[]) {
    this.first = new Float64Array(lines.length + 1);
    this.last = new Float64Array(lines.length + 1);
  }

  /** The column of the line's first non-blank character (Infinity for a blank line or one past the end). */
  firstText(line: number): number {
    if (line < 1 || line > this.lines.length) return Infinity;
    if (this.first[line] === 0) {
      const text = this.lines[line - 1];
      const index = text.search(/\S/);
      this.first[line] = index === -1 ? Infinity : codePoints(text, index) + 1;
    }
    return this.first[line];
  }

  /** The column just after the line's last non-blank character (1 for a blank line or one past the end). */
  afterText(line: number): number {
    if (line < 1 || line > this.lines.length) return 1;
    if (this.last[line] === 0) {
      const trimmed = this.lines[line - 1].trimEnd();
      this.last[line] = codePoints(trimmed, trimmed.length) + 1;
    }
    return this.last[line];
  }

  /** Whether only blanks precede `column` on `line`. */
  blankBefore(line: number, column: number): boolean {
    return this.firstText(line) >= column;
  }

  /** Whether only blanks follow from `column` on `line`. */
  blankFrom(line: number, column: number): boolean {
    return this.afterText(line) <= column;
  }
}

/**
 * For each line, the first line at or after it that holds more than comments: where an
 * own-line directive above it applies, so directives can stack. Computed from the end in one
 * pass (walking down from each of n stacked directives cost n²).
 */
function codeLinesFrom(comments: readonly Comment[], extents: LineExtents, lineCount: number): (line: number) => number {
  const commentOnly = new Set<number>();
  for (const c of comments) {
    if (!extents.blankBefore(c.range.start.line, c.range.start.column) || !extents.blankFrom(c.range.end.line, c.range.end.column)) continue;
    for (let line = c.range.start.line; line <= c.range.end.line; line++) commentOnly.add(line);
  }
  const next = new Int32Array(lineCount + 2);
  next[lineCount + 1] = lineCount + 1;
  for (let line = lineCount; line >= 1; line--) next[line] = commentOnly.has(line) ? next[line + 1] : line;
  return (line) => (line >= 1 && line <= lineCount ? next[line] : line);
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
  // Most files hold no directive: then nothing is silenced and nothing reported.
  if (!input.comments.some((c) => commentBody(c)?.trim().startsWith('harness-lint-ignore'))) return [...input.diagnostics];
  const lines = input.source.split(/\r?\n/);
  const extents = new LineExtents(lines);
  const codeLineFrom = codeLinesFrom(input.comments, extents, lines.length);
  const known = new Set(input.knownRuleIds);
  const sortedKnown = [...known].sort();
  const warnings: Diagnostic[] = [];
  const directives: Directive[] = [];
  const silencers = new Silencers();

  const warn = (ruleId: typeof invalidSuppression.id | typeof unusedSuppression.id, comment: Comment, message: string) => {
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
        warn(
          'invalid-suppression',
          comment,
          `invalid suppression: ${id === '' ? 'empty rule id in the list' : `${JSON.stringify(id)} is not a rule id`}; ${EXPECTED}`,
        );
      } else if (UNSUPPRESSIBLE_RULE_IDS.has(id)) {
        warn('invalid-suppression', comment, `invalid suppression: "${id}" cannot be suppressed; fix the syntax error instead`);
      } else if (id === unusedSuppression.id || id === invalidSuppression.id) {
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
      line = extents.blankBefore(start.line, start.column) ? codeLineFrom(comment.range.end.line + 1) : start.line;
    }
    directives.push({ comment, line, ruleIds });
    for (const id of ruleIds) silencers.add(line, id);
  }

  const kept: Diagnostic[] = [];
  let unsuppressibleFound = false;
  for (const d of input.diagnostics) {
    if (d.file !== file) {
      kept.push(d);
      continue;
    }
    if (UNSUPPRESSIBLE_RULE_IDS.has(d.ruleId)) unsuppressibleFound = true;
    // Both, so that a line directive and a file directive for the same finding are each used.
    const byFile = silencers.silence(undefined, d.ruleId);
    const byLine = silencers.silence(d.range.start.line, d.ruleId);
    if (!byFile && !byLine) kept.push(d);
  }

  // After a syntax error the file's other checks were skipped, so nothing can be called unused.
  if (!unsuppressibleFound) {
    for (const directive of directives) {
      for (const id of directive.ruleIds) {
        if (silencers.used(directive.line, id) || (input.ranRuleIds !== undefined && !input.ranRuleIds.has(id))) continue;
        const where = directive.line === undefined ? 'in this file' : `on line ${directive.line}`;
        warn('unused-suppression', directive.comment, `unused suppression: no "${id}" finding ${where}; remove "${id}" from this directive`);
      }
    }
  }
  return [...kept, ...warnings];
}
