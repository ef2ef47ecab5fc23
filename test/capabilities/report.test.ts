import { describe, expect, it } from 'vitest';
import type { ProviderResult } from '../../src/capabilities/provider-input.js';
import { buildReport, renderReportJson, renderReportText } from '../../src/capabilities/report.js';

const SHA = '0123456789abcdef'.repeat(4);

function results(): Map<string, ProviderResult> {
  return new Map<string, ProviderResult>([
    ['ripgrep', {
      name: 'ripgrep',
      binary: { via: 'lock', path: '/cache/plugins/github.com/agentco/provider-ripgrep/0.5.1/linux_amd64/provider-ripgrep', sha256: SHA },
      fromCache: true,
      findings: [],
      capabilities: {
        name: 'ripgrep',
        describe: { name: 'ripgrep', version: '0.5.1', source: 'github.com/agentco/provider-ripgrep', protocol_version: 1 },
        categories: {
          tool: {
            tools: [{ name: 'search' }, { name: 'count' }],
            slash_commands: [{ name: 'grep' }],
            config_schema: { attributes: [{ name: 'limits', type: 'ATTR_TYPE_OBJECT', required: true, object_attributes: [{ name: 'max', type: 'ATTR_TYPE_NUMBER' }] }, { name: 'token', type: 'ATTR_TYPE_STRING', sensitive: true }] },
            supported_hook_points: ['HOOK_POINT_PLAN_READY', 'HOOK_POINT_PRE_TOOL_CALL'],
          },
          slashcommand: { commands: [{ name: 'rg\u001b[2J' }], supported_hook_points: ['HOOK_POINT_PLAN_READY'] },
        },
      },
    }],
    ['anthropic', {
      name: 'anthropic',
      fromCache: false,
      findings: [{ ruleId: 'plugin-not-installed', severity: 'warning', message: 'provider "anthropic" has no dev_overrides entry and no lock file entry' }],
    }],
    ['dev', {
      name: 'dev',
      binary: { via: 'dev_override', path: '/home/me/dev-plugin', sha256: SHA },
      fromCache: false,
      findings: [{ ruleId: 'plugin-describe-missing', severity: 'warning', message: 'provider "dev": the plugin serves no Describe' }],
      capabilities: { name: 'dev', categories: { model: { models: [{ id: 'm-1' }, { id: 'm-2' }] } } },
    }],
  ]);
}

describe('capabilities report', () => {
  it('summarises what each provider advertises, in input order', () => {
    const [ripgrep, anthropic, dev] = buildReport(results());
    expect(ripgrep.categories).toEqual(['tool', 'slashcommand']);
    expect(ripgrep.advertised).toEqual({
      tools: ['search', 'count'],
      models: [],
      commands: ['/rg\u001b[2J'],
      promptExpansions: ['/grep'],
      hookPoints: ['plan-ready', 'pre-tool-call'],
      configAttributes: ['limits (object, required)', 'limits.max (number)', 'token (string, sensitive)'],
    });
    expect(anthropic).toMatchObject({ binary: null, identity: null, categories: [] });
    expect(dev.advertised.models).toEqual(['m-1', 'm-2']);
  });

  it('renders a human table with control characters escaped', () => {
    expect(renderReportText(buildReport(results()))).toBe(
      [
        'provider "ripgrep"',
        `  binary             /cache/plugins/github.com/agentco/provider-ripgrep/0.5.1/linux_amd64/provider-ripgrep (via lock file, sha256 0123456789ab…) [cached]`,
        '  identity           ripgrep  0.5.1  github.com/agentco/provider-ripgrep  protocol 1',
        '  categories         tool, slashcommand',
        '  tools              search, count',
        '  commands           /rg\\u{1b}[2J',
        '  prompt expansions  /grep',
        '  hook points        plan-ready, pre-tool-call',
        '  config             limits (object, required), limits.max (number), token (string, sensitive)',
        '',
        'provider "anthropic"',
        '  binary   not found',
        '  warning  provider "anthropic" has no dev_overrides entry and no lock file entry [plugin-not-installed]',
        '',
        'provider "dev"',
        '  binary      /home/me/dev-plugin (via dev_overrides, sha256 0123456789ab…)',
        '  identity    unknown (no Describe)',
        '  categories  model',
        '  models      m-1, m-2',
        '  warning     provider "dev": the plugin serves no Describe [plugin-describe-missing]',
        '',
      ].join('\n'),
    );
    expect(renderReportText([])).toBe('no providers\n');
  });

  it('writes C1 and bidi controls in JSON as \\u escapes, keeping the value', () => {
    const map = results();
    map.get('dev')!.capabilities!.categories.model = { models: [{ id: 'x\u202eexe.txt\u009b' }] };
    const json = renderReportJson(buildReport(map));
    expect(json).toContain('"x\\u202eexe.txt\\u009b"');
    expect(/[\u007f-\u009f\u202a-\u202e]/.test(json)).toBe(false);
    expect((JSON.parse(json) as { providers: { advertised: { models: string[] } }[] }).providers[2].advertised.models).toEqual(['x\u202eexe.txt\u009b']);
  });

  it('renders JSON with the full capability messages, byte-identical across runs', () => {
    const json = renderReportJson(buildReport(results()));
    expect(json).toBe(renderReportJson(buildReport(results())));
    const doc = JSON.parse(json) as { version: number; providers: { name: string; capabilities: Record<string, unknown>; findings: unknown[] }[] };
    expect(doc.version).toBe(1);
    expect(doc.providers.map((p) => p.name)).toEqual(['ripgrep', 'anthropic', 'dev']);
    expect(doc.providers[0].capabilities).toEqual(results().get('ripgrep')!.capabilities!.categories);
    expect(doc.providers[1].findings).toEqual(results().get('anthropic')!.findings);
  });
});
