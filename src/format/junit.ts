// JUnit XML (what GitLab's test reports and Jenkins' JUnit plugin read), in the shape of the
// schema Jenkins' xUnit plugin validates: one <testsuite> per file, one failed <testcase> per
// diagnostic (warnings too: `type` says which), and one passing test case for a file linted
// clean, so it shows as passed. No timestamps or host names: the same input gives the same bytes.
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import type { FormatInput } from './index.js';
import { byFile, escapeXml, XML_DECLARATION, xmlAttributes } from './xml.js';

/** The failure's body: the compact line, then the related places and the notes. */
function details(d: Diagnostic): string {
  const at = (file: string, { line, column }: { line: number; column: number }) => `${escapeXml(file)}:${line}:${column}`;
  const lines = [`${at(d.file, d.range.start)}: ${d.severity}: ${escapeXml(d.message)} [${escapeXml(d.ruleId)}]`];
  for (const r of d.related ?? []) lines.push(`  note: ${at(r.file, r.range.start)}: ${escapeXml(r.message)}`);
  for (const n of d.notes ?? []) lines.push(`  note: ${escapeXml(n)}`);
  return lines.join('\n');
}

function testCase(d: Diagnostic): string[] {
  const { line, column } = d.range.start;
  return [
    `    <testcase ${xmlAttributes([
      ['name', `${d.ruleId} at ${line}:${column}`],
      ['classname', d.file],
      ['time', '0'],
    ])}>`,
    `      <failure ${xmlAttributes([
      ['type', d.severity],
      ['message', d.message],
    ])}>${details(d)}</failure>`,
    '    </testcase>',
  ];
}

export function formatJunit(input: FormatInput): string {
  const suites: string[] = [];
  let tests = 0;
  for (const [file, diagnostics] of byFile(input)) {
    const count = Math.max(diagnostics.length, 1);
    tests += count;
    suites.push(
      `  <testsuite ${xmlAttributes([
        ['name', file],
        ['tests', count],
        ['failures', diagnostics.length],
        ['errors', 0],
        ['skipped', 0],
        ['time', '0'],
      ])}>`,
    );
    if (diagnostics.length === 0)
      suites.push(
        `    <testcase ${xmlAttributes([
          ['name', input.tool.name],
          ['classname', file],
          ['time', '0'],
        ])}/>`,
      );
    for (const d of diagnostics) for (const line of testCase(d)) suites.push(line);
    suites.push('  </testsuite>');
  }
  const root = xmlAttributes([
    ['name', input.tool.name],
    ['tests', tests],
    ['failures', input.diagnostics.length],
    ['errors', 0],
    ['time', '0'],
  ]);
  return [XML_DECLARATION, `<testsuites ${root}>`, ...suites, '</testsuites>'].join('\n') + '\n';
}
