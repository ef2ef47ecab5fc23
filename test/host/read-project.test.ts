// readProject, the one reader of a project's files for the CLI and the language server: open
// texts win over the disk, absent optional files are left out, reads go through the memo by
// absolute path, and only regular files are opened.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HostError } from '../../src/host/error.js';
import { checkRegularFile } from '../../src/host/read-file.js';
import { projectFiles, readProject, type FileMemo } from '../../src/host/read-project.js';
import { tempDir } from '../support/temp-dir.js';

function project(): string {
  const dir = tempDir('harness-lint-read-');
  mkdirSync(join(dir, '.agent'));
  writeFileSync(join(dir, 'agent.hcl'), 'disk agent');
  writeFileSync(join(dir, '.agent', 'agent.lock.hcl'), 'disk lock');
  return dir;
}

const text = (t: string | Uint8Array | undefined) => (t === undefined ? undefined : Buffer.from(t).toString());

/** What `run` throws: whether it is a HostError, and its message. */
function thrown(run: () => unknown): [boolean, string] | undefined {
  try {
    run();
  } catch (err) {
    return [err instanceof HostError, (err as Error).message];
  }
  return undefined;
}

describe('readProject', () => {
  it('names the default lock file and global config relative to cwd, or absolute outside it', () => {
    const cwd = project();
    expect(projectFiles('agent.hcl', { env: { XDG_CONFIG_HOME: join(cwd, 'cfg') }, cwd })).toEqual({
      cwd,
      agent: 'agent.hcl',
      lock: join('.agent', 'agent.lock.hcl'),
      global: join('cfg', 'agent', 'config.hcl'),
    });
    expect(projectFiles('agent.hcl', { lockFile: 'x.hcl', env: { XDG_CONFIG_HOME: '/elsewhere' }, cwd }).global).toBe('/elsewhere/agent/config.hcl');
  });

  it('reads from disk what is not open, leaves out an absent global config, and lets open texts win', () => {
    const cwd = project();
    const files = projectFiles('agent.hcl', { globalConfig: 'none.hcl', env: {}, cwd });
    const fromDisk = readProject(files);
    expect([fromDisk.agent.path, text(fromDisk.agent.text), fromDisk.lock?.path, text(fromDisk.lock?.text), fromDisk.global]).toEqual([
      'agent.hcl',
      'disk agent',
      join('.agent', 'agent.lock.hcl'),
      'disk lock',
      undefined,
    ]);
    const open = readProject(files, { agent: 'open agent', global: 'open global' });
    expect([text(open.agent.text), text(open.lock?.text), open.global?.path, text(open.global?.text)]).toEqual([
      'open agent',
      'disk lock',
      'none.hcl',
      'open global',
    ]);
  });

  it('reads through the memo by absolute path, and not at all for an open text', () => {
    const cwd = project();
    const asked: string[] = [];
    const memo: FileMemo = {
      file: (path, read) => {
        asked.push(path);
        return read();
      },
    };
    readProject(projectFiles('agent.hcl', { globalConfig: 'none.hcl', env: {}, cwd }), { lock: '' }, memo);
    expect(asked).toEqual([join(cwd, 'agent.hcl'), join(cwd, 'none.hcl')]);
  });

  it('fails with a HostError naming the file for a missing agent.hcl, a folder or a pipe', () => {
    const cwd = project();
    const read = (agent: string, lockFile?: string) => () => readProject(projectFiles(agent, { lockFile, env: {}, cwd }));
    execFileSync('mkfifo', [join(cwd, 'pipe')]);
    expect([
      thrown(read('missing.hcl')),
      thrown(read('agent.hcl', '.agent')),
      thrown(read('pipe')),
      thrown(() => checkRegularFile('pipe', cwd, ' (use --stdin)')),
      thrown(() => checkRegularFile('missing.hcl', cwd)),
    ]).toEqual([
      [true, 'cannot read missing.hcl: no such file'],
      [true, 'cannot read .agent: is a directory'],
      [true, 'cannot read pipe: not a regular file'],
      [true, 'cannot read pipe: not a regular file (use --stdin)'],
      undefined,
    ]);
  });
});
