// Issue 29 item 8: a checkout switched the secret rules off without a word. A package.json with
// `"harness-lint": {"rules": {"secret*": "off"}}` took a file with a literal API key from exit 1
// to exit 0, silently in every format. The config still may (the project's own choice), but it
// is said on stderr, as a discovered cacheDir is, and in the SARIF, JSON and github reports; and
// `--rule secret-literal=error` (what CI that lints strangers' pull requests passes) wins over it.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../cli/run-cli.js';
import { tempDir } from '../support/temp-dir.js';

const KEY = `sk-ant-api03-${'Ex4mpleN0tReal'.repeat(3)}=AA`;
const AGENT = `required_providers {
  anthropic = { source = "github.com/agentco/provider-anthropic", version = "~> 1.2" }
}

provider "anthropic" {
  api_key = "${KEY}"
}
`;
const NOTICE =
  'harness-lint: package.json sets secret-literal to "off" and secret-not-env to "off": a config found in the project can let a literal secret pass; to lint a checkout you do not trust, pass --rule secret-literal=error --rule secret-not-env=error (it wins over the config)\n';

function checkout(): string {
  const dir = tempDir('hl-secret-rules-off-');
  mkdirSync(join(dir, '.git'));
  writeFileSync(join(dir, 'agent.hcl'), AGENT);
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'x', 'harness-lint': { rules: { 'secret*': 'off', 'lock-file-missing': 'off' } } }));
  return dir;
}

describe("a checkout's package.json turning the secret rules off", () => {
  it.each(['stylish', 'github', 'sarif', 'json'])(
    '`"secret*": "off"` is said on stderr (-f %s), and the literal key passes only as the config asks',
    (format) => {
      const r = runCli(['--no-plugins', '-f', format, '--', 'agent.hcl'], { cwd: checkout() });
      expect(r.stderr).toBe(NOTICE);
      expect(r.status).toBe(0);
      expect(r.stdout + r.stderr).not.toContain(KEY.slice(0, 16));
    },
  );

  it('the machine formats carry it too: SARIF as a configuration notification, github as a warning annotation, JSON as notices', () => {
    const said = NOTICE.slice('harness-lint: '.length, -1);
    const sarif = JSON.parse(runCli(['--no-plugins', '-f', 'sarif', '--', 'agent.hcl'], { cwd: checkout() }).stdout);
    expect(sarif.runs[0].invocations).toEqual([{ executionSuccessful: true, toolConfigurationNotifications: [{ level: 'warning', message: { text: said } }] }]);
    const json = JSON.parse(runCli(['--no-plugins', '-f', 'json', '--', 'agent.hcl'], { cwd: checkout() }).stdout);
    expect(json.notices).toEqual([said]);
    const github = runCli(['--no-plugins', '-f', 'github', '--', 'agent.hcl'], { cwd: checkout() }).stdout;
    expect(github).toBe(`::warning title=harness-lint configuration::${said}\n`);
  });

  it('`--rule secret-literal=error` wins: the key is reported, exit 1', () => {
    const r = runCli(['--no-plugins', '--rule', 'secret-literal=error', '-f', 'json', '--', 'agent.hcl'], { cwd: checkout() });
    expect(r.status).toBe(1);
    expect((JSON.parse(r.stdout) as { diagnostics: { ruleId: string }[] }).diagnostics.map((d) => d.ruleId)).toEqual(['secret-literal']);
    expect(r.stderr).toBe(NOTICE);
  });

  it("a config named with --config is the user's own: nothing is said", () => {
    const dir = checkout();
    const r = runCli(['--no-plugins', '--config', 'package.json', '--', 'agent.hcl'], { cwd: dir });
    expect(r).toEqual({ status: 0, stdout: '', stderr: '' });
  });
});
