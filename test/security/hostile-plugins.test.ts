// A plugin (or a same-user process near it) that attacks the host: answers too big to take,
// a binary swapped between its checksum check and its launch, a TMPDIR too long for socket
// paths, litter from killed runs. Each test is named after the attack it pins.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CapabilityCache } from '../../src/plugin-host/cache/capability-cache.js';
import { fileIdentity } from '../../src/plugin-host/verify/hash-memo.js';
import type { ProviderInput } from '../../src/plugin-host/provider-input.js';
import { SOCKET_PATH_MAX_BYTES } from '../../src/plugin-host/launch/run-folder.js';
import { leftovers, sandbox, type Sandbox } from '../plugin-host/plugin-harness.js';
import { installBinary, PLATFORM, sha256Of } from './support/cache-install.js';

const SOURCE = 'github.com/agentco/provider-p';
const TOOL = { tools: [{ name: 'search', kind: 'TOOL_KIND_DATA_SOURCE', risk: 'RISK_CLASS_READ_ONLY' }] };
const DESCRIBE = { name: 'p', version: '1.0.0', source: SOURCE, protocol_version: 1 };
const EVIL_TOOL = { tools: [{ name: 'evil', kind: 'TOOL_KIND_DATA_SOURCE', risk: 'RISK_CLASS_READ_ONLY' }] };

let box: Sandbox;
beforeEach(() => {
  box = sandbox();
});
afterEach(async () => {
  try {
    expect(await leftovers(box, [box.file('genuine.pid'), box.file('evil.pid')])).toEqual({ files: [], alive: [], tracked: [], runFolders: [] });
  } finally {
    box.dispose();
  }
});

/** The genuine plugin and a different one that writes `evil.pid` when it runs. */
function genuineAndEvil(): { genuine: string; evil: string } {
  const genuine = box.plugin('genuine', { category: 'tool', capabilities: TOOL, describe: DESCRIBE, fault: [`marker:${box.file('genuine.pid')}`] });
  const evil = box.plugin('evil', { category: 'tool', capabilities: EVIL_TOOL, describe: DESCRIBE, fault: [`marker:${box.file('evil.pid')}`] });
  return { genuine, evil };
}

/** Replaces the file at `path` with `other` (a rename: what a same-user attacker can do in a writable folder) once the host starts the launch. */
function swapAtLaunch(path: string, other: string) {
  return {
    onProgress: (event: { kind: string }) => {
      if (event.kind === 'launch') renameSync(other, path);
    },
  };
}

