// `harness-lint capabilities [file]` through the real CLI with a real launched fake plugin.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makePlugin } from '../fixtures/plugins/make-plugin.mjs';
import { runCli } from './run-cli.js';
import { tempDir } from '../support/temp-dir.js';

const AGENT = `required_providers {
  files = {
    source  = "github.com/agentco/provider-files"
    version = "~> 1.0"
  }
  missing = {
    source  = "github.com/agentco/provider-missing"
    version = "~> 1.0"
  }
}
`;

function project(): { dir: string; binary: string } {
  const dir = tempDir('harness-lint-caps-cmd-');
  const binary = makePlugin(join(dir, 'bin'), 'provider-files', {
    categories: {
      tool: {
        tools: [{ name: 'read_file', kind: 'TOOL_KIND_DATA_SOURCE', risk: 'RISK_CLASS_READ_ONLY' }],
        supported_hook_points: ['HOOK_POINT_POST_TOOL_CALL'],
        config_schema: { attributes: [{ name: 'roots', type: 'ATTR_TYPE_LIST_STRING', required: true }] },
      },
      slashcommand: { commands: [{ name: 'grep' }] },
    },
    describe: { name: 'files', version: '1.0.2', source: 'github.com/agentco/provider-files', protocol_version: 1 },
  });
  writeFileSync(join(dir, 'agent.hcl'), AGENT);
  writeFileSync(join(dir, 'global.hcl'), `dev_overrides {\n  files = ${JSON.stringify(binary)}\n}\n`);
  return { dir, binary };
}

describe('harness-lint capabilities', () => {
  it('prints a table per provider: how the binary was found, identity, categories, what it advertises', () => {
    const { dir, binary } = project();
    const run = runCli(['capabilities', '--global-config', 'global.hcl'], { cwd: dir });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const lines = run.stdout.split('\n');
    expect(lines[0]).toBe('provider "files"');
    expect(lines[1]).toMatch(new RegExp(`^  binary       ${binary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(via dev_overrides, not checksummed\\)$`));
    expect(lines.slice(2, 8)).toEqual([
      '  identity     files  1.0.2  github.com/agentco/provider-files  protocol 1',
      '  categories   tool, slashcommand',
      '  tools        read_file',
      '  commands     /grep',
      '  hook points  post-tool-call',
      '  config       roots (list(string), required)',
    ]);
    expect(lines[9]).toBe('provider "missing"');
    expect(lines[10]).toBe('  binary   not installed');
    expect(lines[11]).toMatch(/^  warning  provider "missing" has no dev_overrides entry and no lock file entry[^\n]*\[plugin-not-installed\]$/);
  });

  it('--format json carries the same data', () => {
    const { dir, binary } = project();
    const run = runCli(['capabilities', 'agent.hcl', '--global-config', 'global.hcl', '-f', 'json'], { cwd: dir });
    expect(run.status).toBe(0);
    const doc = JSON.parse(run.stdout) as {
      version: number;
      providers: { name: string; binary: { via: string; path: string } | null; categories: string[]; advertised: { tools: string[]; commands: string[] } }[];
    };
    expect(doc.version).toBe(1);
    expect(doc.providers.map((p) => [p.name, p.binary?.via ?? null, p.binary?.path ?? null, p.categories])).toEqual([
      ['files', 'dev_override', binary, ['tool', 'slashcommand']],
      ['missing', null, null, []],
    ]);
    expect(doc.providers[0].advertised.tools).toEqual(['read_file']);
    expect(doc.providers[0].advertised.commands).toEqual(['/grep']);
  });

  it('exit 1 when a plugin cannot be queried; exit 2 for an unreadable agent.hcl or a format it cannot print', () => {
    const { dir } = project();
    writeFileSync(join(dir, 'global.hcl'), `dev_overrides {\n  files = "/nonexistent/provider-files"\n}\n`);
    const failed = runCli(['capabilities', '--global-config', 'global.hcl'], { cwd: dir });
    expect(failed.status).toBe(1);
    expect(failed.stdout).toContain('[plugin-launch-failed]');
    expect(runCli(['capabilities', 'nope.hcl'], { cwd: dir }).status).toBe(2);
    const sarif = runCli(['capabilities', '-f', 'sarif'], { cwd: dir });
    expect(sarif.status).toBe(2);
    expect(sarif.stderr).toContain('capabilities prints a table (default) or --format json');
  });
});

describe('the example project with its demo plugins', () => {
  const root = join(import.meta.dirname, '..', '..');
  it('every provider is launched and read through examples/global.hcl', () => {
    const run = runCli(['capabilities', 'examples/agent.hcl', '--global-config', 'examples/global.hcl', '-f', 'json'], { cwd: root });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const doc = JSON.parse(run.stdout) as { providers: { name: string; binary: { via: string } | null; categories: string[]; findings: unknown[] }[] };
    expect(doc.providers.map((p) => [p.name, p.binary?.via, p.categories, p.findings.length])).toEqual([
      ['anthropic', 'dev_override', ['model'], 0],
      ['filesystem', 'dev_override', ['tool'], 0],
      ['ripgrep', 'dev_override', ['tool'], 0],
      ['shell', 'dev_override', ['tool'], 0],
      ['tui', 'dev_override', ['frontend'], 0],
      ['audit-logger', 'dev_override', ['tool'], 0],
    ]);
  });

  it('linting it shows a capability finding and still exits 0', () => {
    const run = runCli(['examples/agent.hcl', '--global-config', 'examples/global.hcl', '-f', 'compact'], { cwd: root });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('examples/agent.hcl:13:3: warning: provider "ripgrep": tool "search" does not declare concurrency');
    expect(run.stdout).not.toMatch(/: error: /);
  });
});
