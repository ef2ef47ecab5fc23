// SARIF's fullDescription and help come from the rule pages, read from the package's docs/
// only on a run that writes SARIF (a plain lint reads no page).
import { readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadRuleDocs, ruleDoc } from '../../src/cli/rule-docs.js';
import { ruleUrl } from '../../src/diagnostics/rule-url.js';
import { allRules } from '../../src/rules/index.js';
import { validateSarif } from '../support/sarif-schema.js';
import { ROOT, runCli } from './run-cli.js';
import { tempDir } from '../support/temp-dir.js';

const scratch = tempDir('hl-rule-docs-');

const PAGE = `# some-rule

**Severity:** error · **Group:** agent.hcl

## What it catches

A \`policy\` block that
matches **nothing**, see [the other rule](other-rule.md).

## Why

- one reason,
  wrapped;
- another.

## Failing

\`\`\`hcl
policy "p" {}
\`\`\`
`;

describe('rule docs for SARIF', () => {
  it('a page gives its "What it catches" as fullDescription and the page as help, links to sibling pages made absolute', () => {
    expect(ruleDoc(PAGE)).toEqual({
      fullDescription: {
        text: 'A policy block that matches nothing, see the other rule.',
        markdown: 'A `policy` block that\nmatches **nothing**, see [the other rule](other-rule.md).',
      },
      help: {
        text: 'A policy block that matches nothing, see the other rule.\n\n- one reason, wrapped;\n- another.',
        markdown: PAGE.replace('# some-rule\n\n', '')
          .replace('(other-rule.md)', `(${ruleUrl('other-rule')})`)
          .trim(),
      },
    });
  });

  it('a page without "What it catches" gives nothing', () => {
    expect(ruleDoc('# x\n\n## Why\n\nbecause\n')).toBeUndefined();
  });

  it("every registered rule has its page's docs", () => {
    const ids = allRules.map((r) => r.meta.id);
    const docs = loadRuleDocs(ids);
    expect(ids.filter((id) => !docs.has(id))).toEqual([]);
    const page = readFileSync(join(ROOT, 'docs', 'rules', 'policy-conflict.md'), 'utf8');
    expect(docs.get('policy-conflict')).toEqual(ruleDoc(page));
  });

  it('the built CLI reads the pages of the rules its results use, for SARIF only, and its SARIF describes exactly those', () => {
    const reads = join(scratch, 'reads.json');
    const hook = join(scratch, 'hook.cjs');
    writeFileSync(
      hook,
      `const fs = require('node:fs');
const seen = [];
const read = fs.readFileSync;
fs.readFileSync = function (path, ...rest) { if (typeof path === 'string' && path.includes('docs/rules/')) seen.push(path); return read.call(this, path, ...rest); };
process.on('exit', () => fs.writeFileSync(${JSON.stringify(reads)}, JSON.stringify(seen)));
`,
    );
    const run = (format: string) => {
      const r = runCli(['examples/agent.hcl', '--no-plugins', '--format', format], { cwd: ROOT, nodeArgs: ['-r', hook] });
      expect(r.stderr).toBe('');
      return { stdout: r.stdout, pages: JSON.parse(readFileSync(reads, 'utf8')) as string[] };
    };
    expect(run('stylish').pages).toEqual([]);
    const sarif = run('sarif');
    const log = JSON.parse(sarif.stdout);
    expect(validateSarif(log), JSON.stringify(validateSarif.errors)).toBe(true);
    const used = [...new Set((log.runs[0].results as { ruleId: string }[]).map((r) => r.ruleId))];
    expect(used.length).toBeGreaterThan(0);
    const rules = log.runs[0].tool.driver.rules as { id: string; fullDescription?: unknown; help?: { text: string; markdown: string } }[];
    expect(rules.map((r) => r.id).sort()).toEqual(used.sort());
    expect(sarif.pages.map((page) => basename(page, '.md')).sort()).toEqual(used.sort());
    expect(rules.filter((r) => r.fullDescription === undefined || r.help === undefined).map((r) => r.id)).toEqual([]);
  });
});
