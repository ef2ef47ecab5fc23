// docs/rules/README.md is generated from the registry by scripts/rules-catalogue.mjs; the
// committed file must be what the generator makes of allRules today.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allRules } from '../../src/rules/index.js';
import { CATALOGUE_COMMAND, CATALOGUE_PATH, renderCatalogue } from '../../scripts/rules-catalogue.mjs';

const ROOT = join(import.meta.dirname, '..', '..');
const catalogue = renderCatalogue(allRules);

describe(CATALOGUE_PATH, () => {
  it('is the catalogue generated from allRules', () => {
    expect(readFileSync(join(ROOT, CATALOGUE_PATH), 'utf8'), `${CATALOGUE_PATH} is out of date: run \`${CATALOGUE_COMMAND}\``).toBe(catalogue);
  });

  it('lists every rule once, linked to its page, with its default severity', () => {
    const rows = [...catalogue.matchAll(/^\| \[`([a-z0-9-]+)`\]\(([^)]+)\) \| ([^|]+) \|/gm)].map(([, id, link, severity]) => [id, link, severity]);
    expect(rows).toEqual(expect.arrayContaining(allRules.map(({ meta }) => [meta.id, `${meta.id}.md`, meta.optIn ? 'off (opt-in)' : meta.severity])));
    expect(rows).toHaveLength(allRules.length);
  });

  it('puts every rule under a heading naming its group', () => {
    for (const section of catalogue.split(/^## /m).slice(1)) {
      const group = /^Group `([a-z-]+)`\./m.exec(section)![1];
      const ids = [...section.matchAll(/^\| \[`([a-z0-9-]+)`\]/gm)].map((m) => m[1]);
      expect(ids, group).toEqual(allRules.filter((r) => r.meta.group === group).map((r) => r.meta.id));
    }
  });
});
