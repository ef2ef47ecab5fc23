// The fake plugin as a host sees it: handshake, health, Describe, capability RPCs, Shutdown.
import { existsSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as grpc from '@grpc/grpc-js';
import { afterEach, describe, expect, it } from 'vitest';
import { FAKE_PLUGIN, makePlugin } from '../fixtures/plugins/make-plugin.mjs';
import { cleanup, definition, start, tempDir, unary, withoutSyntheticOneofs } from './peer.js';

afterEach(cleanup);

const TOOL = 'pluggableharness.tool.v1.ToolService';
const SLASH = 'pluggableharness.slashcommand.v1.SlashCommandService';
const HEALTH = 'grpc.health.v1.Health';
const CONTROLLER = 'plugin.GRPCController';

const toolSpec = {
  category: 'tool',
  describe: { name: 'files', version: '1.2.3', source: 'github.com/agentco/provider-files', protocol_version: 1 },
  capabilities: {
    tools: [
      {
        name: 'write_file',
        kind: 'TOOL_KIND_RESOURCE',
        risk: 'RISK_CLASS_MODERATE',
        description: 'Write a file',
        input_schema: {
          type: 'SCHEMA_TYPE_OBJECT',
          properties: { path: { type: 'SCHEMA_TYPE_STRING' }, mode: { type: 'SCHEMA_TYPE_STRING', enum_values: ['a', 'w'] } },
          required: ['path'],
        },
        streaming: false,
        concurrency: {},
        default_timeout: '90.5s',
        idempotent: true,
      },
    ],
    slash_commands: [{ name: 'summarize', description: 'Summarize', template: 'Summarize {path}' }],
    config_schema: {
      attributes: [
        { name: 'root', type: 'ATTR_TYPE_STRING', required: true },
        { name: 'token', type: 'ATTR_TYPE_STRING', sensitive: true, default_json: '' },
      ],
    },
    supported_hook_points: ['HOOK_POINT_PLAN_READY', 'HOOK_POINT_POST_APPLY'],
  },
};

describe('fake plugin: serving', () => {
  it('hands shake on a unix socket in TMPDIR and answers health, Describe and GetSchema', async () => {
    const tmp = tempDir();
    const plugin = await start(makePlugin(tmp, 'provider-files', toolSpec), tmp);
    expect(plugin.line).toMatch(/^1\|1\|unix\|[^|]+\/plugin\d+\|grpc\|$/);
    expect(plugin.handshake.address.startsWith(`${tmp}/plugin`)).toBe(true);
    expect(existsSync(plugin.handshake.address)).toBe(true);

    expect(await unary(plugin.client, HEALTH, 'Check', { service: 'plugin' })).toEqual({ status: 'SERVING' });
    await expect(unary(plugin.client, HEALTH, 'Check', { service: 'other' })).rejects.toMatchObject({ code: grpc.status.NOT_FOUND });
    expect(await unary(plugin.client, TOOL, 'Describe')).toEqual({
      producer: { name: 'files', version: '1.2.3', source: 'github.com/agentco/provider-files', category: 'CATEGORY_TOOL', protocol_version: 1 },
    });
    const schema = withoutSyntheticOneofs(await unary(plugin.client, TOOL, 'GetSchema'));
    // As a Go plugin sends it: zero scalars without presence (streaming: false) are not on the wire.
    expect(schema).toEqual({
      tools: [
        {
          name: 'write_file',
          kind: 'TOOL_KIND_RESOURCE',
          risk: 'RISK_CLASS_MODERATE',
          description: 'Write a file',
          input_schema: {
            type: 'SCHEMA_TYPE_OBJECT',
            properties: { path: { type: 'SCHEMA_TYPE_STRING' }, mode: { type: 'SCHEMA_TYPE_STRING', enum_values: ['a', 'w'] } },
            required: ['path'],
          },
          concurrency: {},
          default_timeout: { seconds: 90, nanos: 500_000_000 },
          idempotent: true,
        },
      ],
      slash_commands: [{ name: 'summarize', description: 'Summarize', template: 'Summarize {path}' }],
      config_schema: {
        attributes: [
          { name: 'root', type: 'ATTR_TYPE_STRING', required: true },
          { name: 'token', type: 'ATTR_TYPE_STRING', sensitive: true, default_json: '' },
        ],
      },
      supported_hook_points: ['HOOK_POINT_PLAN_READY', 'HOOK_POINT_POST_APPLY'],
    });
    plugin.client.close();
  });

  it('answers UNIMPLEMENTED for categories it does not serve, and for Describe when the spec has none', async () => {
    const tmp = tempDir();
    const plugin = await start(makePlugin(tmp, 'p', { category: 'tool', capabilities: { tools: [] } }), tmp);
    await expect(unary(plugin.client, TOOL, 'Describe')).rejects.toMatchObject({ code: grpc.status.UNIMPLEMENTED });
    expect(await unary(plugin.client, TOOL, 'GetSchema')).toEqual({});
    for (const service of ['model.v1.ModelService', 'slashcommand.v1.SlashCommandService', 'widget.v1.WidgetService']) {
      await expect(unary(plugin.client, `pluggableharness.${service}`, 'Describe')).rejects.toMatchObject({ code: grpc.status.UNIMPLEMENTED });
      await expect(unary(plugin.client, `pluggableharness.${service}`, 'GetCapabilities')).rejects.toMatchObject({ code: grpc.status.UNIMPLEMENTED });
    }
    plugin.client.close();
  });

  it('serves several categories, each Describe naming its own category', async () => {
    const tmp = tempDir();
    const spec = {
      describe: { name: 'release', version: '2.0.0', protocol_version: 1 },
      categories: {
        tool: { tools: [{ name: 'tag', kind: 'TOOL_KIND_RESOURCE', risk: 'RISK_CLASS_LOW' }] },
        slashcommand: { commands: [{ name: 'release', kind: 'TOOL_KIND_RESOURCE', risk: 'RISK_CLASS_HIGH', default_timeout: '600s' }] },
      },
    };
    const plugin = await start(makePlugin(tmp, 'p', spec), tmp);
    expect(await unary(plugin.client, TOOL, 'GetSchema')).toEqual({ tools: [{ name: 'tag', kind: 'TOOL_KIND_RESOURCE', risk: 'RISK_CLASS_LOW' }] });
    expect(withoutSyntheticOneofs(await unary(plugin.client, SLASH, 'GetCapabilities'))).toEqual({
      commands: [{ name: 'release', kind: 'TOOL_KIND_RESOURCE', risk: 'RISK_CLASS_HIGH', default_timeout: { seconds: 600 } }],
    });
    expect(await unary(plugin.client, SLASH, 'Describe')).toEqual({
      producer: { name: 'release', version: '2.0.0', category: 'CATEGORY_SLASHCOMMAND', protocol_version: 1 },
    });
    expect(await unary(plugin.client, TOOL, 'Describe')).toMatchObject({ producer: { category: 'CATEGORY_TOOL' } });
    plugin.client.close();
  });

  it('wraps envelope categories and keeps presence of optional fields', async () => {
    const tmp = tempDir();
    const spec = {
      categories: {
        context: { default_token_budget: '4000', stability: 'STABILITY_STATIC', compactor: false, supported_hook_points: [] },
        model: {
          models: [
            {
              id: 'm-1',
              context_window: 200000,
              supports_parallel_tool_calls: false,
              thinking: { supported: true, mode: 'THINKING_MODE_CONTINUOUS_BUDGET', budget_range: { min: 1024, max: 32000 }, default: '' },
              pricing: {
                currency: 'USD',
                tiers: [
                  { effective_from: '2026-06-01T02:00:00+02:00', input_per_mtok: 3, output_per_mtok: 15, cache_read_per_mtok: 0, input_tokens_until: 200000 },
                ],
              },
              supported_tool_choice_modes: ['TOOL_CHOICE_MODE_AUTO', 7],
            },
          ],
        },
      },
    };
    const plugin = await start(makePlugin(tmp, 'p', spec), tmp);
    expect(await unary(plugin.client, 'pluggableharness.context.v1.ContextService', 'GetCapabilities')).toEqual({
      capabilities: { default_token_budget: 4000, stability: 'STABILITY_STATIC' },
    });
    const model = await unary(plugin.client, 'pluggableharness.model.v1.ModelService', 'GetCapabilities');
    expect(withoutSyntheticOneofs(model)).toEqual({
      capabilities: {
        models: [
          {
            id: 'm-1',
            context_window: 200000,
            supports_parallel_tool_calls: false,
            thinking: { supported: true, mode: 'THINKING_MODE_CONTINUOUS_BUDGET', budget_range: { min: 1024, max: 32000 }, default: '' },
            pricing: {
              currency: 'USD',
              tiers: [
                {
                  effective_from: { seconds: Date.UTC(2026, 5, 1) / 1000 },
                  input_per_mtok: 3,
                  output_per_mtok: 15,
                  cache_read_per_mtok: 0,
                  input_tokens_until: 200000,
                },
              ],
            },
            supported_tool_choice_modes: ['TOOL_CHOICE_MODE_AUTO', 7],
          },
        ],
      },
    });
    plugin.client.close();
  });

  it('Shutdown ends the process and removes its socket', async () => {
    const tmp = tempDir();
    const plugin = await start(makePlugin(tmp, 'p', toolSpec), tmp);
    expect(await unary(plugin.client, CONTROLLER, 'Shutdown')).toEqual({});
    expect(await plugin.exited).toEqual({ code: 0, signal: null });
    expect(existsSync(plugin.handshake.address)).toBe(false);
    expect(readdirSync(tmp).sort()).toEqual(['p', 'p.json']);
    plugin.client.close();
  });

  it('Shutdown also ends the StreamStdio stream the host holds open', async () => {
    const tmp = tempDir();
    const plugin = await start(makePlugin(tmp, 'p', toolSpec), tmp);
    const stdioDef = definition['plugin.GRPCStdio'] as unknown as Record<
      string,
      { path: string; requestSerialize(v: object): Buffer; responseDeserialize(b: Buffer): object }
    >;
    const stdio = plugin.client.makeServerStreamRequest(
      stdioDef.StreamStdio.path,
      stdioDef.StreamStdio.requestSerialize,
      stdioDef.StreamStdio.responseDeserialize,
      {},
    );
    const stdioDone = new Promise((done) => {
      stdio.on('end', done);
      stdio.on('error', done);
      stdio.on('data', () => {});
    });
    await unary(plugin.client, HEALTH, 'Check', { service: '' });
    await unary(plugin.client, CONTROLLER, 'Shutdown');
    await stdioDone;
    expect((await plugin.exited).code).toBe(0);
    plugin.client.close();
  });

  it('finds its spec beside its own path when run through a symlink, with no arguments', async () => {
    const tmp = tempDir();
    symlinkSync(FAKE_PLUGIN, join(tmp, 'provider-x'));
    writeFileSync(join(tmp, 'provider-x.json'), JSON.stringify(toolSpec));
    const plugin = await start(join(tmp, 'provider-x'), tmp);
    expect(await unary(plugin.client, TOOL, 'Describe')).toMatchObject({ producer: { name: 'files' } });
    plugin.client.close();
  });

  it('listens on tcp in the PLUGIN_MIN_PORT..PLUGIN_MAX_PORT range when the spec asks', async () => {
    const tmp = tempDir();
    const plugin = await start(makePlugin(tmp, 'p', { ...toolSpec, network: 'tcp' }), tmp);
    const match = /^1\|1\|tcp\|127\.0\.0\.1:(\d+)\|grpc\|$/.exec(plugin.line);
    expect(match).not.toBeNull();
    const port = Number(match![1]);
    expect(port >= 10000 && port <= 25000).toBe(true);
    expect(await unary(plugin.client, HEALTH, 'Check', { service: 'plugin' })).toEqual({ status: 'SERVING' });
    await unary(plugin.client, CONTROLLER, 'Shutdown');
    expect((await plugin.exited).code).toBe(0);
    plugin.client.close();
  });
});

const SAMPLES = fileURLToPath(new URL('../fixtures/plugins/samples/', import.meta.url));
const ENVELOPE = new Set(['model', 'context', 'memory', 'frontend', 'widget']);
const CAPABILITY_RPC: Record<string, [string, string]> = {
  model: ['model.v1.ModelService', 'GetCapabilities'],
  tool: ['tool.v1.ToolService', 'GetSchema'],
  context: ['context.v1.ContextService', 'GetCapabilities'],
  memory: ['memory.v1.MemoryService', 'GetCapabilities'],
  frontend: ['frontend.v1.FrontendService', 'GetCapabilities'],
  widget: ['widget.v1.WidgetService', 'GetCapabilities'],
  slashcommand: ['slashcommand.v1.SlashCommandService', 'GetCapabilities'],
};
// Fields with explicit presence (wire.md §4.3 rule 3); every other zero scalar stays off the wire.
const PRESENCE = new Set([
  'default_json',
  'supports_parallel_tool_calls',
  'default',
  'cache_write_per_mtok',
  'cache_read_per_mtok',
  'batch_input_per_mtok',
  'batch_output_per_mtok',
  'input_tokens_from',
  'input_tokens_until',
]);
const TIMES = new Set(['default_timeout', 'effective_from', 'effective_until']);

/** What a proto3 peer receives for a providers.json capability message. */
function asReceived(value: unknown, key = ''): unknown {
  if (TIMES.has(key) && typeof value === 'string') {
    const seconds = key === 'default_timeout' ? Number(value.slice(0, -1)) : Date.parse(value) / 1000;
    return { seconds };
  }
  if (Array.isArray(value)) return value.map((v) => asReceived(v));
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    const implicitZero = !PRESENCE.has(k) && (v === false || v === 0 || v === '' || (typeof v === 'string' && v.endsWith('_UNSPECIFIED')));
    const emptyRepeated = (Array.isArray(v) && v.length === 0) || (k === 'properties' && Object.keys(v as object).length === 0);
    if (!implicitZero && !emptyRepeated) out[k] = asReceived(v, k);
  }
  return out;
}

