// HashiCorp's implementation-agnostic HCL spec suite (copied into test/fixtures/hcl/specsuite):
// same accept/reject, every diagnostic at the same range, and the same decoded values.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from '../../src/hcl/index.js';
import { evaluateLiteral } from '../support/hcl-value.js';
import { closeTo, decodeWithSpec, readExpectation } from './support/hcldec.js';

const root = fileURLToPath(new URL('../fixtures/hcl/specsuite', import.meta.url));

function* hclFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* hclFiles(path);
    else if (name.endsWith('.hcl') && existsSync(path.slice(0, -4) + '.t')) yield path;
  }
}

const cases = [...hclFiles(root)];

describe('HCL spec suite', () => {
  it('has the suite copied in', () => {
    expect(cases.length).toBe(15);
  });

  for (const file of cases) {
    const name = relative(root, file);
    it(name, () => {
      const base = file.slice(0, -4);
      const expected = readExpectation(readFileSync(base + '.t', 'utf8'));
      const parsed = parse(readFileSync(file));
      let actual: { range: { start: { line: number; column: number; offset: number }; end: { line: number; column: number; offset: number } } }[] =
        parsed.diagnostics;
      let value = null as ReturnType<typeof decodeWithSpec>['value'];
      if (parsed.diagnostics.length === 0) {
        const decoded = decodeWithSpec(readFileSync(base + '.hcldec', 'utf8'), parsed.file.body);
        actual = decoded.diagnostics;
        value = decoded.value;
      }
      const ranges = (list: typeof actual) =>
        list
          .map((d) => [d.range.start.line, d.range.start.column, d.range.start.offset, d.range.end.line, d.range.end.column, d.range.end.offset])
          .sort((a, b) => a[0] - b[0] || a[1] - b[1]);
      const want = expected.diagnostics
        .map((d) => [d.from.line, d.from.column, d.from.byte, d.to.line, d.to.column, d.to.byte])
        .sort((a, b) => a[0] - b[0] || a[1] - b[1]);
      expect(ranges(actual)).toEqual(want);
      if (expected.result !== undefined) {
        const result = evaluateLiteral(expected.result);
        if (!result.ok) throw new Error(`result in .t does not evaluate: ${result.message}`);
        if (!closeTo(value, result.value)) expect(value).toEqual(result.value);
      }
    });
  }
});
