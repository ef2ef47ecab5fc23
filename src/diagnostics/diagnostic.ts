/** A place in a source file. line and column are 1-based; column counts Unicode code points; offset is a UTF-8 byte offset. */
export interface Pos {
  line: number;
  column: number;
  offset: number;
}

/** A source range; `end` is exclusive. */
export interface Range {
  start: Pos;
  end: Pos;
}

export type Severity = 'error' | 'warning';

export interface RelatedInfo {
  file: string;
  range: Range;
  message: string;
}

/**
 * One replacement in the diagnostic's own file: the text of `range` (end exclusive; positions as
 * everywhere, so `start.offset`/`end.offset` are the UTF-8 byte offsets to splice at) becomes
 * `text`; an empty range inserts.
 */
export interface TextEdit {
  range: Range;
  text: string;
}

/** A change to the file: what it does, in words (a code action's title: `Replace "Deny" with "deny"`), and its edits. */
export interface Change {
  message: string;
  edits: TextEdit[];
  /** Set when the change renames an argument, object key or block type (its one edit): the new name, so that two renames to one name in one body are not both certain. */
  renames?: string;
}

/**
 * The parts of a diagnostic that change the file. `fix`: a change that is certainly right (a code
 * action's preferred quickfix, what --fix applies); never attached to a value the rule takes for
 * a secret, and its edits never overlap. `suggestions`: changes a person must choose between
 * (quickfixes that are not preferred; --fix never applies them).
 */
export interface Fixes {
  fix?: Change;
  suggestions?: Change[];
}

/** A finished finding, as formatters see it (DESIGN.md "Diagnostic"). */
export interface Diagnostic extends Fixes {
  ruleId: string;
  severity: Severity;
  message: string;
  file: string;
  range: Range;
  related?: RelatedInfo[];
  /** More about the finding, one line each, printed under it (`note: …`): why, the spec-versus-kernel commentary; the message's first line is what is wrong and the fix. */
  notes?: string[];
}

/** A finding not yet tied to a file: what parsers and decoders produce (a decoder's fixes edit the file it decodes; `Id` is the emitter's own id list, so a misspelt id does not compile). */
export interface SourceDiagnostic<Id extends string = string> extends Fixes {
  ruleId: Id;
  severity: Severity;
  message: string;
  range: Range;
  related?: RelatedInfo[];
  notes?: string[];
}

export function withFile(file: string, d: SourceDiagnostic): Diagnostic {
  const out: Diagnostic = { ruleId: d.ruleId, severity: d.severity, message: d.message, file, range: d.range };
  if (d.related && d.related.length > 0) out.related = d.related;
  if (d.notes && d.notes.length > 0) out.notes = d.notes;
  if (d.fix && d.fix.edits.length > 0) out.fix = d.fix;
  if (d.suggestions && d.suggestions.length > 0) out.suggestions = d.suggestions;
  return out;
}

/** The message with its notes on the lines after it: for outputs that carry one text (SARIF, the language server). */
export function messageWithNotes(d: Pick<Diagnostic, 'message' | 'notes'>): string {
  return d.notes && d.notes.length > 0 ? [d.message, ...d.notes].join('\n') : d.message;
}

function comparePos(a: Pos, b: Pos): number {
  return a.line - b.line || a.column - b.column;
}

function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Where a file's diagnostics go among the files of a run: lower first (the engine ranks agent.hcl, its lock file, the global config). */
export type FileRank = (file: string) => number;

const SAME_RANK: FileRank = () => 0;

/** The output order: file by rank, then by path; line, column, ruleId; then the rest, so output is byte-identical across runs. */
export function compareDiagnostics(a: Diagnostic, b: Diagnostic, rank: FileRank = SAME_RANK): number {
  return (
    rank(a.file) - rank(b.file) ||
    compareStrings(a.file, b.file) ||
    comparePos(a.range.start, b.range.start) ||
    compareStrings(a.ruleId, b.ruleId) ||
    comparePos(a.range.end, b.range.end) ||
    compareStrings(a.severity, b.severity) ||
    compareStrings(a.message, b.message)
  );
}

export function sortDiagnostics(list: Diagnostic[], rank: FileRank = SAME_RANK): Diagnostic[] {
  return [...list].sort((a, b) => compareDiagnostics(a, b, rank));
}
