// The host asks a plugin's grpc server reflection which services it registered, and falls back
// to probing all seven categories (and opening StreamStdio) whenever the plugin cannot tell.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { GrpcChannel } from '../../src/plugin-host/wire/grpc-channel.js';
import { loadProtos } from '../../src/plugin-host/wire/protos.js';
import { listServedServices } from '../../src/plugin-host/wire/server-reflection.js';
import { makePlugin } from '../fixtures/plugins/make-plugin.mjs';
import { cleanup, start, tempDir } from '../plugin-peer/peer.js';
import { sandbox } from './plugin-harness.js';

afterEach(cleanup);

const DESCRIBE = { name: 'p', version: '1.0.0', source: 'github.com/agentco/provider-p', protocol_version: 1 };
const TOOL = { tools: [{ name: 'search', kind: 'TOOL_KIND_DATA_SOURCE', risk: 'RISK_CLASS_READ_ONLY' }] };
const SLASH = { commands: [{ name: 'deploy', description: 'Deploy it' }] };

async function listed(fault: string[], deadlineMs = 5000) {
  const tmp = tempDir();
  const plugin = await start(makePlugin(tmp, 'provider-p', { categories: { tool: TOOL, slashcommand: SLASH }, describe: DESCRIBE, fault }), tmp);
  const channel = await GrpcChannel.dial(plugin.handshake, { receiveLimit: 1 << 20, deadline: Date.now() + 5000, gaveUp: plugin.exited });
  if (channel instanceof Error) throw channel;
  const started = Date.now();
  const services = await listServedServices(channel, await loadProtos(), Date.now() + deadlineMs);
  channel.close();
  return { services: services && [...services].sort(), elapsed: Date.now() - started };
}

const GO_PLUGIN_SERVICES = ['grpc.health.v1.Health', 'plugin.GRPCBroker', 'plugin.GRPCController', 'plugin.GRPCStdio'];
const CATEGORY_SERVICES = ['pluggableharness.slashcommand.v1.SlashCommandService', 'pluggableharness.tool.v1.ToolService'];
const V1ALPHA_SERVICE = 'grpc.reflection.v1alpha.ServerReflection';
const V1_SERVICE = 'grpc.reflection.v1.ServerReflection';

describe('listServedServices', () => {
  it("lists every service the plugin registered, go-plugin's own and reflection too", async () => {
    expect((await listed([])).services).toEqual([...GO_PLUGIN_SERVICES, V1_SERVICE, V1ALPHA_SERVICE, ...CATEGORY_SERVICES].sort());
  });

  it('lists them from v1alpha alone (a server built with a grpc-go before 1.57) and from v1 alone', async () => {
    expect((await listed(['reflection-v1alpha'])).services).toEqual([...GO_PLUGIN_SERVICES, V1ALPHA_SERVICE, ...CATEGORY_SERVICES].sort());
    expect((await listed(['reflection-v1'])).services).toEqual([...GO_PLUGIN_SERVICES, V1_SERVICE, ...CATEGORY_SERVICES].sort());
  });

  it('does not list plugin.GRPCStdio for a go-plugin before 1.3', async () => {
    expect((await listed(['no-stdio'])).services).toEqual(
      [...GO_PLUGIN_SERVICES.filter((name) => name !== 'plugin.GRPCStdio'), V1_SERVICE, V1ALPHA_SERVICE, ...CATEGORY_SERVICES].sort(),
    );
  });

  it('is null for a plugin without reflection (UNIMPLEMENTED)', async () => {
    expect((await listed(['no-reflection'])).services).toBeNull();
  });

  it('is null when reflection never answers: it gives up after 1 s, or at the deadline if sooner', async () => {
    const slow = await listed(['hang-in-rpc:ServerReflectionInfo']);
    expect(slow.services).toBeNull();
    expect(slow.elapsed).toBeGreaterThanOrEqual(990);
    const early = await listed(['hang-in-rpc:ServerReflectionInfo'], 300);
    expect(early.services).toBeNull();
    expect(early.elapsed).toBeGreaterThanOrEqual(290);
    expect(early.elapsed).toBeLessThan(slow.elapsed);
  });
});

