// The installs the README documents, from the packed package: into a project with
// `npm install --save-dev <tarball>` (run as ./node_modules/.bin/harness-lint and through npx)
// and globally with `npm install -g`. Each installed CLI must report exactly what the checkout's
// own reports.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt } from '../fuzz/support/cli.js';
import { lintedProject, npmEnv, pack, run, scratch } from './support.js';

const box = scratch('install');
let tarball: string;

beforeAll(() => {
  assertBuilt();
  tarball = pack(box.dir);
});

/** What every installed CLI must print for the project, whatever the install. */
function expectSameReport(
  actual: { status: number | null; stdout: string; stderr: string },
  expected: { status: number | null; stdout: string; stderr: string },
): void {
  expect(expected.status).toBe(1);
  expect(expected.stdout).toContain('agent.hcl:3:12: error: policy "p": action "maybe" is not one of "allow", "ask", "deny" [enum-value-invalid]\n');
  expect({ status: actual.status, stdout: actual.stdout, stderr: actual.stderr }).toEqual({
    status: expected.status,
    stdout: expected.stdout,
    stderr: expected.stderr,
  });
}

describe('installs from the packed tarball', () => {
  it('npm install --save-dev: ./node_modules/.bin/harness-lint and npx harness-lint lint the project', () => {
    const env = npmEnv(join(box.dir, 'home-dev'));
    const { dir, expected } = lintedProject(join(box.dir, 'team'), env);
    writeFileSync(join(dir, 'package.json'), '{ "name": "team", "private": true }\n');
    run('npm', ['install', '--save-dev', tarball], dir, env);
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { devDependencies?: Record<string, string> };
    expect(Object.keys(manifest.devDependencies ?? {})).toEqual(['harness-lint']);
    expectSameReport(
      run(join(dir, 'node_modules', '.bin', 'harness-lint'), ['--no-plugins', '--format', 'compact', '--', 'agent.hcl'], dir, env, false),
      expected,
    );
    // As the docs write it: nothing before the command's name, or npm would parse its options as its own.
    expectSameReport(run('npx', ['harness-lint', '--no-plugins', '--format', 'compact', '--', 'agent.hcl'], dir, env, false), expected);
  });

  it('npm install -g: the harness-lint command on PATH lints the project', () => {
    const env = npmEnv(join(box.dir, 'home-global'));
    const prefix = join(box.dir, 'global');
    run('npm', ['install', '--global', '--prefix', prefix, tarball], box.dir, env);
    const { dir, expected } = lintedProject(join(box.dir, 'elsewhere'), env);
    const onPath = { ...env, PATH: `${join(prefix, 'bin')}:${env.PATH}` };
    expectSameReport(run('harness-lint', ['--no-plugins', '--format', 'compact', '--', 'agent.hcl'], dir, onPath, false), expected);
  });
});
