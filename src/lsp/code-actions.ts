// Code actions for the diagnostics under the cursor: a rule's certain `fix` (quickfix,
// preferred) and its `suggestions` (quickfixes a person chooses between), each titled with what
// it changes, when the rule attaches them, and everywhere a `harness-lint-ignore` directive
// silencing the rule on that line (never for syntax errors, which cannot be silenced). Asked
// for it, `source.fixAll.harness-lint` (fix on save): every certain fix of the file, as one
// --fix pass takes them. Fixes and suggestions realign the runs they touch, as --fix does.
import { CodeActionKind, type CodeAction, type Diagnostic as LspDiagnostic } from 'vscode-languageserver';
import { takenFixEdits } from '../diagnostics/apply-fixes.js';
import type { Change, Diagnostic } from '../diagnostics/diagnostic.js';
import { UNSUPPRESSIBLE_RULE_IDS } from '../engine/suppressions.js';
import { realignedEdits } from './formatting.js';
import type { SourceText } from './positions.js';

function sameRange(a: LspDiagnostic['range'], b: LspDiagnostic['range']): boolean {
  return a.start.line === b.start.line && a.start.character === b.start.character && a.end.line === b.end.line && a.end.character === b.end.character;
}

export const FIX_ALL_KIND = `${CodeActionKind.SourceFixAll}.harness-lint`;

/** Whether a request whose context names the kinds `only` wants actions of `kind` (a kind named covers its sub-kinds). */
export function asksFor(only: readonly string[] | undefined, kind: string): boolean {
  return only === undefined || only.some((k) => k === kind || kind.startsWith(`${k}.`));
}

/** The fix-all action over the file's published diagnostics (as linted from its current text), or none when nothing has a certain fix. */
export function fixAllActions(uri: string, published: readonly Diagnostic[], source: SourceText): CodeAction[] {
  const edits = takenFixEdits(published);
  if (edits.length === 0) return [];
  return [{ title: 'Fix all harness-lint problems that have a certain fix', kind: FIX_ALL_KIND, edit: { changes: { [uri]: realignedEdits(source, edits) } } }];
}

export function codeActions(uri: string, requested: readonly LspDiagnostic[], published: readonly Diagnostic[], source: SourceText): CodeAction[] {
  const out: CodeAction[] = [];
  const lines = source.text.split('\n');
  for (const lsp of requested) {
    // What a client sends back need not be well-formed.
    if (typeof lsp?.range?.start?.line !== 'number' || typeof lsp.range.end?.line !== 'number') continue;
    const d = published.find((p) => p.ruleId === lsp.code && sameRange(source.toRange(p.range), lsp.range));
    if (!d) continue;
    const action = (change: Change): CodeAction => ({
      title: change.message,
      kind: CodeActionKind.QuickFix,
      diagnostics: [lsp],
      edit: { changes: { [uri]: realignedEdits(source, change.edits) } },
    });
    if (d.fix) out.push({ ...action(d.fix), isPreferred: true });
    for (const s of d.suggestions ?? []) out.push(action(s));
    if (UNSUPPRESSIBLE_RULE_IDS.has(d.ruleId)) continue;
    const line = lines[d.range.start.line - 1] ?? '';
    const indent = /^[ \t]*/.exec(line)?.[0] ?? '';
    const at = source.toPosition({ line: d.range.start.line, column: 1 });
    out.push({
      title: `Silence ${d.ruleId} on this line (harness-lint-ignore)`,
      kind: CodeActionKind.QuickFix,
      diagnostics: [lsp],
      edit: { changes: { [uri]: [{ range: { start: at, end: at }, newText: `${indent}# harness-lint-ignore: ${d.ruleId} -- reason\n` }] } },
    });
  }
  return out;
}
