import { chmodSync, copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { goPlatform } from '../../src/plugin-host/verify/platform.js';
import type { ProviderInput } from '../../src/plugin-host/provider-input.js';
import type { FakePluginSpec } from '../fixtures/plugins/make-plugin.mjs';
import { isAlive, leftovers, pidFrom, sandbox, settledAlive, type Sandbox } from './plugin-harness.js';
import { slackMs } from '../support/wall-time.js';

const TOOL = {
  tools: [{ name: 'search', kind: 'TOOL_KIND_DATA_SOURCE', risk: 'RISK_CLASS_READ_ONLY', default_timeout: '120s' }],
  config_schema: { attributes: [{ name: 'max_results', type: 'ATTR_TYPE_NUMBER', default_json: '500' }] },
  supported_hook_points: ['HOOK_POINT_PLAN_READY'],
};
const DESCRIBE = { name: 'p', version: '1.0.0', source: 'github.com/agentco/provider-p', protocol_version: 1 };
const SAMPLES = fileURLToPath(new URL('../fixtures/plugins/samples/', import.meta.url));

let box: Sandbox;
let marker: string;

beforeEach(() => {
  box = sandbox();
  marker = box.file('marker.pid');
});
afterEach(async () => {
  // Every test must leave no tracked child, no live plugin and no socket file.
  expect(await leftovers(box, [marker, box.file('fork.pid')])).toEqual({ files: [], alive: [], tracked: [], runFolders: [] });
  box.dispose();
});

function tool(fault?: string[] | string, extra: Record<string, unknown> = {}) {
  const faults = [`marker:${marker}`, ...(fault === undefined ? [] : Array.isArray(fault) ? fault : [fault])];
  return { category: 'tool' as const, capabilities: TOOL, describe: DESCRIBE, fault: faults, ...extra };
}

/** protobuf-JSON drops implicit zero values on the wire; compare what can survive a round trip. */
function withoutZeroValues(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutZeroValues);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      if (v === false || v === 0 || v === '' || (Array.isArray(v) && v.length === 0)) continue;
      out[k] = withoutZeroValues(v);
    }
    return out;
  }
  return value;
}

