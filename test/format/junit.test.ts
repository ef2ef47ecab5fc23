import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../src/diagnostics/diagnostic.js';
import { formatJunit } from '../../src/format/junit.js';
import { formatInput, policyConflict as conflict, range as r } from '../support/format-input.js';
import { xmllint } from '../support/xmllint.js';

/** The JUnit schema Jenkins' xUnit plugin validates reports against (test/fixtures/junit/README.md). */
const SCHEMA = readFileSync(new URL('../fixtures/junit/jenkins-junit-4.xsd', import.meta.url), 'utf8');

const retries: Diagnostic = {
  ruleId: 'numeric-range',
  severity: 'warning',
  message: 'max_retries is out of range',
  file: 'agent.hcl',
  range: r(12, 17, 12, 20),
};

describe('junit', () => {
  it('writes the exact report: a suite per file, a failed case per diagnostic, a passing case per clean file', async () => {
    const xml = formatJunit(formatInput([conflict, retries], { files: ['agent.hcl', 'global.hcl'] }));
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<testsuites name="harness-lint" tests="3" failures="2" errors="0" time="0">',
        '  <testsuite name="agent.hcl" tests="2" failures="2" errors="0" skipped="0" time="0">',
        '    <testcase name="policy-conflict at 7:3" classname="agent.hcl" time="0">',
        '      <failure type="error" message="policies &quot;a&quot; &amp; &quot;b&quot; match &lt;the same&gt; calls">agent.hcl:7:3: error: policies &quot;a&quot; &amp; &quot;b&quot; match &lt;the same&gt; calls [policy-conflict]',
        '  note: agent.hcl:2:1: policy &quot;a&quot;</failure>',
        '    </testcase>',
        '    <testcase name="numeric-range at 12:17" classname="agent.hcl" time="0">',
        '      <failure type="warning" message="max_retries is out of range">agent.hcl:12:17: warning: max_retries is out of range [numeric-range]</failure>',
        '    </testcase>',
        '  </testsuite>',
        '  <testsuite name="global.hcl" tests="1" failures="0" errors="0" skipped="0" time="0">',
        '    <testcase name="harness-lint" classname="global.hcl" time="0"/>',
        '  </testsuite>',
        '</testsuites>',
        '',
      ].join('\n'),
    );
    expect(await xmllint(xml, SCHEMA)).toEqual({ valid: true, errors: [] });
  });

  it('a clean run is a valid report whose files passed', async () => {
    const xml = formatJunit(formatInput([]));
    expect(xml).toContain('<testsuites name="harness-lint" tests="1" failures="0" errors="0" time="0">');
    expect(await xmllint(xml, SCHEMA)).toEqual({ valid: true, errors: [] });
  });

  it('checkout-controlled file names and messages stay valid XML 1.0: controls, unpaired surrogates and U+FFFF are shown escaped', async () => {
    const file = 'we"ird<&>\u0000\u001b[31m\u2028\u202e.hcl';
    const message = 'bad \ud800 \udc00 \uffff \u0007 \u009b\nnext ]]> end';
    const xml = formatJunit(formatInput([{ ...retries, file, message }], { files: [file] }));
    expect(await xmllint(xml, SCHEMA)).toEqual({ valid: true, errors: [] });
    expect(xml).toContain(
      '<failure type="warning" message="bad \\ud800 \\udc00 \\uffff \\x07 \\x9b\\nnext ]]&gt; end">we&quot;ird&lt;&amp;&gt;\\x00\\x1b[31m\\u2028\\u202e.hcl:12:17: warning: bad \\ud800 \\udc00 \\uffff \\x07 \\x9b\\nnext ]]&gt; end [numeric-range]</failure>',
    );
  });

  it('the schema check can fail: a test case without a name is rejected', async () => {
    const xml = formatJunit(formatInput([retries])).replace('name="numeric-range at 12:17" ', '');
    expect((await xmllint(xml, SCHEMA)).valid).toBe(false);
  });

  it("lists a finding's notes in the failure's body, after its related places", async () => {
    const xml = formatJunit(formatInput([{ ...conflict, notes: ['the kernel <refuses> it'] }], { files: ['agent.hcl'] }));
    expect(xml).toContain('  note: agent.hcl:2:1: policy &quot;a&quot;\n  note: the kernel &lt;refuses&gt; it</failure>');
    expect(await xmllint(xml, SCHEMA)).toEqual({ valid: true, errors: [] });
  });
});
