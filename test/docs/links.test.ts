// Every relative link in the project's documents leads to a file that exists and, when it names
// a section (`usage.md#the-linter-config`), to a heading of that file: a section that moves
// takes its links along.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../cli/run-cli.js';

const documents = [
  'README.md',
  'CONTRIBUTING.md',
  'bench/README.md',
  ...readdirSync(join(ROOT, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

/** Markdown without its fenced blocks, where a `#` or `](…)` is code. */
const prose = (file: string) => readFileSync(file, 'utf8').replace(/^```[\s\S]*?^```$/gm, '');

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
function anchorsOf(file: string): string[] {
  const seen = new Map<string, number>();
  return [...prose(file).matchAll(/^#+ (.*)$/gm)].map(([, heading]) => {
    const slug = heading
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const n = seen.get(slug) ?? 0;
    seen.set(slug, n + 1);
    return n === 0 ? slug : `${slug}-${n}`;
  });
}

describe('links between documents', () => {
  it.each(documents)('%s: every relative link resolves', (doc) => {
    const broken: string[] = [];
    for (const [, target] of prose(join(ROOT, doc)).matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/.test(target)) continue;
      const [path, anchor] = target.split('#');
      const file = path === '' ? join(ROOT, doc) : join(ROOT, dirname(doc), path);
      if (!existsSync(file) || relative(ROOT, file).startsWith('..')) broken.push(target);
      else if (anchor !== undefined && file.endsWith('.md') && !anchorsOf(file).includes(anchor)) broken.push(target);
    }
    expect(broken).toEqual([]);
  });
});
