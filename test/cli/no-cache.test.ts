// The capability cache (issue 4): a warm run launches nothing; --no-cache launches every plugin
// and leaves the cache as it was, and --fix with it launches each plugin once over all its passes.
import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { ROOT, runCli } from './run-cli.js';
import { tempDir } from '../support/temp-dir.js';

let xdg: string;
beforeEach(() => {
  xdg = tempDir('harness-lint-nocache-');
});

const lintExample = (...extra: string[]) =>
  runCli(['examples/agent.hcl', '--cache-dir', 'examples/plugin-cache', '--verbose', '-f', 'compact', ...extra], { cwd: ROOT, env: { XDG_CACHE_HOME: xdg } });

const progress = (stderr: string, what: RegExp) => stderr.split('\n').filter((line) => /^harness-lint: plugin /.test(line) && what.test(line)).length;

describe('--no-cache', () => {
  it('a warm run launches nothing; --no-cache launches all six plugins again and writes nothing', () => {
    const cold = lintExample();
    expect(cold.status).toBe(0);
    expect(progress(cold.stderr, /: launching /)).toBe(6);

    const warm = lintExample();
    expect(progress(warm.stderr, /: launching /)).toBe(0);
    expect(progress(warm.stderr, /capabilities from the cache \(not launched\)$/)).toBe(6);
    expect(warm.stdout).toBe(cold.stdout);

    const cacheBefore = readdirSync(join(xdg, 'harness-lint'), { recursive: true }).sort();
    const uncached = lintExample('--no-cache');
    expect(uncached.status).toBe(0);
    expect(progress(uncached.stderr, /: launching /)).toBe(6);
    expect(progress(uncached.stderr, /from the cache/)).toBe(0);
    expect(uncached.stdout).toBe(cold.stdout);
    expect(readdirSync(join(xdg, 'harness-lint'), { recursive: true }).sort()).toEqual(cacheBefore);
  });
});

describe('--fix --no-cache', () => {
  it("launches each plugin once: the later passes reuse the first pass's answers", () => {
    const example = readFileSync(join(ROOT, 'examples', 'agent.hcl'), 'utf8');
    // A fix of each kind of rule: two static ones, and one that needs the filesystem plugin's config schema.
    const broken = example
      .replace(
        'source  = "github.com/agentco/provider-filesystem"\n    version = "~> 1.0"',
        'source  = "github.com/agentco/provider-filesystem"\n    version = "^1.0"',
      )
      .replace('log_level        = "info"', 'log_level        = "Info"')
      .replace('  roots = [".", "../shared-docs"]', '  rots = [".", "../shared-docs"]');
    expect(broken.split('\n').filter((line, i) => line !== example.split('\n')[i])).toHaveLength(3);
    const dir = join(xdg, 'project');
    cpSync(join(ROOT, 'examples', '.agent'), join(dir, '.agent'), { recursive: true });
    writeFileSync(join(dir, 'agent.hcl'), broken);
    // From the repository root, where the example's plugins find the fake plugin they run.
    const file = join(dir, 'agent.hcl');
    const run = runCli(['--fix', '--no-cache', '--verbose', '-f', 'compact', '--cache-dir', 'examples/plugin-cache', file], {
      cwd: ROOT,
      env: { XDG_CACHE_HOME: xdg },
    });
    expect(readFileSync(file, 'utf8')).toBe(example);
    expect(run.stdout).toBe(
      `${file}:13:3: warning: provider "ripgrep": tool "search" does not declare concurrency; set it explicitly [cap-concurrency-spec]\n` +
        `${file}:77:3: warning: policy "confirm_searches" asks, but the kernel denies kind = "data_source" calls; write action = "deny" (or "allow") [policy-ask-downgraded]\n` +
        `${file}:94:5: warning: agent_profile "default": "ripgrep.*" brings into scope only tools the policies deny; remove the entry [profile-scope-denied]\n` +
        `${file}:113:5: warning: agent_profile "code-reviewer": "ripgrep.*" brings into scope only tools the policies deny; remove the entry [profile-scope-denied]\n` +
        `harness-lint: fixed 3 problems in ${file}\n`,
    );
    expect(progress(run.stderr, /: launching /)).toBe(6);
    expect(run.status).toBe(0);
  });
});