describe('queryProviders with and without reflection', () => {
  const spec = (fault: string[]) => ({ categories: { tool: TOOL, slashcommand: SLASH }, describe: DESCRIBE, fault });

  it('reads the same answers whether the plugin lists its services, serves no reflection, or never answers it', async () => {
    const box = sandbox();
    try {
      const results = await box.query(
        ['', 'no-reflection', 'hang-in-rpc:ServerReflectionInfo'].map((fault, i) => ({
          name: `p${i}`,
          devOverride: { path: box.plugin(`p${i}`, spec(fault ? [fault] : [])) },
        })),
      );
      const answers = [0, 1, 2].map((i) => {
        const r = results.get(`p${i}`)!;
        return { findings: r.findings, categories: r.capabilities?.categories, describe: r.capabilities?.describe };
      });
      expect(answers[0]).toEqual({ findings: [], categories: { tool: TOOL, slashcommand: SLASH }, describe: { ...DESCRIBE, category: 'CATEGORY_TOOL' } });
      expect(answers[1]).toEqual(answers[0]);
      expect(answers[2]).toEqual(answers[0]);
    } finally {
      box.dispose();
    }
  });

  // What the host calls: reflection in the order asked, then the services it listed.
  const OWN_SERVICES = [
    '/pluggableharness.slashcommand.v1.SlashCommandService/Describe',
    '/pluggableharness.slashcommand.v1.SlashCommandService/GetCapabilities',
    '/pluggableharness.tool.v1.ToolService/Describe',
    '/pluggableharness.tool.v1.ToolService/GetSchema',
  ];
  const V1ALPHA = '/grpc.reflection.v1alpha.ServerReflection/ServerReflectionInfo';
  const V1 = '/grpc.reflection.v1.ServerReflection/ServerReflectionInfo';
  const STDIO = '/plugin.GRPCStdio/StreamStdio';
  const callsOf = (file: string) => readFileSync(file, 'utf8').split('\n').filter(Boolean);

  it.each([
    ['both reflection versions (grpc-go since 1.57): one listing request', [], [V1ALPHA]],
    ['reflection v1alpha only (grpc-go before 1.57): one listing request', ['reflection-v1alpha'], [V1ALPHA]],
    ['reflection v1 only: v1alpha, UNIMPLEMENTED, then v1', ['reflection-v1'], [V1ALPHA, V1]],
  ])('a plugin serving %s, then only its own services and StreamStdio, not the 14 probes', async (_, faults, reflectionCalls) => {
    const box = sandbox();
    try {
      const calls = box.file('calls.txt');
      const { result } = await box.run(spec([...faults, `record-calls:${calls}`]), { noCache: true });
      expect(result.findings).toEqual([]);
      expect(result.capabilities!.categories).toEqual({ tool: TOOL, slashcommand: SLASH });
      const recorded = callsOf(calls);
      expect(recorded.filter((path) => path.startsWith('/grpc.reflection.'))).toEqual(reflectionCalls);
      expect(recorded.filter((path) => !path.startsWith('/grpc.reflection.')).sort()).toEqual([...OWN_SERVICES, STDIO]);
    } finally {
      box.dispose();
    }
  });

  it('a plugin whose reflection does not list plugin.GRPCStdio (go-plugin before 1.3) gets no StreamStdio call', async () => {
    const box = sandbox();
    try {
      const calls = box.file('calls.txt');
      const { result } = await box.run(spec(['no-stdio', `record-calls:${calls}`]), { noCache: true });
      expect(result.findings).toEqual([]);
      expect(callsOf(calls).sort()).toEqual([V1ALPHA, ...OWN_SERVICES].sort());
    } finally {
      box.dispose();
    }
  });

  it('a plugin without any reflection: all seven categories are probed (the fallback)', async () => {
    const box = sandbox();
    try {
      const calls = box.file('calls.txt');
      const { result } = await box.run(spec(['no-reflection', `record-calls:${calls}`]), { noCache: true });
      expect(result.findings).toEqual([]);
      const recorded = callsOf(calls);
      expect(recorded.filter((path) => path.startsWith('/pluggableharness.'))).toHaveLength(14);
      expect(recorded.filter((path) => path.startsWith('/grpc.reflection.'))).toEqual([V1ALPHA, V1]);
      // It cannot tell whether StreamStdio is served, so the stream is opened as go-plugin's host does.
      expect(recorded.filter((path) => path === STDIO)).toEqual([STDIO]);
    } finally {
      box.dispose();
    }
  });

  it('a plugin that crashes in reflection is reported as crashed', async () => {
    const box = sandbox();
    try {
      const { result } = await box.run(spec(['crash-in-rpc:ServerReflectionInfo']));
      expect(result.findings).toEqual([
        {
          ruleId: 'plugin-launch-failed',
          severity: 'error',
          message:
            'provider "p": the plugin crashed: it exited with code 2 after its handshake, before answering the host\'s Describe and capability calls (plugin stderr: "panic: fake-plugin crashed in ServerReflectionInfo")',
        },
      ]);
    } finally {
      box.dispose();
    }
  });
});
