// What an install from a tarball or a git URL carries: a licence, where the code and its issues
// live (npm shows these, and the SARIF rules link to the same home), and the built CLI.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { HOMEPAGE } from '../../src/diagnostics/rule-url.js';

const ROOT = new URL('../../', import.meta.url);
const pkg = JSON.parse(readFileSync(new URL('package.json', ROOT), 'utf8')) as Record<string, unknown>;

describe('package metadata', () => {
  it('names its repository, homepage and issue tracker, at the home the SARIF output links to', () => {
    expect([pkg.repository, pkg.homepage, pkg.bugs]).toEqual([
      { type: 'git', url: `git+${HOMEPAGE}.git` },
      `${HOMEPAGE}#readme`,
      { url: `${HOMEPAGE}/issues` },
    ]);
  });

  it('ships the MIT licence it declares', () => {
    expect(pkg.license).toBe('MIT');
    expect(readFileSync(new URL('LICENSE', ROOT), 'utf8').startsWith('MIT License\n')).toBe(true);
  });

  it('packs the licence, the README, the bin and the bundles', () => {
    const out = execFileSync('npm', ['pack', '--dry-run', '--ignore-scripts', '--json'], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    const files = (JSON.parse(out) as { files: { path: string }[] }[])[0].files.map((f) => f.path);
    expect(
      files.filter((f) => ['LICENSE', 'README.md', 'package.json', 'bin/harness-lint.js', 'dist/cli.js', 'dist/proto/descriptor.json'].includes(f)).sort(),
    ).toEqual(['LICENSE', 'README.md', 'bin/harness-lint.js', 'dist/cli.js', 'dist/proto/descriptor.json', 'package.json']);
  });
});
