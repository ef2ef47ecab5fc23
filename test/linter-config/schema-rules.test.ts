// The schema lists rule ids so editors can complete them; the registry is the truth.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { allRules } from '../../src/rules/index.js';

const schema = JSON.parse(readFileSync(fileURLToPath(new URL('../../schema/harness-lintrc.schema.json', import.meta.url)), 'utf8'));
const listed = schema.properties.rules.properties as Record<string, { description: string; enum: string[] }>;

describe('schema/harness-lintrc.schema.json', () => {
  it('lists every registered rule id', () => {
    const missing = allRules.map((r) => r.meta.id).filter((id) => !Object.hasOwn(listed, id));
    expect(missing).toEqual([]);
  });

  it("states each registered rule's default severity", () => {
    for (const { meta } of allRules) {
      if (!Object.hasOwn(listed, meta.id) || listed[meta.id].enum.length === 1) continue;
      const expected = meta.optIn ? 'Default: off (opt-in).' : `Default: ${meta.severity}.`;
      expect(listed[meta.id].description, meta.id).toContain(expected);
    }
  });
});
