// .pre-commit-hooks.yaml: the hook pre-commit users get, and which paths it fires on.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import loaders from 'cosmiconfig/dist/loaders.js';

const path = fileURLToPath(new URL('../../.pre-commit-hooks.yaml', import.meta.url));
const hooks = loaders.loadYaml(path, readFileSync(path, 'utf8')) as Record<string, unknown>[];

describe('.pre-commit-hooks.yaml', () => {
  it('defines the harness-lint hook, and harness-lint-fmt, which checks formatting', () => {
    expect(hooks).toEqual([
      {
        id: 'harness-lint',
        name: 'harness-lint',
        description: 'Lint PluggableHarness agent.hcl and its lock file',
        entry: 'harness-lint',
        language: 'node',
        files: '(^|/)(agent\\.hcl|\\.agent/agent\\.lock\\.hcl)$',
        pass_filenames: true,
        minimum_pre_commit_version: '3.0.4',
        args: ['--'],
      },
      {
        id: 'harness-lint-fmt',
        name: 'harness-lint fmt',
        description: 'Check that agent.hcl and its lock file are formatted as terraform fmt formats HCL',
        entry: 'harness-lint fmt',
        language: 'node',
        files: '(^|/)(agent\\.hcl|\\.agent/agent\\.lock\\.hcl)$',
        pass_filenames: true,
        minimum_pre_commit_version: '3.0.4',
        args: ['--check', '--'],
      },
    ]);
  });

  it('fires both hooks on the same files', () => {
    expect(hooks[1].files).toBe(hooks[0].files);
  });

  // pre-commit applies `files` with Python's re.search; this pattern means the same in JavaScript.
  const files = new RegExp(String(hooks[0].files));

  it.each(['agent.hcl', 'services/billing/agent.hcl', 'my project/agent.hcl', '.agent/agent.lock.hcl', 'services/billing/.agent/agent.lock.hcl'])(
    'fires on %s',
    (p) => {
      expect(files.test(p)).toBe(true);
    },
  );

  it.each(['myagent.hcl', 'agent.hcl.bak', 'agent.lock.hcl', 'x.agent/agent.lock.hcl', '.agent/other.hcl', 'README.md', 'agent_hcl'])('ignores %s', (p) => {
    expect(files.test(p)).toBe(false);
  });
});