describe('queryProviders through the fake go-plugin plugin', () => {
  it('reads Describe and the capability message in protobuf-JSON shape, then shuts the plugin down', async () => {
    const { result } = await box.run(tool());
    expect(result.findings).toEqual([]);
    expect(result.fromCache).toBe(false);
    expect(result.capabilities).toEqual({ name: 'p', describe: { ...DESCRIBE, category: 'CATEGORY_TOOL' }, categories: { tool: TOOL } });
  });

  it('round-trips every sample providers.json entry unchanged (conformance shape)', async () => {
    const inputs: ProviderInput[] = [];
    const expected = new Map<string, { category: string; capabilities: unknown; describe: unknown }>();
    for (const sample of readdirSync(SAMPLES).sort()) {
      const entries = JSON.parse(readFileSync(join(SAMPLES, sample), 'utf8')) as Record<
        string,
        { category: string; capabilities: unknown; describe: Record<string, unknown> }
      >;
      for (const [name, entry] of Object.entries(entries)) {
        const key = `${sample.slice(0, 3)}-${name}`;
        inputs.push({ name: key, devOverride: { path: box.plugin(key, entry as FakePluginSpec) } });
        expected.set(key, entry);
      }
    }
    expect(inputs.length).toBeGreaterThanOrEqual(8);
    const results = await box.query(inputs);
    for (const [key, entry] of expected) {
      const r = results.get(key)!;
      if (entry.describe && (entry.describe as { protocol_version?: number }).protocol_version !== 1) {
        expect(r.findings.map((f) => f.ruleId)).toEqual(['plugin-protocol-version']);
        continue;
      }
      expect(r.findings).toEqual([]);
      expect(withoutZeroValues(r.capabilities!.categories)).toEqual(withoutZeroValues({ [entry.category]: entry.capabilities }));
    }
  });

  it('finds every category a plugin serves (tool + slashcommand)', async () => {
    const commands = { commands: [{ name: 'release', description: 'cut a release' }] };
    const { result } = await box.run({ categories: { tool: TOOL, slashcommand: commands }, describe: DESCRIBE, fault: `marker:${marker}` });
    expect(Object.keys(result.capabilities!.categories)).toEqual(['tool', 'slashcommand']);
    expect(result.capabilities!.categories.slashcommand).toEqual(commands);
  });

  it('dials a tcp plugin too', async () => {
    const { result } = await box.run(tool(undefined, { network: 'tcp' }));
    expect(result.findings).toEqual([]);
    expect(result.capabilities!.categories.tool).toEqual(TOOL);
  });

  it('warns when the plugin serves no Describe and still uses its capabilities', async () => {
    const { result } = await box.run({ category: 'tool', capabilities: TOOL, fault: `marker:${marker}` });
    expect(result.findings).toEqual([
      {
        ruleId: 'plugin-describe-missing',
        severity: 'warning',
        message:
          'provider "p": the plugin serves no Describe (tool Describe answered UNIMPLEMENTED), so its identity (name, version, source) is unknown; its capabilities are still checked',
      },
    ]);
    expect(result.capabilities).toEqual({ name: 'p', categories: { tool: TOOL } });
  });

  it('reports a Describe protocol_version other than 1 (plugin-protocol-version)', async () => {
    const { result } = await box.run(tool(undefined, { describe: { ...DESCRIBE, protocol_version: 2 } }));
    expect(result.findings).toEqual([
      {
        ruleId: 'plugin-protocol-version',
        severity: 'error',
        message: 'provider "p": protocol_version 2 is not the kernel\'s; use a build of the plugin for protocol version 1',
        notes: ["the plugin's Describe reports protocol_version 2, but the kernel speaks go-plugin protocol version 1 and refuses to load it"],
      },
    ]);
    expect(result.capabilities).toBeUndefined();
  });

  it('reports a Describe that names another category than the one it serves (plugin-category-mismatch), capabilities still read', async () => {
    const { result } = await box.run(tool(undefined, { describe: { ...DESCRIBE, category: 'CATEGORY_MODEL' } }));
    expect(result.findings).toEqual([
      {
        ruleId: 'plugin-category-mismatch',
        severity: 'warning',
        message:
          'provider "p": its Describe reports category CATEGORY_MODEL, but the plugin serves tool and not the model service; fix the category in the plugin\'s Describe (ProducerRef.category), or serve the category it names',
      },
    ]);
    expect(result.capabilities!.categories).toEqual({ tool: TOOL });
  });

  it('reports a plugin that serves no category at all', async () => {
    const { result } = await box.run({ fault: `marker:${marker}` });
    expect(result.findings.map((f) => [f.ruleId, f.message])).toEqual([
      [
        'plugin-rpc-failed',
        'provider "p": the plugin serves none of the seven category services (every Describe and capability RPC answered UNIMPLEMENTED); is it a PluggableHarness plugin built for protocol version 1?',
      ],
    ]);
  });

  describe('fault modes: the right finding, within the timeout plus a second, nothing left behind', () => {
    const cases: [string, string[], number, string | RegExp, string][] = [
      [
        'crash-before-handshake',
        ['crash-before-handshake'],
        8000,
        'plugin-launch-failed',
        'the plugin exited with code 2 before its go-plugin handshake; is "PATH" a PluggableHarness plugin? (plugin stderr: "panic: fake-plugin crashed before its handshake")',
      ],
      [
        'init-error (go-plugin could not listen): its hclog fields give the cause, and no doubt that it is a plugin',
        ['init-error:listen unix /tmp/x/plugin1: bind: invalid argument'],
        8000,
        'plugin-launch-failed',
        'the plugin exited with code 0 before its go-plugin handshake, after go-plugin logged an error (plugin stderr: "error: plugin init error: error=\\"listen unix /tmp/x/plugin1: bind: invalid argument\\"")',
      ],
      [
        'no-handshake',
        ['no-handshake'],
        2000,
        'plugin-launch-failed',
        'timed out after 2000 ms waiting for the go-plugin handshake line on stdout; raise --plugin-timeout if the plugin is just slow to start',
      ],
      [
        'slow-start beyond the timeout',
        ['slow-start:30000'],
        2000,
        'plugin-launch-failed',
        'timed out after 2000 ms waiting for the go-plugin handshake line on stdout; raise --plugin-timeout if the plugin is just slow to start',
      ],
      [
        'malformed-handshake',
        ['malformed-handshake'],
        8000,
        'plugin-launch-failed',
        'bad handshake: the first stdout line "1|1|unix" is not a go-plugin handshake (expected CORE|APP|NETWORK|ADDRESS|PROTOCOL, got 3 fields)',
      ],
      [
        'non-handshake-first-line',
        ['non-handshake-first-line'],
        8000,
        'plugin-launch-failed',
        'bad handshake: the first stdout line "fake-plugin is starting" is not a go-plugin handshake (expected CORE|APP|NETWORK|ADDRESS|PROTOCOL, got 1 field)',
      ],
      [
        'app-protocol-2',
        ['app-protocol-2'],
        8000,
        'plugin-protocol-version',
        'handshake app protocol version is "2", but this kernel speaks version 1; use a build of the plugin for protocol version 1',
      ],
      [
        'hang-in-rpc:GetSchema',
        ['hang-in-rpc:GetSchema'],
        3000,
        'plugin-launch-failed',
        'timed out after 3000 ms waiting for ToolService/GetSchema; raise --plugin-timeout if the plugin is just slow',
      ],
      [
        'hang-in-rpc:Describe',
        ['hang-in-rpc:Describe'],
        3000,
        'plugin-launch-failed',
        'timed out after 3000 ms waiting for ToolService/Describe; raise --plugin-timeout if the plugin is just slow',
      ],
      [
        'crash-in-rpc:GetSchema',
        ['crash-in-rpc:GetSchema'],
        8000,
        'plugin-launch-failed',
        'the plugin crashed: it exited with code 2 after its handshake, before answering the host\'s Describe and capability calls (plugin stderr: "panic: fake-plugin crashed in GetSchema")',
      ],
      [
        'crash-in-rpc:Describe',
        ['crash-in-rpc:Describe'],
        8000,
        'plugin-launch-failed',
        'the plugin crashed: it exited with code 2 after its handshake, before answering the host\'s Describe and capability calls (plugin stderr: "panic: fake-plugin crashed in Describe")',
      ],
    ];
    for (const [label, faults, timeoutMs, ruleId, message] of cases) {
      it(label, async () => {
        const { result, elapsed, path } = await box.run(tool(faults), { timeoutMs });
        expect(result.findings).toEqual([{ ruleId, severity: 'error', message: `provider "p": ${message.replace('PATH', path)}` }]);
        expect(result.capabilities).toBeUndefined();
        expect(elapsed).toBeLessThan(timeoutMs + slackMs(1000));
        expect(await settledAlive([pidFrom(marker)])).toEqual([]);
      });
    }

    it('stderr-flood then crash-before-handshake: the crash line survives the megabyte, the quote stays short', async () => {
      const { result } = await box.run(tool(['stderr-flood', 'crash-before-handshake']));
      expect(result.findings.map((f) => f.ruleId)).toEqual(['plugin-launch-failed']);
      const message = result.findings[0].message;
      expect(message).toMatch(/ \(plugin stderr: "[a-z -]+" \/ "panic: fake-plugin crashed before its handshake"\)$/);
      expect(message.length).toBeLessThan(1000);
    });

    it('hang-in-rpc:GetCapabilities on a model plugin: the timeout names ModelService/GetCapabilities', async () => {
      const { result, elapsed } = await box.run(
        { category: 'model', capabilities: { models: [{ id: 'm' }] }, describe: DESCRIBE, fault: [`marker:${marker}`, 'hang-in-rpc:GetCapabilities'] },
        { timeoutMs: 3000 },
      );
      expect(result.findings).toEqual([
        {
          ruleId: 'plugin-launch-failed',
          severity: 'error',
          message: 'provider "p": timed out after 3000 ms waiting for ModelService/GetCapabilities; raise --plugin-timeout if the plugin is just slow',
        },
      ]);
      expect(elapsed).toBeLessThan(3000 + slackMs(1000));
    });

    it('crash-after-handshake: reported at once, not after the deadline, in one wording whatever step it hit', async () => {
      const { result, elapsed } = await box.run(tool('crash-after-handshake'), { timeoutMs: 8000 });
      expect(result.findings).toEqual([
        {
          ruleId: 'plugin-launch-failed',
          severity: 'error',
          message:
            'provider "p": the plugin crashed: it exited with code 2 after its handshake, before answering the host\'s Describe and capability calls (plugin stderr: "panic: fake-plugin crashed after its handshake")',
        },
      ]);
      expect(elapsed).toBeLessThan(8000);
    });

    for (const fault of ['stderr-flood', 'ignore-shutdown', 'shutdown-drops-response']) {
      it(`${fault}: answers are read and the plugin is gone afterwards`, async () => {
        const { result, elapsed } = await box.run(tool(fault), { timeoutMs: 8000 });
        expect(result.findings).toEqual([]);
        expect(result.capabilities!.categories.tool).toEqual(TOOL);
        expect(elapsed).toBeLessThan(8000 + slackMs(1000));
        expect(await settledAlive([pidFrom(marker)])).toEqual([]);
      });
    }

    it('huge-response: a 7 MiB capability message is received whole', async () => {
      const { result } = await box.run(tool('huge-response'));
      expect(result.findings).toEqual([]);
      const attrs = (result.capabilities!.categories.tool!.config_schema as { attributes: { name: string; description?: string }[] }).attributes;
      expect(attrs.map((a) => a.name)).toEqual(['max_results', 'huge_padding']);
      expect(attrs[1].description!.length).toBe(7 * 1024 * 1024);
    });

    it("log-while-answering: the callback broker takes the plugin's Log calls", async () => {
      const logs: string[] = [];
      const { result } = await box.run(tool('log-while-answering'), { onLog: (provider, line) => logs.push(`${provider}: ${line}`) });
      expect(result.findings).toEqual([]);
      expect(logs.sort()).toEqual(['p: info: fake-plugin: answering Describe', 'p: info: fake-plugin: answering GetSchema']);
    });

    it('fork-child: a process the plugin forked is killed with it', async () => {
      const forkPid = box.file('fork.pid');
      const { result } = await box.run(tool(`fork-child:${forkPid}`));
      expect(result.findings).toEqual([]);
      expect(await settledAlive([pidFrom(forkPid)])).toEqual([]);
    });
  });

  it('reports a binary that cannot be executed at the spawn step', async () => {
    const path = box.file('not-executable');
    writeFileSync(path, '#!/bin/sh\n');
    const r = (await box.query([{ name: 'p', devOverride: { path } }])).get('p')!;
    expect(r.findings).toEqual([
      {
        ruleId: 'plugin-launch-failed',
        severity: 'error',
        message: `provider "p": could not start the plugin "${path}" (permission denied); check that the file exists and is executable`,
      },
    ]);
  });

  it("gives the plugin no environment variable outside the allowlist, even with secrets in the linter's own", async () => {
    const dump = box.file('env.json');
    const saved = { secret: process.env.AWS_SECRET_ACCESS_KEY, tmp: process.env.TMPDIR };
    process.env.AWS_SECRET_ACCESS_KEY = 'AKIA-test-secret';
    process.env.TMPDIR = box.tmp;
    try {
      const path = box.plugin('p', tool(`env-dump:${dump}`));
      // No `env` option: the host reads process.env, which holds the secret.
      const results = await box.query([{ name: 'p', devOverride: { path } }], { env: undefined });
      expect(results.get('p')!.findings).toEqual([]);
    } finally {
      if (saved.secret === undefined) delete process.env.AWS_SECRET_ACCESS_KEY;
      else process.env.AWS_SECRET_ACCESS_KEY = saved.secret;
      if (saved.tmp === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = saved.tmp;
    }
    const env = JSON.parse(readFileSync(dump, 'utf8')) as Record<string, string>;
    // PWD is set by the /bin/sh wrapper makePlugin writes, not by the host (see handshake.test.ts).
    delete env.PWD;
    // TMPDIR is the run's private folder inside the linter's TMPDIR, gone once the run is.
    expect(env.TMPDIR).toMatch(new RegExp(`^${box.tmp}/harness-lint-${process.pid}-[A-Za-z0-9]{6}$`));
    expect(existsSync(env.TMPDIR)).toBe(false);
    const expected: Record<string, string> = {
      PATH: process.env.PATH!,
      TMPDIR: env.TMPDIR,
      PLUGIN_UNIX_SOCKET_DIR: env.TMPDIR,
      PLUGGABLEHARNESS_AGENT_PLUGIN: 'pluggableharness-agent-v1-a6f3c9d2-plugin-handshake',
      PLUGIN_MIN_PORT: '10000',
      PLUGIN_MAX_PORT: '25000',
      PLUGIN_PROTOCOL_VERSIONS: '1',
    };
    if (process.env.HOME !== undefined) expected.HOME = process.env.HOME;
    expect(env).toEqual(expected);
    expect(JSON.stringify(env)).not.toContain('AKIA-test-secret');
  });

  describe('lock-file binaries in the plugin cache', () => {
    const SOURCE = 'github.com/agentco/provider-p';
    function install(spec: ReturnType<typeof tool>): { path: string; sha: string } {
      const dir = join(box.root, 'plugin-cache', 'plugins', SOURCE, '1.0.0', goPlatform());
      const path = box.plugin('staging', spec);
      mkdirSync(dir, { recursive: true });
      const target = join(dir, 'provider-p');
      copyFileSync(path, target);
      copyFileSync(`${path}.json`, `${target}.json`);
      rmSync(path);
      chmodSync(target, 0o755);
      return { path: target, sha: createHash('sha256').update(readFileSync(target)).digest('hex') };
    }
    const input = (checksum: string): ProviderInput => ({ name: 'p', lock: { source: SOURCE, version: '1.0.0', checksums: { [goPlatform()]: checksum } } });

    it('never executes a binary whose checksum does not match', async () => {
      const { path } = install(tool());
      const results = await box.query([input(`sha256:${'0'.repeat(64)}`)]);
      const r = results.get('p')!;
      expect(r.findings.map((f) => f.ruleId)).toEqual(['plugin-checksum-mismatch']);
      expect(r.findings[0].message).toContain(`the binary "${path}" has SHA-256`);
      expect(existsSync(marker)).toBe(false);
    });

    it('launches a verified binary, then answers from the cache without launching; noCache launches again', async () => {
      const { sha } = install(tool());
      const first = (await box.query([input(`sha256:${sha}`)])).get('p')!;
      expect(first.fromCache).toBe(false);
      expect(first.capabilities!.categories.tool).toEqual(TOOL);
      expect(existsSync(marker)).toBe(true);

      rmSync(marker);
      const warm = (await box.query([input(`sha256:${sha}`)])).get('p')!;
      expect(warm.fromCache).toBe(true);
      expect(warm.capabilities).toEqual(first.capabilities);
      expect(existsSync(marker)).toBe(false);

      const bypass = (await box.query([input(`sha256:${sha}`)], { noCache: true })).get('p')!;
      expect(bypass.fromCache).toBe(false);
      expect(existsSync(marker)).toBe(true);
    });

    it('ignores a corrupt cache entry and launches', async () => {
      const { sha } = install(tool());
      const dir = join(box.root, 'capability-cache', 'capabilities-v1');
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, `${sha}.json`), '{"version":1,');
      const r = (await box.query([input(`sha256:${sha}`)])).get('p')!;
      expect(r.fromCache).toBe(false);
      expect(r.findings).toEqual([]);
      expect(existsSync(marker)).toBe(true);
    });
  });

  it('caches dev_overrides binaries by content too', async () => {
    const path = box.plugin('p', tool());
    const first = (await box.query([{ name: 'p', devOverride: { path } }])).get('p')!;
    rmSync(marker);
    const second = (await box.query([{ name: 'p', devOverride: { path } }])).get('p')!;
    expect([first.fromCache, second.fromCache]).toEqual([false, true]);
    expect(existsSync(marker)).toBe(false);
  });

  describe('parallel launches', () => {
    async function watch(count: number, concurrency: number) {
      const markers = Array.from({ length: count }, (_, i) => box.file(`m${i}.pid`));
      const inputs = markers.map((m, i) => ({
        name: `p${i}`,
        devOverride: { path: box.plugin(`p${i}`, { category: 'tool', capabilities: TOOL, describe: DESCRIBE, fault: [`marker:${m}`, 'slow-start:1500'] }) },
      }));
      let maxAlive = 0;
      let allAliveAtOnce = false;
      let done = false;
      const run = box.query(inputs, { concurrency, noCache: true }).finally(() => (done = true));
      while (!done) {
        const alive = markers.filter((m) => existsSync(m) && readFileSync(m, 'utf8').trim() !== '' && isAlive(pidFrom(m))).length;
        maxAlive = Math.max(maxAlive, alive);
        if (alive === count) allAliveAtOnce = true;
        await new Promise((r) => setTimeout(r, 25));
      }
      const results = await run;
      for (const r of results.values()) expect(r.findings).toEqual([]);
      expect(await settledAlive(markers.map(pidFrom))).toEqual([]);
      return { maxAlive, allAliveAtOnce };
    }

    it('N plugins run at the same time, not one after another', async () => {
      const { allAliveAtOnce } = await watch(4, 8);
      expect(allAliveAtOnce).toBe(true);
    });

    it('never more at once than the concurrency bound', async () => {
      const { maxAlive } = await watch(4, 2);
      expect(maxAlive).toBeLessThanOrEqual(2);
      expect(maxAlive).toBeGreaterThanOrEqual(1);
    });
  });
});
