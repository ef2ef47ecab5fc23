// Every rule has its own RuleTester file, test/rules/by-id/<id>.test.ts (issue 12 part 6), with
// at least one invalid case (testRule checks that). The plugin host's findings need a plugin
// binary and are tested in test/faults, test/plugin-host and test/conformance. A new rule
// comes with its file.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allRules } from '../../src/rules/index.js';

const hasFile = (id: string) => existsSync(join(import.meta.dirname, 'by-id', `${id}.test.ts`));

describe('test/rules/by-id', () => {
  const ids = allRules.filter((r) => r.meta.emittedBy !== 'plugin-host').map((r) => r.meta.id);

  it('has a file for every rule', () => {
    expect(ids.filter((id) => !hasFile(id))).toEqual([]);
  });
});
