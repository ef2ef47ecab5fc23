// The outline of a file: its blocks (type and labels) with nested blocks and attributes.
import { SymbolKind, type DocumentSymbol } from 'vscode-languageserver';
import type { Body } from '../hcl/ast.js';
import { blockHeaderRange } from '../hcl/schema-decode.js';
import type { SourceText } from './positions.js';

/** Bounded so a pathological file (100,000 nested blocks) cannot make an outline of the same depth. */
export const MAX_DEPTH = 32;

export function documentSymbols(body: Body, source: SourceText, depth = 0): DocumentSymbol[] {
  const out: DocumentSymbol[] = [];
  for (const item of body.items) {
    if (item.kind === 'attribute') {
      out.push({ name: item.name, kind: SymbolKind.Property, range: source.toRange(item.range), selectionRange: source.toRange(item.nameRange) });
      continue;
    }
    const labels = item.labels.map((l) => JSON.stringify(l.value)).join(' ');
    out.push({
      name: labels ? `${item.type} ${labels}` : item.type,
      kind: depth === 0 ? SymbolKind.Module : SymbolKind.Struct,
      range: source.toRange(item.range),
      selectionRange: source.toRange(blockHeaderRange(item)),
      children: depth + 1 < MAX_DEPTH ? documentSymbols(item.body, source, depth + 1) : [],
    });
  }
  return out;
}
