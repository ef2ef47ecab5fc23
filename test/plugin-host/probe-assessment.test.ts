import { describe, expect, it } from 'vitest';
import { assessProbes, type CallResult, type Probe } from '../../src/plugin-host/wire/probe-assessment.js';
import { loadProtos } from '../../src/plugin-host/wire/protos.js';
import { CATEGORIES, type Category } from '../../src/models/advertised/wire-types.js';

const unimplemented: CallResult = { ok: false, error: { code: 12, details: 'unknown service' } };
const ok = (value: Record<string, unknown>): CallResult => ({ ok: true, value });
const status = (code: number, details: string): CallResult => ({ ok: false, error: { code, details } });

/** Every category UNIMPLEMENTED except the ones given. */
function probes(served: Partial<Record<Category, Partial<Omit<Probe, 'category'>>>>): Probe[] {
  return CATEGORIES.map((category) => ({ category, capability: unimplemented, describe: unimplemented, ...served[category] }));
}

describe('assessProbes', () => {
  it('unwraps envelopes and keeps the first Describe', async () => {
    const protos = await loadProtos();
    const result = assessProbes(
      probes({
        model: { capability: ok({ capabilities: { models: [{ id: 'm' }] } }), describe: ok({ producer: { name: 'x', protocol_version: 1 } }) },
        slashcommand: { capability: ok({ commands: [{ name: 'c' }] }), describe: ok({ producer: { name: 'y' } }) },
      }),
      protos,
      null,
      1000,
    );
    expect(result).toEqual({
      answers: { describe: { name: 'x', protocol_version: 1 }, categories: { model: { models: [{ id: 'm' }] }, slashcommand: { commands: [{ name: 'c' }] } } },
    });
  });

  it('reports an error status as plugin-rpc-failed, naming the RPC and quoting the plugin', async () => {
    const protos = await loadProtos();
    expect(
      assessProbes(probes({ tool: { capability: status(13, 'schema build failed: "x"\n'), describe: ok({ producer: { name: 't' } }) } }), protos, null, 1000),
    ).toEqual({
      failure: { ruleId: 'plugin-rpc-failed', text: 'ToolService/GetSchema failed with INTERNAL: "schema build failed: \\"x\\"\\n"' },
      // What Describe answered is kept: the report still shows who failed.
      describe: { name: 't' },
    });
    expect(assessProbes(probes({ tool: { capability: ok({}), describe: status(7, 'denied') } }), protos, null, 1000)).toEqual({
      failure: { ruleId: 'plugin-rpc-failed', text: 'ToolService/Describe failed with PERMISSION_DENIED: "denied"' },
    });
  });

  it('reports a service whose Describe answers but whose capability RPC is UNIMPLEMENTED', async () => {
    const protos = await loadProtos();
    expect(assessProbes(probes({ memory: { describe: ok({ producer: {} }) } }), protos, null, 1000)).toEqual({
      describe: {},
      failure: {
        ruleId: 'plugin-rpc-failed',
        text: 'it serves pluggableharness.memory.v1.MemoryService (Describe answers) but MemoryService/GetCapabilities is UNIMPLEMENTED, so its capabilities are unknown; implement GetCapabilities',
      },
    });
  });

  it('calls a deadline a timeout and any failure after the process ended a crash', async () => {
    const protos = await loadProtos();
    expect(assessProbes(probes({ widget: { capability: status(4, 'Deadline exceeded') } }), protos, null, 2500)).toEqual({
      failure: {
        ruleId: 'plugin-launch-failed',
        text: 'timed out after 2500 ms waiting for WidgetService/GetCapabilities; raise --plugin-timeout if the plugin is just slow',
      },
    });
    expect(assessProbes(probes({ widget: { capability: status(14, 'Connection dropped') } }), protos, { code: null, signal: 'SIGSEGV' }, 2500)).toEqual({
      failure: {
        ruleId: 'plugin-launch-failed',
        text: "the plugin crashed: it was killed by SIGSEGV after its handshake, before answering the host's Describe and capability calls",
      },
    });
  });

  it('returns empty answers when nothing is served (plugin-answers turns that into a finding)', async () => {
    const protos = await loadProtos();
    expect(assessProbes(probes({}), protos, null, 1000)).toEqual({ answers: { categories: {} } });
  });
});
