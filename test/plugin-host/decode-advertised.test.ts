import { describe, expect, it } from 'vitest';
import { decodeAdvertised } from '../../src/models/advertised/decode.js';
import { buildReport } from '../../src/cli/capabilities-table.js';
import type { ProviderCapabilities } from '../../src/models/advertised/wire-types.js';

const ANSWERS: ProviderCapabilities = {
  name: 'p',
  categories: {
    // A list under a field its category does not have is not read (the wire never sends it).
    model: { commands: [{ name: 'not-a-command' }], slash_commands: [{ name: 'plan' }], supported_hook_points: ['HOOK_POINT_PLAN_READY', 7] },
    tool: {
      tools: [{ name: 'read', kind: 'TOOL_KIND_DATA_SOURCE', risk: 'RISK_CLASS_READ_ONLY' }, { name: 42 }, 'junk'],
      config_schema: { attributes: [{ name: 'root', type: 'ATTR_TYPE_STRING' }] },
    },
    slashcommand: {
      commands: [{ name: 'read', kind: 'TOOL_KIND_RESOURCE' }, { name: 'release' }],
      config_schema: { attributes: [{ name: 'other', type: 'ATTR_TYPE_BOOL' }] },
    },
  },
};

describe('decodeAdvertised', () => {
  it('reads each list from the category that has it, names that are not strings as ""', () => {
    const ad = decodeAdvertised(ANSWERS);
    expect(ad.served).toEqual(['model', 'tool', 'slashcommand']);
    expect(ad.tools.map((t) => t.label)).toEqual(['tool "read"', 'tool ""']);
    expect(ad.commands.map((c) => c.label)).toEqual(['command "/read"', 'command "/release"']);
    expect(ad.promptExpansions).toEqual(['plan']);
    expect(ad.hookPoints.map((p) => p.label)).toEqual(['plan-ready', '7']);
    expect([...ad.toolNamespace]).toEqual(['read', '', 'release']);
    // The first operation of a name, and only string names.
    expect(ad.operationsByName.get('read')?.kind).toBe('TOOL_KIND_DATA_SOURCE');
    expect(ad.operationsByName.has('')).toBe(false);
    // provider{} is decoded against the first category's schema; every schema is kept.
    expect(ad.providerConfig.map((a) => a.name)).toEqual(['root']);
    expect(ad.configSchemas.map((s) => s.category)).toEqual(['tool', 'slashcommand']);
  });

  it('decodes one answers object once', () => {
    expect(decodeAdvertised(ANSWERS)).toBe(decodeAdvertised(ANSWERS));
  });

  it('the capabilities report lists what the rules see', () => {
    const [report] = buildReport(new Map([['p', { name: 'p', fromCache: false, findings: [], capabilities: ANSWERS }]]));
    expect(report.advertised).toEqual({
      tools: ['read', ''],
      models: [],
      commands: ['/read', '/release'],
      promptExpansions: ['/plan'],
      hookPoints: ['plan-ready', '7'],
      configAttributes: ['root (string)', 'other (bool)'],
    });
  });
});
