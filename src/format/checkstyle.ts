// Checkstyle's XML report (what Jenkins' Warnings Next Generation and many review bots read):
// one <file> per file, in the diagnostics' order, then the files linted clean; one <error> per
// diagnostic at its start line and column. `source` is `harness-lint.<ruleId>`: consumers take
// the part after the last dot as the check's name, as with ESLint's `eslint.rules.<id>`.
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { FormatInput } from './index.js';
import { byFile, XML_DECLARATION, xmlAttributes } from './xml.js';

/** The Checkstyle report version ESLint's formatter writes and consumers test against. */
const CHECKSTYLE_VERSION = '4.3';

function error(d: Diagnostic): string {
  const { line, column } = d.range.start;
  return `    <error ${xmlAttributes([
    ['line', line],
    ['column', column],
    ['severity', d.severity],
    ['message', d.message],
    ['source', `harness-lint.${d.ruleId}`],
  ])}/>`;
}

export function formatCheckstyle(input: FormatInput): string {
  const out = [XML_DECLARATION, `<checkstyle ${xmlAttributes([['version', CHECKSTYLE_VERSION]])}>`];
  for (const [file, diagnostics] of byFile(input)) {
    if (diagnostics.length === 0) {
      out.push(`  <file ${xmlAttributes([['name', file]])}/>`);
      continue;
    }
    out.push(`  <file ${xmlAttributes([['name', file]])}>`);
    for (const d of diagnostics) out.push(error(d));
    out.push('  </file>');
  }
  out.push('</checkstyle>');
  return out.join('\n') + '\n';
}
