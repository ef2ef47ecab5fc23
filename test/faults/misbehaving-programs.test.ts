// dev_overrides can name any program, so the host must also survive things that are not
// go-plugin plugins at all: endless output with or without newlines, a program that exits at
// once, a file it cannot execute, a folder, a missing path, a bad interpreter line. Each is a
// plugin-launch-failed naming the step, in bounded time, with nothing left running.
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { P_RANGE, PLUGIN_TIMEOUT_MS, type FaultProject, useFaultProject } from './support/fault-project.js';
import { slackMs } from '../support/wall-time.js';

// The plugin timeout, plus start-up and teardown (more on a loaded machine).
const deadlineMs = () => PLUGIN_TIMEOUT_MS + slackMs(3000);

let project: FaultProject;

useFaultProject((p) => {
  project = p;
});

/** A node program run through a shell wrapper; the project folder on its command line lets leftovers() see it. */
function nodeProgram(code: string): string {
  const path = join(project.root, 'program');
  writeFileSync(path, `#!/bin/sh\nexec node -e ${JSON.stringify(code)} ${project.root}\n`, { mode: 0o755 });
  return path;
}

function useProgram(path: string): void {
  writeFileSync(join(project.root, 'global.hcl'), `dev_overrides {\n  p = ${JSON.stringify(path)}\n}\n`);
}

function onlyFinding() {
  const r = project.run();
  expect(r.stderr).toBe('');
  expect(r.status).toBe(1);
  expect(r.diagnostics.map((d) => [d.ruleId, d.range])).toEqual([['plugin-launch-failed', P_RANGE]]);
  expect(r.elapsedMs).toBeLessThan(deadlineMs());
  return r.diagnostics[0].message;
}

describe('programs that are not plugins', () => {
  it('endless stdout without a newline: refused as a bad handshake, memory and time bounded', () => {
    useProgram(nodeProgram('const b = Buffer.alloc(65536, 97); const w = () => process.stdout.write(b, w); w();'));
    // The line is quoted cut at 200 characters, whatever its length.
    expect(onlyFinding()).toBe(
      `provider "p": bad handshake: the first stdout line "${'a'.repeat(200)}…" is not a go-plugin handshake (expected CORE|APP|NETWORK|ADDRESS|PROTOCOL, got 1 field)`,
    );
  });

  it('endless stderr before any handshake: a timeout, quoting only a bounded tail of it', () => {
    useProgram(nodeProgram("const b = Buffer.from('spam '.repeat(2000) + '\\n'); const w = () => process.stderr.write(b, w); w();"));
    const message = onlyFinding();
    expect(message).toMatch(
      new RegExp(`^provider "p": timed out after ${PLUGIN_TIMEOUT_MS} ms waiting for the go-plugin handshake line on stdout.*\\(plugin stderr: "(spam ?)+`),
    );
    expect(message.length).toBeLessThan(4000);
  });

  it('a first line with terminal controls and a forged workflow command: quoted escaped, on one line', () => {
    useProgram(nodeProgram("process.stdout.write('\\u001b]0;pwned\\u0007 \\r::error::forged|x\\n'); setInterval(() => {}, 1000);"));
    expect(onlyFinding()).toBe(
      'provider "p": bad handshake: the first stdout line "\\x1b]0;pwned\\x07 \\r::error::forged|x" is not a go-plugin handshake (expected CORE|APP|NETWORK|ADDRESS|PROTOCOL, got 2 fields)',
    );
  });

  it('exits 0 at once, printing nothing: asked whether it is a plugin at all', () => {
    useProgram(nodeProgram(''));
    expect(onlyFinding()).toMatch(/^provider "p": the plugin exited with code 0 before its go-plugin handshake; is ".*" a PluggableHarness plugin\?$/);
  });

  it('a file without execute permission: the spawn step fails', () => {
    const path = join(project.root, 'not-executable');
    writeFileSync(path, '#!/bin/sh\nexit 0\n');
    chmodSync(path, 0o644);
    useProgram(path);
    expect(onlyFinding()).toBe(`provider "p": could not start the plugin "${path}" (permission denied); check that the file exists and is executable`);
  });

  it('a script whose interpreter does not exist: the spawn step fails', () => {
    const path = join(project.root, 'bad-interpreter');
    writeFileSync(path, '#!/nonexistent/interpreter\n', { mode: 0o755 });
    useProgram(path);
    expect(onlyFinding()).toMatch(
      /^provider "p": could not start the plugin ".*\/bad-interpreter" \(no such file, or its #! line names a missing interpreter\)/,
    );
  });

  it('a folder, and a path that does not exist: named in the message, nothing launched', () => {
    const folder = join(project.root, 'a-folder');
    mkdirSync(folder);
    for (const [path, why] of [
      [folder, 'is not a regular file'],
      [join(project.root, 'missing'), 'does not exist'],
    ]) {
      useProgram(path);
      expect(onlyFinding()).toBe(`provider "p": the dev_overrides path "${path}" ${why}; fix the path in the global config's dev_overrides`);
    }
  });
});
