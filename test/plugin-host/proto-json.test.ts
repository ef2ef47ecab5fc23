import { describe, expect, it } from 'vitest';
import { loadProtos } from '../../src/plugin-host/wire/protos.js';
import { durationJson, ProtoJson, timestampJson } from '../../src/plugin-host/wire/proto-json.js';

describe('ProtoJson', () => {
  it('turns a decoded GetSchemaResponse into protobuf-JSON: Duration as "120s", maps, optional presence, no virtual oneof keys', async () => {
    const protos = await loadProtos();
    const method = protos.method('pluggableharness.tool.v1.ToolService', 'GetSchema');
    const wire = method.responseSerialize({
      tools: [
        {
          name: 'search',
          kind: 'TOOL_KIND_DATA_SOURCE',
          default_timeout: { seconds: 120 },
          input_schema: { type: 'SCHEMA_TYPE_OBJECT', properties: { pattern: { type: 'SCHEMA_TYPE_STRING' } } },
        },
      ],
      config_schema: { attributes: [{ name: 'max', type: 'ATTR_TYPE_NUMBER', default_json: '' }] },
      supported_hook_points: ['HOOK_POINT_PLAN_READY'],
    });
    const decoded = method.responseDeserialize(wire as Buffer);
    const json = new ProtoJson(protos.schema).toJson('pluggableharness.tool.v1.GetSchemaResponse', decoded);
    expect(json).toEqual({
      tools: [
        {
          name: 'search',
          kind: 'TOOL_KIND_DATA_SOURCE',
          default_timeout: '120s',
          input_schema: { type: 'SCHEMA_TYPE_OBJECT', properties: { pattern: { type: 'SCHEMA_TYPE_STRING' } } },
        },
      ],
      // default_json is optional: set to "" it is present, unlike a plain string field.
      config_schema: { attributes: [{ name: 'max', type: 'ATTR_TYPE_NUMBER', default_json: '' }] },
      supported_hook_points: ['HOOK_POINT_PLAN_READY'],
    });
  });

  it('renders Timestamp as RFC 3339 inside model pricing tiers', async () => {
    const protos = await loadProtos();
    const method = protos.method('pluggableharness.model.v1.ModelService', 'GetCapabilities');
    const wire = method.responseSerialize({ capabilities: { models: [{ id: 'm', pricing: { tiers: [{ effective_from: { seconds: 1780272000 } }] } }] } });
    const json = new ProtoJson(protos.schema).toJson('pluggableharness.model.v1.GetCapabilitiesResponse', method.responseDeserialize(wire as Buffer));
    expect(json).toEqual({ capabilities: { models: [{ id: 'm', pricing: { tiers: [{ effective_from: '2026-06-01T00:00:00Z' }] } }] } });
  });

  it('sorts map keys, since a Go plugin sends them in random order', async () => {
    const protos = await loadProtos();
    const method = protos.method('pluggableharness.tool.v1.ToolService', 'GetSchema');
    const wire = method.responseSerialize({ tools: [{ name: 't', input_schema: { properties: { zeta: {}, alpha: {}, mid: {} } } }] });
    const json = new ProtoJson(protos.schema).toJson('pluggableharness.tool.v1.GetSchemaResponse', method.responseDeserialize(wire as Buffer)) as {
      tools: { input_schema: { properties: Record<string, unknown> } }[];
    };
    expect(Object.keys(json.tools[0].input_schema.properties)).toEqual(['alpha', 'mid', 'zeta']);
  });

  it('formats Duration and Timestamp like protobuf JSON', () => {
    expect(durationJson({})).toBe('0s');
    expect(durationJson({ seconds: 1, nanos: 500_000_000 })).toBe('1.500s');
    expect(durationJson({ seconds: -2, nanos: -1000 })).toBe('-2.000001s');
    expect(timestampJson({ seconds: 0, nanos: 123_456_789 })).toBe('1970-01-01T00:00:00.123456789Z');
  });
});
