// The README stays short and leads to everything else: its Quick start keeps the two commands
// CI and newcomers run, and its list of documents names every document of docs/.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../cli/run-cli.js';

const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
const section = (heading: string) => readme.split(/^## /m).find((s) => s.startsWith(`${heading}\n`)) ?? '';

describe('README.md', () => {
  it('is at most 150 lines', () => {
    expect(readme.split('\n').length - 1).toBeLessThanOrEqual(150);
  });

  it('starts newcomers with npm start and npm test', () => {
    expect(section('Quick start')).toContain('```sh\nnpm ci && npm start\nnpm ci && npm test\n```');
  });

  it('lists every document', () => {
    const listed = [...section('Documents').matchAll(/^- \[[^\]]+\]\(([^)]+)\)/gm)].map((m) => m[1]);
    const documents = [
      ...readdirSync(join(ROOT, 'docs'))
        .filter((f) => f.endsWith('.md'))
        .map((f) => `docs/${f}`),
      'docs/rules/README.md',
      'bench/README.md',
      'CONTRIBUTING.md',
    ];
    expect(listed.sort()).toEqual(documents.sort());
  });
});
