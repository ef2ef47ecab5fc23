// The JSON document of DESIGN.md "JSON format": a stable, versioned schema for tools.
import type { Diagnostic, Pos, Range, RelatedInfo, TextEdit } from '../diagnostics/diagnostic.js';
import type { FormatInput } from './index.js';

interface JsonPos {
  line: number;
  column: number;
}

interface JsonRange {
  start: JsonPos;
  end: JsonPos;
}

// Explicit copies fix the key order and keep internal fields (byte offsets) out of the schema.
function pos(p: Pos): JsonPos {
  return { line: p.line, column: p.column };
}

function range(r: Range): JsonRange {
  return { start: pos(r.start), end: pos(r.end) };
}

function related(r: RelatedInfo) {
  return { file: r.file, range: range(r.range), message: r.message };
}

function edit(e: TextEdit) {
  return { range: range(e.range), text: e.text };
}

function diagnostic(d: Diagnostic) {
  const out: Record<string, unknown> = { ruleId: d.ruleId, severity: d.severity, message: d.message, file: d.file, range: range(d.range) };
  if (d.related && d.related.length > 0) out.related = d.related.map(related);
  if (d.notes && d.notes.length > 0) out.notes = [...d.notes];
  if (d.fix && d.fix.edits.length > 0) {
    // Version 1 made `fix` a list of edits, so its title is a field beside it.
    out.fix = d.fix.edits.map(edit);
    out.fixMessage = d.fix.message;
  }
  if (d.suggestions && d.suggestions.length > 0) out.suggestions = d.suggestions.map((s) => ({ message: s.message, edits: s.edits.map(edit) }));
  return out;
}

export function formatJson(input: FormatInput): string {
  let errors = 0;
  let warnings = 0;
  for (const d of input.diagnostics) {
    if (d.severity === 'error') errors++;
    else warnings++;
  }
  const doc = {
    version: 1,
    tool: { name: input.tool.name, version: input.tool.version },
    files: [...input.files],
    diagnostics: input.diagnostics.map(diagnostic),
    summary: { errors, warnings },
    ...(input.notices && input.notices.length > 0 ? { notices: [...input.notices] } : {}),
  };
  return JSON.stringify(doc, null, 2) + '\n';
}
