// The host asks a plugin's grpc server reflection which category services it registered, and
// falls back to probing all seven whenever the plugin cannot tell.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { loadProtos } from '../../src/capabilities/wire/protos.js';
import { listCategoryServices } from '../../src/capabilities/wire/server-reflection.js';
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
  const started = Date.now();
  const services = await listCategoryServices(plugin.client, await loadProtos(), Date.now() + deadlineMs);
  return { services: services && [...services].sort(), elapsed: Date.now() - started };
}

describe('listCategoryServices', () => {
  it("lists only the category services the plugin registered, not go-plugin's own", async () => {
    expect((await listed([])).services).toEqual(['pluggableharness.slashcommand.v1.SlashCommandService', 'pluggableharness.tool.v1.ToolService']);
  });

  it('asks v1alpha when v1 is UNIMPLEMENTED (a server built with an older grpc-go)', async () => {
    expect((await listed(['reflection-v1alpha'])).services).toEqual([
      'pluggableharness.slashcommand.v1.SlashCommandService',
      'pluggableharness.tool.v1.ToolService',
    ]);
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

  it('a plugin serving reflection v1alpha only: one listing request per version, then only its own services are called, not the 14 probes', async () => {
    const box = sandbox();
    try {
      const calls = box.file('calls.txt');
      const { result } = await box.run(spec(['reflection-v1alpha', `record-calls:${calls}`]), { noCache: true });
      expect(result.findings).toEqual([]);
      expect(result.capabilities!.categories).toEqual({ tool: TOOL, slashcommand: SLASH });
      expect(readFileSync(calls, 'utf8').split('\n').filter(Boolean).sort()).toEqual([
        '/grpc.reflection.v1.ServerReflection/ServerReflectionInfo',
        '/grpc.reflection.v1alpha.ServerReflection/ServerReflectionInfo',
        '/pluggableharness.slashcommand.v1.SlashCommandService/Describe',
        '/pluggableharness.slashcommand.v1.SlashCommandService/GetCapabilities',
        '/pluggableharness.tool.v1.ToolService/Describe',
        '/pluggableharness.tool.v1.ToolService/GetSchema',
      ]);
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
      const recorded = readFileSync(calls, 'utf8').split('\n').filter(Boolean);
      expect(recorded.filter((path) => path.startsWith('/pluggableharness.'))).toHaveLength(14);
      expect(recorded.filter((path) => path.startsWith('/grpc.reflection.')).sort()).toEqual([
        '/grpc.reflection.v1.ServerReflection/ServerReflectionInfo',
        '/grpc.reflection.v1alpha.ServerReflection/ServerReflectionInfo',
      ]);
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
