// docs/formats.md shows what each output format prints for its example project: each example is
// the built CLI's output for that project, byte for byte (SARIF: its first result), and every
// format the CLI has is shown.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatNames } from '../../src/format/index.js';
import { ROOT, runCli } from '../cli/run-cli.js';
import { tempDirPerFile } from '../support/temp-dir.js';

const doc = readFileSync(join(ROOT, 'docs', 'formats.md'), 'utf8');
const sections = new Map(doc.split(/^## /m).map((s) => [s.slice(0, s.indexOf('\n')), s] as const));

/** The first fenced block of the section headed `## heading`. */
function firstBlock(heading: string): string {
  const section = sections.get(heading);
  expect(section, `docs/formats.md has a section "## ${heading}"`).toBeDefined();
  const block = /^```\w*\n([\s\S]*?)^```$/m.exec(section!)?.[1];
  expect(block, `"## ${heading}" shows an example`).toBeDefined();
  return block!;
}

const project = tempDirPerFile('harness-lint-formats-doc-');
function lintExample(format: string) {
  writeFileSync(join(project(), 'agent.hcl'), firstBlock('The example'));
  return runCli(['--no-plugins', '-f', format, '--', 'agent.hcl'], { cwd: project() });
}

describe('docs/formats.md', () => {
  it.each(formatNames.filter((name) => name !== 'sarif'))('%s: the example is what the CLI prints', (format) => {
    const run = lintExample(format);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(1);
    expect(firstBlock(format)).toBe(run.stdout);
  });

  it("sarif: the example is the CLI's first result", () => {
    const run = lintExample('sarif');
    expect(run.status).toBe(1);
    const log = JSON.parse(run.stdout) as { runs: { results: unknown[] }[] };
    expect(JSON.parse(firstBlock('sarif'))).toEqual(log.runs[0].results[0]);
  });
});
