// Every pin the documents give (pre-commit's `rev:` and `--ref`, the Action's `@…`) names
// something this repository has: a tag that exists, or a full commit SHA whose tree holds the
// hook (`.pre-commit-hooks.yaml`) or the action (`action.yml`). A tag written before it is made
// fails here, as it would for the user copying it.
import { execFileSync, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../cli/run-cli.js';

const documents = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
  ...readdirSync(join(ROOT, 'examples'), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.md'))
    .map((f) => `examples/${f}`),
];

interface Pin {
  doc: string;
  ref: string;
  /** The file the pinned commit must hold for the pin to work. */
  needs: '.pre-commit-hooks.yaml' | 'action.yml';
}

/** The pins in a document's fenced code blocks. */
function pinsOf(doc: string): Pin[] {
  const code = [...readFileSync(join(ROOT, doc), 'utf8').matchAll(/^```[^\n]*\n([\s\S]*?)^```$/gm)].map(([, body]) => body).join('\n');
  return [
    ...[...code.matchAll(/repo: \S*harness-lint\s*\n\s*rev: (\S+)/g)].map(([, ref]) => ({ doc, ref, needs: '.pre-commit-hooks.yaml' as const })),
    ...[...code.matchAll(/try-repo \S*harness-lint\S* .*--ref (\S+)/g)].map(([, ref]) => ({ doc, ref, needs: '.pre-commit-hooks.yaml' as const })),
    ...[...code.matchAll(/uses: pluggableharness\/harness-lint@(\S+)/g)].map(([, ref]) => ({ doc, ref, needs: 'action.yml' as const })),
  ];
}

const tags = new Set(execFileSync('git', ['-C', ROOT, 'tag', '--list'], { encoding: 'utf8' }).split('\n').filter(Boolean));

/** Whether `ref` works as a pin: an existing tag, or a full SHA of a commit holding `needs`. */
function resolves({ ref, needs }: Pin): boolean {
  if (tags.has(ref)) return true;
  if (!/^[0-9a-f]{40}$/.test(ref)) return false;
  return spawnSync('git', ['-C', ROOT, 'cat-file', '-e', `${ref}:${needs}`]).status === 0;
}

describe('pins in the documents', () => {
  const pins = documents.flatMap(pinsOf);

  it('are found: the pre-commit config, try-repo and the Action examples', () => {
    expect(new Set(pins.map((p) => `${p.doc} ${p.needs}`))).toEqual(
      new Set(['README.md action.yml', 'docs/permissions.md action.yml', 'docs/pre-commit.md .pre-commit-hooks.yaml']),
    );
  });

  it.each(documents)('%s: each names a tag that exists or a commit of this repository holding the hook or action', (doc) => {
    const broken = pins.filter((p) => p.doc === doc && !resolves(p)).map((p) => `${p.ref} (needs ${p.needs})`);
    expect(broken).toEqual([]);
  });
});