describe('fake plugin: conformance providers.json entries', () => {
  const files = readdirSync(SAMPLES)
    .filter((f) => f.endsWith('.providers.json'))
    .sort();
  it.each(files)('%s: each entry serves its Describe and capabilities', async (file) => {
    const providers = JSON.parse(readFileSync(`${SAMPLES}${file}`, 'utf8')) as Record<string, { category: string; describe?: object; capabilities: object }>;
    for (const [name, entry] of Object.entries(providers)) {
      const tmp = tempDir();
      const plugin = await start(makePlugin(tmp, name, entry), tmp);
      const [service, rpc] = CAPABILITY_RPC[entry.category];
      const answer = withoutSyntheticOneofs(await unary(plugin.client, `pluggableharness.${service}`, rpc));
      const expected = asReceived(entry.capabilities) as object;
      expect(answer, `${file} ${name}`).toEqual(ENVELOPE.has(entry.category) ? { capabilities: expected } : expected);
      const describe = await unary(plugin.client, `pluggableharness.${service}`, 'Describe');
      expect(describe).toEqual({ producer: { category: `CATEGORY_${entry.category.toUpperCase()}`, ...entry.describe } });
      await unary(plugin.client, CONTROLLER, 'Shutdown');
      expect((await plugin.exited).code).toBe(0);
      plugin.client.close();
    }
  });
});
