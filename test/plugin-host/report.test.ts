import { describe, expect, it } from 'vitest';
import type { ProviderResult } from '../../src/plugin-host/provider-input.js';
import { buildReport, renderReportJson, renderReportText } from '../../src/cli/capabilities-table.js';
import { installBinary, PLATFORM, sha256Of } from '../security/support/cache-install.js';
import { sandbox } from './plugin-harness.js';

const SHA = '0123456789abcdef'.repeat(4);

function results(): Map<string, ProviderResult> {
  return new Map<string, ProviderResult>([
    [
      'ripgrep',
      {
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
              config_schema: {
                attributes: [
                  { name: 'limits', type: 'ATTR_TYPE_OBJECT', required: true, object_attributes: [{ name: 'max', type: 'ATTR_TYPE_NUMBER' }] },
                  { name: 'token', type: 'ATTR_TYPE_STRING', sensitive: true },
                ],
              },
              supported_hook_points: ['HOOK_POINT_PLAN_READY', 'HOOK_POINT_PRE_TOOL_CALL'],
            },
            slashcommand: { commands: [{ name: 'rg\u001b[2J' }], supported_hook_points: ['HOOK_POINT_PLAN_READY'] },
          },
        },
      },
    ],
    [
      'anthropic',
      {
        name: 'anthropic',
        fromCache: false,
        findings: [{ ruleId: 'plugin-not-installed', severity: 'warning', message: 'provider "anthropic" has no dev_overrides entry and no lock file entry' }],
      },
    ],
    [
      'dev',
      {
        name: 'dev',
        binary: { via: 'dev_override', path: '/home/me/dev-plugin', identity: '1:2:3:4:5' },
        fromCache: false,
        findings: [{ ruleId: 'plugin-describe-missing', severity: 'warning', message: 'provider "dev": the plugin serves no Describe' }],
        capabilities: { name: 'dev', categories: { model: { models: [{ id: 'm-1' }, { id: 'm-2' }] } } },
      },
    ],
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
        '  commands           /rg\\x1b[2J',
        '  prompt expansions  /grep',
        '  hook points        plan-ready, pre-tool-call',
        '  config             limits (object, required), limits.max (number), token (string, sensitive)',
        '',
        'provider "anthropic"',
        '  binary   not installed',
        '  warning  provider "anthropic" has no dev_overrides entry and no lock file entry [plugin-not-installed]',
        '',
        'provider "dev"',
        '  binary      /home/me/dev-plugin (via dev_overrides, not checksummed)',
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

describe('capabilities report of plugins the host could not read', () => {
  const SOURCE = 'github.com/agentco/provider-p';
  const DESCRIBE = { name: 'p', version: '1.0.0', source: SOURCE, protocol_version: 1 };
  const TOOL = {
    tools: [{ name: 'search', kind: 'TOOL_KIND_DATA_SOURCE', risk: 'RISK_CLASS_READ_ONLY' }],
    config_schema: {
      attributes: [
        { name: 'roots', type: 'ATTR_TYPE_LIST_STRING' },
        { name: 'limits', type: 'ATTR_TYPE_LIST_NUMBER' },
        { name: 'labels', type: 'ATTR_TYPE_MAP_STRING' },
        { name: 'odd', type: 99 },
      ],
    },
  };

  it('a binary refused by its checksum is not "not installed"; Describe answered but GetSchema hung keeps the identity; types as HCL writes them', async () => {
    const box = sandbox();
    try {
      const genuine = box.plugin('genuine', { category: 'tool', capabilities: TOOL, describe: DESCRIBE });
      const other = box.plugin('other', { category: 'tool', capabilities: TOOL });
      installBinary(box.options().cacheDir, SOURCE, '1.0.0', genuine);
      const hung = box.plugin('hung', { category: 'tool', capabilities: TOOL, describe: DESCRIBE, fault: 'hang-in-rpc:GetSchema' });
      const results = await box.query(
        [
          { name: 'refused', lock: { source: SOURCE, version: '1.0.0', checksums: { [PLATFORM]: sha256Of(other) } } },
          { name: 'clean', devOverride: { path: genuine } },
        ],
        { noCache: true },
      );
      // Only the hanging plugin gets a short timeout, so a loaded machine cannot time the others out.
      const hanging = await box.query([{ name: 'hung', devOverride: { path: hung } }], { timeoutMs: 1500, noCache: true });
      const ordered = new Map([
        ['refused', results.get('refused')!],
        ['hung', hanging.get('hung')!],
        ['clean', results.get('clean')!],
      ]);
      const blocks = renderReportText(buildReport(ordered))
        .split('\n\n')
        .map((b) => b.split('\n'));
      expect(blocks[0].slice(0, 2)).toEqual(['provider "refused"', '  binary  refused: its checksum does not match the lock file (not launched)']);
      expect(blocks[0][2]).toMatch(
        /^  error   provider "refused" was not launched: the binary "[^"]+" has SHA-256 [0-9a-f]{64}, but the lock file expects [0-9a-f]{64} for \S+; reinstall the provider or re-lock it if the new binary is trusted \[plugin-checksum-mismatch\]$/,
      );
      expect(blocks[1].slice(2)).toEqual([
        '  identity  p  1.0.0  github.com/agentco/provider-p  protocol 1',
        '  error     provider "hung": timed out after 1500 ms waiting for ToolService/GetSchema; raise --plugin-timeout if the plugin is just slow [plugin-launch-failed]',
      ]);
      expect(blocks[2].slice(2)).toEqual([
        '  identity    p  1.0.0  github.com/agentco/provider-p  protocol 1',
        '  categories  tool',
        '  tools       search',
        '  config      roots (list(string)), limits (list(number)), labels (map(string)), odd (99)',
        '',
      ]);
    } finally {
      box.dispose();
    }
  });
});
