// schema/harness-lint-report.schema.json describes every JSON report the CLI writes: each
// recorded json.txt (the conformance cases, the example, the CLI fixtures; fixes and
// suggestions included) validates, and a field the schema does not know fails.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';

const schema = JSON.parse(readFileSync(fileURLToPath(new URL('../../schema/harness-lint-report.schema.json', import.meta.url)), 'utf8'));
const RECORDED = fileURLToPath(new URL('../golden/outputs', import.meta.url));
const reports = (readdirSync(RECORDED, { recursive: true }) as string[]).filter((p) => p.endsWith('json.txt'));
const validate = new Ajv({ allErrors: true, strict: true }).compile(schema);

describe('schema/harness-lint-report.schema.json', () => {
  it('validates every recorded JSON report, with fixes and suggestions among them', () => {
    expect(reports.length).toBeGreaterThan(50);
    const docs = reports.map((p) => JSON.parse(readFileSync(join(RECORDED, p), 'utf8')));
    const invalid = reports.filter((_, i) => !validate(docs[i]));
    expect(invalid).toEqual([]);
    expect(docs.some((d) => d.diagnostics.some((x: { fix?: unknown; fixMessage?: unknown }) => x.fix && x.fixMessage))).toBe(true);
  });

  it('refuses a field it does not describe, a fix without edits, and a fix title without a fix', () => {
    const doc = JSON.parse(readFileSync(join(RECORDED, reports[0]), 'utf8'));
    const at = { start: { line: 1, column: 1 }, end: { line: 1, column: 2 } };
    const d = { ruleId: 'r', severity: 'error', message: 'm', file: 'agent.hcl', range: at };
    expect(
      validate({
        ...doc,
        diagnostics: [{ ...d, fix: [{ range: at, text: 'x' }], fixMessage: 'f', suggestions: [{ message: 's', edits: [{ range: at, text: 'y' }] }] }],
      }),
    ).toBe(true);
    expect(validate({ ...doc, diagnostics: [{ ...d, fix: [] }] })).toBe(false);
    expect(validate({ ...doc, diagnostics: [{ ...d, fixMessage: 'f' }] })).toBe(false);
    expect(validate({ ...doc, diagnostics: [{ ...d, output: 'x' }] })).toBe(false);
  });
});
