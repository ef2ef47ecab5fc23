// --print-config FILE: the settings a lint of FILE would use, as JSON in a fixed key order
// (issue 15 part 4).
import { describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';

interface Printed {
  file: string;
  config: string | null;
  rules: Record<string, string>;
  pluginTimeout: number;
  cacheDir: string;
  lockFile: string;
  globalConfig: string;
  ignorePatterns: { flags: string[]; config: string[] };
}

const print = (args: string[]) => {
  const r = runCli(['--print-config', ...args]);
  expect([r.status, r.stderr]).toEqual([0, '']);
  return { text: r.stdout, doc: JSON.parse(r.stdout) as Printed };
};

describe('--print-config', () => {
  it("prints the linter config found for the file, every rule's severity, and the files a lint would read", () => {
    const { doc } = print(['configured']);
    expect(Object.keys(doc)).toEqual(['file', 'config', 'rules', 'pluginTimeout', 'cacheDir', 'lockFile', 'globalConfig', 'ignorePatterns']);
    expect(doc.file).toBe('configured/agent.hcl');
    expect(doc.config).toBe('configured/.harness-lintrc.json');
    expect(doc.rules['policy-empty-match']).toBe('off');
    expect(doc.rules['policy-ask-downgraded']).toBe('error');
    expect(doc.rules['policy-conflict']).toBe('error');
    expect(doc.rules['env-var-unset']).toBe('off');
    expect(doc.pluginTimeout).toBe(10000);
    expect(doc.lockFile).toBe('configured/.agent/agent.lock.hcl');
    expect(doc.globalConfig).toMatch(/\/config\/agent\/config\.hcl$/);
    expect(doc.ignorePatterns).toEqual({ flags: [], config: [] });
  });

  it('the flags win: --rule, --plugin-timeout, --lock-file, --global-config, --cache-dir; the same input prints the same bytes', () => {
    const args = [
      'clean',
      '--rule',
      'env=warning',
      '--rule',
      'policy-*=off',
      '--plugin-timeout',
      '500',
      '--lock-file',
      'with-lock/.agent/agent.lock.hcl',
      '--global-config',
      'global-dup.hcl',
      '--cache-dir',
      '.',
    ];
    const { text, doc } = print(args);
    expect(doc.config).toBeNull();
    expect([doc.rules['env-var-unset'], doc.rules['dev-override-binary'], doc.rules['policy-conflict'], doc.rules['hcl-syntax']]).toEqual([
      'warning',
      'warning',
      'off',
      'error',
    ]);
    expect([doc.pluginTimeout, doc.lockFile, doc.globalConfig, doc.cacheDir]).toEqual([500, 'with-lock/.agent/agent.lock.hcl', 'global-dup.hcl', '.']);
    expect(print(args).text).toBe(text);
  });

  it('a named lock file that does not exist is exit 2 here too', () => {
    expect(runCli(['--print-config', 'clean', '--lock-file', 'nope.hcl']).status).toBe(2);
  });
});
