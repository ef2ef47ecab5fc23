// `harness-lint plugin PATH` through the real CLI with real launched fake plugins.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makePlugin, type FakePluginSpec } from '../fixtures/plugins/make-plugin.mjs';
import { runCli } from './run-cli.js';
import { tempDir } from '../support/temp-dir.js';

const tool = (extra: Record<string, unknown>) => ({
  name: 'read_file',
  description: 'Read a file',
  kind: 'TOOL_KIND_DATA_SOURCE',
  risk: 'RISK_CLASS_READ_ONLY',
  concurrency: { safe: true },
  input_schema: { type: 'SCHEMA_TYPE_OBJECT', properties: { path: { type: 'SCHEMA_TYPE_STRING' } } },
  output_schema: { type: 'SCHEMA_TYPE_OBJECT' },
  ...extra,
});
const describeRef = { name: 'files', version: '1.0.0', source: 'github.com/agentco/provider-files', protocol_version: 1 };

function plugin(spec: FakePluginSpec): string {
  return makePlugin(tempDir('harness-lint-plugin-cmd-'), 'provider-files', spec);
}

function json(stdout: string) {
  return JSON.parse(stdout) as {
    files: string[];
    diagnostics: { ruleId: string; severity: string; message: string; file: string; range: unknown }[];
    summary: unknown;
  };
}

const AT_START = { start: { line: 1, column: 1 }, end: { line: 1, column: 1 } };

describe('harness-lint plugin PATH', () => {
  it('a clean plugin: no findings, exit 0', () => {
    const path = plugin({ category: 'tool', describe: describeRef, capabilities: { tools: [tool({})] } });
    const run = runCli(['plugin', path, '-f', 'json']);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(json(run.stdout)).toMatchObject({ files: [path], diagnostics: [], summary: { errors: 0, warnings: 0 } });
  });

  it('--verbose: a clean plugin gets a short confirmation on stderr with what it answered, types as HCL writes them', () => {
    const path = plugin({
      category: 'tool',
      describe: describeRef,
      capabilities: { tools: [tool({})], config_schema: { attributes: [{ name: 'roots', type: 'ATTR_TYPE_LIST_STRING', description: 'Folders' }] } },
    });
    const run = runCli(['plugin', path, '--verbose']);
    expect(run.status).toBe(0);
    expect(run.stdout).toBe('');
    const lines = run.stderr.split('\n');
    expect(lines[0]).toBe('harness-lint: plugin "provider-files": no problems found; it answered:');
    expect(lines[1]).toBe('plugin "provider-files"');
    expect(lines[2]).toMatch(/^  binary      \S+provider-files \(via dev_overrides, not checksummed\)$/);
    expect(lines.slice(3)).toEqual([
      '  identity    files  1.0.0  github.com/agentco/provider-files  protocol 1',
      '  categories  tool',
      '  tools       read_file',
      '  config      roots (list(string))',
      '',
    ]);
    expect(runCli(['plugin', path]).stderr).toBe('');
  });

  it('names the plugin the same way in launch failures and in findings: by its file name', () => {
    const crash = runCli(['plugin', plugin({ category: 'tool', capabilities: {}, fault: 'crash-before-handshake' }), '-f', 'json']);
    expect(json(crash.stdout).diagnostics.map((d) => [d.ruleId, d.message.split(': ')[0]])).toEqual([['plugin-launch-failed', 'plugin "provider-files"']]);
    const finding = runCli(['plugin', plugin({ category: 'tool', describe: describeRef, capabilities: { tools: [tool({ description: '' })] } }), '-f', 'json']);
    expect(json(finding.stdout).diagnostics.map((d) => [d.ruleId, d.message.split(': ')[0]])).toEqual([['cap-description-missing', 'plugin "provider-files"']]);
  });

  it('reports every group-7 problem at the binary path, 1:1, exit 1 on errors', () => {
    const path = plugin({
      category: 'tool',
      describe: describeRef,
      capabilities: {
        tools: [tool({ kind: 'TOOL_KIND_RESOURCE' }), tool({ name: 'whoami', description: '' })],
        config_schema: { attributes: [{ name: 'roots' }] },
      },
    });
    const run = runCli(['plugin', path, '-f', 'json']);
    expect(run.status).toBe(1);
    expect(json(run.stdout).diagnostics).toEqual([
      {
        ruleId: 'cap-config-attr-type',
        severity: 'error',
        file: path,
        range: AT_START,
        message: 'plugin "provider-files": config attribute "roots" has type ATTR_TYPE_UNSPECIFIED (unset), which is invalid',
        notes: ['it is not one of the seven attribute types; the kernel cannot decode it, so the provider can never be configured'],
      },
      {
        ruleId: 'cap-description-missing',
        severity: 'warning',
        file: path,
        range: AT_START,
        message: 'plugin "provider-files": tool "whoami" has an empty description; the model and the user see nothing about what it does',
      },
      {
        ruleId: 'cap-kind-risk',
        severity: 'error',
        file: path,
        range: AT_START,
        message: 'plugin "provider-files": tool "read_file" is TOOL_KIND_RESOURCE with RISK_CLASS_READ_ONLY, but a resource operation is never read-only',
      },
    ]);
  });

  it('reports protocol findings: no Describe (warning, checks still run) and a crash (error)', () => {
    const noDescribe = runCli(['plugin', plugin({ category: 'tool', capabilities: { tools: [tool({})] } }), '-f', 'compact']);
    expect(noDescribe.status).toBe(0);
    expect(noDescribe.stdout).toMatch(/^[^\n]*provider-files:1:1: warning: [^\n]*no Describe[^\n]*\[plugin-describe-missing\]\n$/);

    const crash = runCli(['plugin', plugin({ category: 'tool', capabilities: {}, fault: 'crash-before-handshake' }), '-f', 'compact']);
    expect(crash.status).toBe(1);
    expect(crash.stdout).toMatch(/^[^\n]*provider-files:1:1: error: [^\n]*\[plugin-launch-failed\]\n$/);

    const version = runCli(['plugin', plugin({ category: 'tool', describe: { ...describeRef, protocol_version: 2 }, capabilities: {} }), '-f', 'compact']);
    expect(version.status).toBe(1);
    expect(version.stdout).toMatch(/^[^\n]*provider-files:1:1: error: [^\n]*protocol_version 2[^\n]*\[plugin-protocol-version\]\n$/);
  });

  it('a missing path is an input error (exit 2), not a finding', () => {
    const run = runCli(['plugin', join(tmpdir(), 'no-such-plugin-here')]);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain('no-such-plugin-here: no such file');
  });
});

describe("the example project's demo plugins", () => {
  it('provider-ripgrep runs from the repository and shows its deliberate slip', () => {
    const run = runCli(['plugin', 'examples/plugins/provider-ripgrep', '-f', 'compact'], { cwd: join(import.meta.dirname, '..', '..') });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toBe(
      'examples/plugins/provider-ripgrep:1:1: warning: plugin "provider-ripgrep": tool "search" does not declare concurrency; set it explicitly [cap-concurrency-spec]\n',
    );
  });
});
