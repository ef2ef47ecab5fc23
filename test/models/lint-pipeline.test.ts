// The pipeline: which files are read, how their findings are merged, and what is skipped.
import { mkdirSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { HostError } from '../../src/host/error.js';
import { lint } from '../../src/host/lint.js';
import { projectFiles } from '../../src/host/read-project.js';
import { defaultGlobalConfigPath, defaultLockFilePath, displayPath } from '../../src/host/default-paths.js';
import { tempDir } from '../support/temp-dir.js';

let dir: string;
beforeEach(() => {
  dir = tempDir('harness-lint-pipeline-');
});

const AGENT = 'required_providers {\n  a = { source = "github.com/o/a", version = "1.0.0" }\n}\n';
const LOCK =
  'lock_file_version = 1\n\nprovider "a" {\n  source      = "github.com/o/a"\n  version     = "1.0.0"\n  resolved_at = "2026-01-01T00:00:00Z"\n  checksums   = { linux_amd64 = "sha256:0000000000000000000000000000000000000000000000000000000000000000" }\n}\n';

function write(rel: string, text: string): string {
  const path = join(dir, rel);
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, text);
  return path;
}

describe('lint()', () => {
  it('reads agent.hcl and the default lock file next to it; a missing global config is fine', async () => {
    write('agent.hcl', AGENT);
    write('.agent/agent.lock.hcl', LOCK);
    const result = await lint({ file: 'agent.hcl', cwd: dir, env: { XDG_CONFIG_HOME: join(dir, 'xdg') } });
    expect(result).toEqual({
      files: ['agent.hcl', join('.agent', 'agent.lock.hcl')],
      projects: [{ agent: 'agent.hcl', lock: join('.agent', 'agent.lock.hcl') }],
      diagnostics: [],
    });
  });

  it('reads the global config from XDG_CONFIG_HOME and shows discovered paths relative to cwd', async () => {
    write('agent.hcl', AGENT);
    write('xdg/agent/config.hcl', 'dev_overrides {\n  a = "/bin/a"\n}\n');
    const result = await lint({ file: join(dir, 'agent.hcl'), lockFile: join(dir, 'none.hcl'), cwd: dir, env: { XDG_CONFIG_HOME: join(dir, 'xdg') } });
    expect(result.files).toEqual([join(dir, 'agent.hcl'), join('xdg', 'agent', 'config.hcl')]);
  });

  it('reports decoder and rule findings with the file, and fills in same-file related locations (rules see the first settings block)', async () => {
    const agent = write(
      'agent.hcl',
      'settings {\n  default_frontend = "x"\n  log_level = "info"\n  telemetry = true\n}\nsettings {\n  default_frontend = "x"\n  log_level = "info"\n  telemetry = true\n}\n',
    );
    const result = await lint({ file: agent, lockFile: join(dir, 'none'), globalConfig: join(dir, 'none') });
    expect(result.diagnostics.map((d) => [d.ruleId, d.file, d.range.start.line, d.related?.map((r) => [r.file, r.range.start.line])])).toEqual([
      ['undeclared-provider-reference', agent, 2, undefined],
      ['duplicate-singleton-block', agent, 6, [[agent, 1]]],
    ]);
  });

  it('decodes and lints the top-level blocks that parsed in a file with a syntax error (issue 28, not §0.7)', async () => {
    const agent = write('agent.hcl', 'session {}\nagent_profile "d" {\n  max_turns = 1\n');
    const result = await lint({ file: agent, lockFile: join(dir, 'none'), globalConfig: join(dir, 'none') });
    expect(result.diagnostics.map((d) => [d.ruleId, d.range.start.line])).toEqual([
      ['hcl-unsupported-block', 1],
      ['hcl-syntax', 2],
    ]);
  });

  it('lints stdin contents under the given name', async () => {
    const result = await lint({
      file: 'stdin.hcl',
      stdin: Buffer.from('hook "nowhere" {\n  provider = "a"\n  mode = "observe"\n}\n'),
      lockFile: join(dir, 'none'),
      globalConfig: join(dir, 'none'),
    });
    expect(result.diagnostics.map((d) => [d.ruleId, d.file])).toEqual([
      ['hook-point-unknown', 'stdin.hcl'],
      ['hook-provider-undeclared', 'stdin.hcl'],
    ]);
  });

  it("hands the parsed project to the capability loader and anchors the host's findings at the provider's entry", async () => {
    const agent = write('agent.hcl', AGENT);
    const lockFile = write('agent.lock.hcl', LOCK);
    const seen: string[] = [];
    const loadCapabilities = async (project: { agent: { file: { path: string } } }) => {
      seen.push(project.agent.file.path);
      return new Map([['a', { findings: [{ ruleId: 'plugin-launch-failed' as const, severity: 'error' as const, message: 'provider "a": no' }] }]]);
    };
    const result = await lint({ file: agent, lockFile, globalConfig: join(dir, 'none'), loadCapabilities });
    expect(seen).toEqual([agent]);
    expect(result.diagnostics).toEqual([
      {
        ruleId: 'plugin-launch-failed',
        severity: 'error',
        message: 'provider "a": no',
        file: agent,
        range: { start: { line: 2, column: 3, offset: 23 }, end: { line: 2, column: 4, offset: 24 } },
      },
    ]);
  });

  it('fails with HostError for an unreadable agent.hcl or a lock path that is a directory', async () => {
    await expect(lint({ file: join(dir, 'missing.hcl') })).rejects.toThrow(new HostError(`cannot read ${join(dir, 'missing.hcl')}: no such file`));
    const agent = write('agent.hcl', AGENT);
    await expect(lint({ file: agent, lockFile: dir, globalConfig: join(dir, 'none') })).rejects.toThrow(new HostError(`cannot read ${dir}: is a directory`));
  });

  it('is deterministic', async () => {
    const agent = write('agent.hcl', 'policy "a" {\n  match = {}\n  action = "ask"\n}\npolicy "a" {\n  match = {}\n  action = "ask"\n}\n');
    const opts = { file: agent, lockFile: join(dir, 'none'), globalConfig: join(dir, 'none') };
    expect(JSON.stringify(await lint(opts))).toBe(JSON.stringify(await lint(opts)));
  });
});

