// Finished diagnostics as LSP diagnostics: code = rule id with a link to its page, source
// "harness-lint", the CLI's message with its notes on the lines after it (editors show them),
// `related` as relatedInformation. Ranges are converted with the text the diagnostic was
// computed from (the open version, or the file on disk).
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { DiagnosticSeverity, type Diagnostic as LspDiagnostic, type Range as LspRange } from 'vscode-languageserver';
import { messageWithNotes, type Diagnostic, type Range } from '../diagnostics/diagnostic.js';
import { ruleUrl } from '../diagnostics/rule-url.js';
import { SourceText, type PositionEncoding } from './positions.js';

export const SOURCE = 'harness-lint';

/** Finds each file's text once: `open` for what the editor has open, else the file on disk. */
export class TextsOf {
  private readonly disk = new Map<string, SourceText | null>();

  constructor(
    private readonly open: (path: string) => SourceText | undefined,
    private readonly encoding: PositionEncoding,
  ) {}

  get(path: string): SourceText | null {
    const open = this.open(path);
    if (open) return open;
    if (!this.disk.has(path)) {
      let text: SourceText | null = null;
      try {
        text = new SourceText(readFileSync(path, 'utf8'), this.encoding);
      } catch {
        // Gone since the lint: positions fall back to columns as characters.
      }
      this.disk.set(path, text);
    }
    return this.disk.get(path) ?? null;
  }

  range(path: string, range: Range): LspRange {
    const text = this.get(path);
    if (!text)
      return { start: { line: range.start.line - 1, character: range.start.column - 1 }, end: { line: range.end.line - 1, character: range.end.column - 1 } };
    return text.toRange(range);
  }
}

export function toLspDiagnostic(d: Diagnostic, texts: TextsOf): LspDiagnostic {
  const out: LspDiagnostic = {
    range: texts.range(d.file, d.range),
    severity: d.severity === 'error' ? DiagnosticSeverity.Error : DiagnosticSeverity.Warning,
    code: d.ruleId,
    codeDescription: { href: ruleUrl(d.ruleId) },
    source: SOURCE,
    message: messageWithNotes(d),
  };
  if (d.related && d.related.length > 0) {
    out.relatedInformation = d.related.map((r) => ({ location: { uri: pathToFileURL(r.file).href, range: texts.range(r.file, r.range) }, message: r.message }));
  }
  return out;
}
