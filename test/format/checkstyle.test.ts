import { describe, expect, it } from 'vitest';
import { parseCheckstyle } from 'danger-plugin-lint-report/dist/parse/checkstyle_parser.js';
import { xml2js } from 'xml-js';
import type { Diagnostic } from '../../src/diagnostics/diagnostic.js';
import { formatCheckstyle } from '../../src/format/checkstyle.js';
import { formatInput, policyConflict as conflict, range as r } from '../support/format-input.js';
import { xmllint } from '../support/xmllint.js';
import { tempDir } from '../support/temp-dir.js';

// danger-plugin-lint-report, a pull-request bot that reads Checkstyle reports, resolves file
// names against a root folder on disk: an empty one leaves them as written.
const root = tempDir('hl-checkstyle-');

/** What the consumer reads from a report: file, line, column, severity and message of each violation. */
function consumed(xml: string) {
  return parseCheckstyle(xml2js(xml) as Parameters<typeof parseCheckstyle>[0], root);
}

const lockWarning: Diagnostic = {
  ruleId: 'lock-unused',
  severity: 'warning',
  message: "provider 'x' is locked but unused",
  file: '.agent/agent.lock.hcl',
  range: r(3, 1, 3, 20),
};

describe('checkstyle', () => {
  it('writes the exact report: a <file> per file with diagnostics, in order, then the clean ones', async () => {
    const xml = formatCheckstyle(formatInput([conflict, lockWarning], { files: ['agent.hcl', '.agent/agent.lock.hcl', 'global.hcl'] }));
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<checkstyle version="4.3">',
        '  <file name="agent.hcl">',
        '    <error line="7" column="3" severity="error" message="policies &quot;a&quot; &amp; &quot;b&quot; match &lt;the same&gt; calls" source="harness-lint.policy-conflict"/>',
        '  </file>',
        '  <file name=".agent/agent.lock.hcl">',
        '    <error line="3" column="1" severity="warning" message="provider &apos;x&apos; is locked but unused" source="harness-lint.lock-unused"/>',
        '  </file>',
        '  <file name="global.hcl"/>',
        '</checkstyle>',
        '',
      ].join('\n'),
    );
    expect(await xmllint(xml)).toEqual({ valid: true, errors: [] });
    expect(consumed(xml)).toEqual([
      { file: 'agent.hcl', line: 7, column: 3, severity: 'error', message: 'policies "a" & "b" match <the same> calls' },
      { file: '.agent/agent.lock.hcl', line: 3, column: 1, severity: 'warning', message: "provider 'x' is locked but unused" },
    ]);
  });

  it('a clean run is a valid report with its files and no errors', async () => {
    const xml = formatCheckstyle(formatInput([]));
    expect(xml).toBe('<?xml version="1.0" encoding="UTF-8"?>\n<checkstyle version="4.3">\n  <file name="agent.hcl"/>\n</checkstyle>\n');
    expect(await xmllint(xml)).toEqual({ valid: true, errors: [] });
    expect(consumed(xml)).toEqual([]);
  });

  it('checkout-controlled file names and messages stay well-formed XML 1.0: controls, unpaired surrogates and U+FFFF are shown escaped', async () => {
    const file = 'we"ird<&>\u0000\u001b[31m\u2028\u202e.hcl';
    const message = 'bad \ud800 \udc00 \uffff \u0007 \u009b tab\there\nnext';
    const xml = formatCheckstyle(formatInput([{ ...lockWarning, file, message }], { files: [file] }));
    expect(await xmllint(xml)).toEqual({ valid: true, errors: [] });
    expect(consumed(xml)).toEqual([
      {
        file: 'we"ird<&>\\x00\\x1b[31m\\u2028\\u202e.hcl',
        line: 3,
        column: 1,
        severity: 'warning',
        message: 'bad \\ud800 \\udc00 \\uffff \\x07 \\x9b tab\\there\\nnext',
      },
    ]);
  });

  it('the well-formedness check can fail: a raw ESC is not XML 1.0', async () => {
    const xml = formatCheckstyle(formatInput([lockWarning])).replace('unused', 'unused\u001b');
    expect((await xmllint(xml)).valid).toBe(false);
  });
});
