// For every conformance case, the diagnostics the language server publishes equal the CLI's
// JSON diagnostics: rule id, message, severity and range (UTF-32 positions are the CLI's
// code-point columns, 0-based), file by file, with the cases' linter config and no plugins.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCase } from '../conformance/run-case.js';
import { fileUri, startLsp, type LspChild } from './support/lsp-child.js';

const CASES = join(import.meta.dirname, '..', 'conformance', 'cases');
const LINTER_CONFIG = join(import.meta.dirname, '..', 'conformance', 'linter-config.json');
const cases = readdirSync(CASES, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name)
  .sort();

interface Full {
  ruleId: string;
  severity: string;
  message: string;
  notes?: string[];
  file: string;
  range: { start: { line: number; column: number }; end: { line: number; column: number } };
}

let lsp: LspChild;
beforeAll(async () => {
  lsp = await startLsp({ initializationOptions: { plugins: false, debounceMs: 0, config: LINTER_CONFIG }, positionEncodings: ['utf-32'] });
});
afterAll(async () => {
  expect(await lsp.stop()).toBe(0);
});

describe('server diagnostics equal the CLI JSON diagnostics', () => {
  it('has cases', () => expect(cases.length).toBeGreaterThan(60));

  it.each(cases)('%s', async (name) => {
    const dir = join(CASES, name);
    const cli = runCase(dir).diagnostics as unknown as Full[];
    const files = ['agent.hcl', join('.agent', 'agent.lock.hcl'), 'global.hcl'].filter((f) => existsSync(join(dir, f)));
    await lsp.connection.sendNotification('workspace/didChangeConfiguration', { settings: { globalConfig: join(dir, 'global.hcl') } });
    // agent.hcl last: the lint its opening starts publishes to every open file of the case, agent.hcl first.
    for (const f of [...files.slice(1), files[0]]) lsp.open(fileUri(join(dir, f)), readFileSync(join(dir, f), 'utf8'));
    const start = lsp.published.length;
    let after = start;
    for (const f of files) {
      const uri = fileUri(join(dir, f));
      const found = await lsp.diagnostics(uri, () => true, f === 'agent.hcl' ? start : after);
      if (f === 'agent.hcl') after = lsp.published.indexOf(found);
      const expected = cli
        .filter((d) => d.file === f)
        .map((d) => ({
          code: d.ruleId,
          severity: d.severity === 'error' ? 1 : 2,
          // The editor shows the notes on the lines after the message.
          message: [d.message, ...(d.notes ?? [])].join('\n'),
          range: {
            start: { line: d.range.start.line - 1, character: d.range.start.column - 1 },
            end: { line: d.range.end.line - 1, character: d.range.end.column - 1 },
          },
        }));
      expect({ file: f, diagnostics: found.diagnostics.map((d) => ({ code: d.code, severity: d.severity, message: d.message, range: d.range })) }).toEqual({
        file: f,
        diagnostics: expected,
      });
    }
    for (const f of files) lsp.close(fileUri(join(dir, f)));
  });
});
