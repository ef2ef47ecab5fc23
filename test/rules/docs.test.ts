// Every rule has a documentation page, and every page documents a rule (README.md is the
// catalogue of them all, test/docs/rules-catalogue.test.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allRules } from '../../src/rules/index.js';
import { HOMEPAGE } from '../../src/diagnostics/rule-url.js';

const DOCS = join(import.meta.dirname, '..', '..', 'docs', 'rules');
const pages = readdirSync(DOCS)
  .filter((f) => f.endsWith('.md') && f !== 'README.md')
  .map((f) => f.slice(0, -3));
const ids = allRules.map((r) => r.meta.id);

describe('docs/rules', () => {
  it('has no two rules with the same id', () => {
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('has a page for every rule', () => {
    expect(ids.filter((id) => !pages.includes(id))).toEqual([]);
  });

  it("is where each rule's meta says its page is", () => {
    expect(allRules.filter((r) => r.meta.url !== `${HOMEPAGE}/blob/main/docs/rules/${r.meta.id}.md`).map((r) => r.meta.id)).toEqual([]);
  });

  it('has no page without a rule', () => {
    expect(pages.filter((p) => !ids.includes(p))).toEqual([]);
  });

  it.each(ids)('%s: page starts with its id and states the registered severity', (id) => {
    const text = readFileSync(join(DOCS, `${id}.md`), 'utf8');
    const severity = allRules.find((r) => r.meta.id === id)!.meta.severity;
    expect(text.startsWith(`# ${id}\n`)).toBe(true);
    expect(text).toContain(`**Severity:** ${severity}`);
  });

  it("docs/fixes.md's table lists exactly the rules whose meta says they fix or suggest, in those columns", () => {
    const fixes = readFileSync(join(DOCS, '..', 'fixes.md'), 'utf8');
    const rows = fixes.split('\n').filter((l) => /^\| `/.test(l));
    const listed = rows.flatMap((row) => {
      const [names, fix, suggestion] = row.split('|').slice(1, -1);
      return [...names.matchAll(/`([a-z0-9-]+)`/g)].map((m) => [m[1], fix.trim() !== '', suggestion.trim() !== '']);
    });
    const offering = allRules.filter((r) => r.meta.fixable || r.meta.hasSuggestions);
    expect(listed.sort()).toEqual(offering.map((r) => [r.meta.id, r.meta.fixable === true, r.meta.hasSuggestions === true]).sort());
  });

  it.each(ids)('%s: page says whether --fix fixes it and what it suggests, as its meta does', (id) => {
    const text = readFileSync(join(DOCS, `${id}.md`), 'utf8');
    const { fixable, hasSuggestions } = allRules.find((r) => r.meta.id === id)!.meta;
    expect({ fixable: text.includes('\n**Fixable:** '), suggests: text.includes('\n**Suggestions:** ') }).toEqual({
      fixable: fixable === true,
      suggests: hasSuggestions === true,
    });
  });

  it('pages of the lock-file, global-config, cross-file and environment rules have a failing and a passing example, what they catch, why, and the spec', () => {
    for (const { meta } of allRules.filter((r) => ['lock', 'global', 'cross-file', 'env'].includes(r.meta.group))) {
      const text = readFileSync(join(DOCS, `${meta.id}.md`), 'utf8');
      for (const section of ['## What it catches', '## Why', '## Failing', '## Passing', '## Spec']) expect(text, `${meta.id} ${section}`).toContain(section);
    }
  });
});