describe('hostile plugins', () => {
  it('a plugin answering more than 16 MiB: refused from the length prefix, plugin-rpc-failed naming the limit, nothing left running', async () => {
    const { result } = await box.run(
      { category: 'tool', capabilities: TOOL, fault: ['huge-response:17', `marker:${box.file('genuine.pid')}`] },
      { noCache: true },
    );
    expect(result.capabilities).toBeUndefined();
    expect(result.findings.map((f) => [f.ruleId, f.severity])).toEqual([['plugin-rpc-failed', 'error']]);
    expect(result.findings[0].message).toMatch(
      /^provider "p": its answer to ToolService\/GetSchema is \d+ bytes, more than the 16 MiB the linter accepts from a plugin, so it was not read; a plugin's capabilities fit in far less/,
    );
    expect(Number(/is (\d+) bytes/.exec(result.findings[0].message)![1])).toBeGreaterThan(17 * 1024 * 1024);
  });

  it('a go-plugin error line carrying terminal controls and a long field: its cause quoted escaped and cut short, on one line', async () => {
    const cause = `\u001b]52;c;ZWNobyBwd25lZA==\u0007 ${'x'.repeat(1000)}\n::error::forged`;
    const { result } = await box.run({ category: 'tool', capabilities: TOOL, fault: [`init-error:${cause}`, `marker:${box.file('genuine.pid')}`] });
    // hclog's text shape, cut at 400 characters (the 58 before the x's are its head and the controls).
    expect(result.findings).toEqual([
      {
        ruleId: 'plugin-launch-failed',
        severity: 'error',
        message: `provider "p": the plugin exited with code 0 before its go-plugin handshake, after go-plugin logged an error (plugin stderr: "error: plugin init error: error=\\"\\x1b]52;c;ZWNobyBwd25lZA==\\x07 ${'x'.repeat(341)}…")`,
      },
    ]);
  });

  it('a lock-file binary swapped between its checksum check and its launch, on a cold run: the swapped-in file never runs; the copy verified runs', async () => {
    const { genuine, evil } = genuineAndEvil();
    const installed = installBinary(box.options().cacheDir, SOURCE, '1.0.0', genuine);
    const input: ProviderInput = { name: 'p', lock: { source: SOURCE, version: '1.0.0', checksums: { [PLATFORM]: sha256Of(genuine) } } };
    const result = (await box.query([input], swapAtLaunch(installed, evil))).get('p')!;
    expect(existsSync(box.file('evil.pid')), 'the swapped-in binary ran').toBe(false);
    expect(existsSync(box.file('genuine.pid'))).toBe(true);
    expect(result.findings).toEqual([]);
    expect(result.capabilities!.categories.tool).toEqual(TOOL);
  });

  it('the same with its digest remembered from an earlier run: the swapped-in file never runs, plugin-checksum-mismatch', async () => {
    const { genuine, evil } = genuineAndEvil();
    const installed = installBinary(box.options().cacheDir, SOURCE, '1.0.0', genuine);
    const input: ProviderInput = { name: 'p', lock: { source: SOURCE, version: '1.0.0', checksums: { [PLATFORM]: sha256Of(genuine) } } };
    expect((await box.query([input])).get('p')!.findings).toEqual([]);
    // The hash memo stays; the answers go, so the next run launches without reading the binary first.
    rmSync(join(box.options().capabilityCacheDir!, 'capabilities-v1'), { recursive: true, force: true });
    rmSync(box.file('genuine.pid'));
    const result = (await box.query([input], swapAtLaunch(installed, evil))).get('p')!;
    expect(existsSync(box.file('evil.pid')), 'the swapped-in binary ran').toBe(false);
    expect(existsSync(box.file('genuine.pid'))).toBe(false);
    expect(result.findings.map((f) => f.ruleId)).toEqual(['plugin-checksum-mismatch']);
    expect(result.findings[0].message).toBe(
      `provider "p" was not launched: the binary "${installed}" changed after its checksum was verified (its SHA-256 is now ${sha256Of(installed).slice(7)}, the lock file expects ${sha256Of(genuine).slice(7)}); reinstall the provider, and find out what rewrote it`,
    );
  });

  it("a dev_overrides binary swapped after it was located: what ran answers, cached under the identity of what ran, never under the first file's", async () => {
    const { genuine, evil } = genuineAndEvil();
    const genuineIdentity = fileIdentity(genuine);
    const result = (await box.query([{ name: 'p', devOverride: { path: genuine } }], swapAtLaunch(genuine, evil))).get('p')!;
    expect(result.capabilities!.categories.tool).toEqual(EVIL_TOOL);
    const cache = new CapabilityCache(box.options().capabilityCacheDir!);
    expect(cache.get({ identity: genuineIdentity })).toBeNull();
    expect(cache.get({ identity: fileIdentity(genuine) })!.categories.tool).toEqual(EVIL_TOOL);
  });

  it('a TMPDIR too long for socket paths: the plugin and the broker get a short private folder in /tmp instead, and it is removed', async () => {
    const long = join(box.tmp, 'x'.repeat(SOCKET_PATH_MAX_BYTES - box.tmp.length));
    mkdirSync(long);
    const dump = box.file('env.json');
    const options = { env: { PATH: process.env.PATH, HOME: box.root, TMPDIR: long }, noCache: true };
    const { result } = await box.run({ category: 'tool', capabilities: TOOL, describe: DESCRIBE, fault: ['log-while-answering', `env-dump:${dump}`] }, options);
    expect(result.findings).toEqual([]);
    expect(result.capabilities!.categories.tool).toEqual(TOOL);
    const tmp = (JSON.parse(readFileSync(dump, 'utf8')) as { TMPDIR: string }).TMPDIR;
    expect(tmp).toMatch(new RegExp(`^/tmp/harness-lint-${process.pid}-[A-Za-z0-9]{6}$`));
    expect(existsSync(tmp)).toBe(false);
    expect(readdirSync(long)).toEqual([]);
    rmSync(long, { recursive: true });
  });

  it("litter of a killed run (run folder, callback-broker folder, cache temp files): swept once its PID is gone, a live run's kept", async () => {
    const dead = 2 ** 22 + 1; // Above Linux's largest PID: no such process.
    const live = process.ppid;
    for (const pid of [dead, live]) {
      mkdirSync(join(box.tmp, `harness-lint-${pid}-AbC123`));
      writeFileSync(join(box.tmp, `harness-lint-${pid}-AbC123`, 'plugin1234'), '');
      mkdirSync(join(box.tmp, `harness-lint-broker-${pid}-XyZ789`));
    }
    const cacheDir = join(box.options().capabilityCacheDir!, 'capabilities-v1');
    mkdirSync(cacheDir, { recursive: true });
    const temp = (pid: number) => join(cacheDir, `${'a'.repeat(64)}.json.${pid}.0123456789ab.tmp`);
    writeFileSync(temp(dead), '{');
    writeFileSync(temp(live), '{');
    // Another program's files that only look alike are never touched.
    writeFileSync(join(box.tmp, 'harness-lint-notes.txt'), '');
    const { result } = await box.run({ category: 'tool', capabilities: TOOL, describe: DESCRIBE });
    expect(result.findings).toEqual([]);
    expect(readdirSync(box.tmp).sort()).toEqual([`harness-lint-${live}-AbC123`, `harness-lint-broker-${live}-XyZ789`, 'harness-lint-notes.txt']);
    expect([existsSync(temp(dead)), existsSync(temp(live))]).toEqual([false, true]);
    for (const name of readdirSync(box.tmp)) rmSync(join(box.tmp, name), { recursive: true });
  });
});