describe('default paths', () => {
  it('puts the lock file in .agent next to agent.hcl', () => {
    expect(defaultLockFilePath('agent.hcl')).toBe(join('.agent', 'agent.lock.hcl'));
    expect(defaultLockFilePath('/p/agent.hcl')).toBe('/p/.agent/agent.lock.hcl');
  });
  it('uses XDG_CONFIG_HOME when absolute, else ~/.config', () => {
    expect(defaultGlobalConfigPath({ XDG_CONFIG_HOME: '/x', HOME: '/home/u' })).toBe('/x/agent/config.hcl');
    expect(defaultGlobalConfigPath({ XDG_CONFIG_HOME: 'rel', HOME: '/home/u' })).toBe('/home/u/.config/agent/config.hcl');
    expect(defaultGlobalConfigPath({ HOME: '/home/u' })).toBe('/home/u/.config/agent/config.hcl');
    expect(defaultGlobalConfigPath({})).toBe(join(homedir(), '.config', 'agent', 'config.hcl'));
  });
  it('shows paths below cwd relative, others absolute', () => {
    expect(displayPath('/w/p/a.hcl', '/w')).toBe('p/a.hcl');
    expect(displayPath('/elsewhere/a.hcl', '/w')).toBe('/elsewhere/a.hcl');
    // From the root everything lies below: absolute, as the files named there are.
    expect(displayPath('/home/u/.config/agent/config.hcl', '/')).toBe('/home/u/.config/agent/config.hcl');
  });
  it('shows the default lock file as agent.hcl is shown: absolute beside absolute, relative beside relative (issue 28 item 6)', () => {
    expect(projectFiles('/w/p/agent.hcl', { env: {}, cwd: '/' }).lock).toBe('/w/p/.agent/agent.lock.hcl');
    expect(projectFiles('/w/p/agent.hcl', { env: {}, cwd: '/w' }).lock).toBe('/w/p/.agent/agent.lock.hcl');
    expect(projectFiles('../agent.hcl', { env: {}, cwd: '/w/p/sub' }).lock).toBe('../.agent/agent.lock.hcl');
  });
});
