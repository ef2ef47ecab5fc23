// Every docs/rules page's examples run through the RuleTester: the failing example must produce
// the page's rule, the passing example must not. An example is a fragment of one file; CONTEXTS
// says which file it is and what the rest of the project (declarations, the lock file, the
// plugins' answers) looks like, so that the page shows only the lines that matter.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allRules } from '../../src/rules/index.js';
import { type CaseFiles, fixedCanonical, type ProviderSpec, ruleDiagnostics } from '../support/rule-tester.js';
import { formatHcl } from '../../src/hcl/index.js';

const DOCS = join(import.meta.dirname, '..', '..', 'docs', 'rules');

/** The first fenced block under `## heading`, or undefined when the section is prose. */
function example(page: string, heading: string): string | undefined {
  const section = page.split(/^## /m).find((s) => s.startsWith(`${heading}\n`));
  return section?.match(/^```\w*\n([\s\S]*?)^```$/m)?.[1];
}

const declare = (...names: string[]) =>
  `required_providers {\n${names.map((n) => `  ${n} = { source = "github.com/agentco/provider-${n}", version = "~> 1.0" }\n`).join('')}}\n`;
const SUM = 'sha256:724abd47a44664f75010a76ccc4333ba5c6db46bac2324c905bab68f884c51c2';
const lockEntry = (name: string) =>
  `provider "${name}" {\n  source      = "github.com/agentco/provider-${name}"\n  version     = "1.0.2"\n  resolved_at = "2026-07-20T09:12:00Z"\n  checksums   = { linux_amd64 = "${SUM}" }\n}\n`;
const tool = (over: object = {}) => ({
  name: 'read_file',
  kind: 'TOOL_KIND_DATA_SOURCE',
  risk: 'RISK_CLASS_READ_ONLY',
  description: 'Read a file',
  input_schema: { type: 'SCHEMA_TYPE_OBJECT' },
  output_schema: { type: 'SCHEMA_TYPE_OBJECT' },
  ...over,
});
const toolPlugin = (capabilities: Record<string, unknown>): ProviderSpec => ({ category: 'tool', capabilities });
const json = (text: string) => JSON.parse(text) as Record<string, unknown>;

const LOCK_DEFAULTS: [string, string][] = [
  ['source', '"github.com/agentco/provider-NAME"'],
  ['version', '"1.0.2"'],
  ['resolved_at', '"2026-07-20T09:12:00Z"'],
  ['checksums', `{ linux_amd64 = "${SUM}" }`],
];
// A lock fragment's "# ..." stands for the entry's other attributes (comment lines are notes for the reader).
const lockFragment = (text: string) =>
  `lock_file_version = 1\n\n${text.replace(/^#.*\n/gm, '').replace(/^provider "([\w-]+)" \{\n([\s\S]*?)^\}/m, (_, name: string, body: string) => {
    const missing = LOCK_DEFAULTS.filter(([key]) => !new RegExp(`^\\s*${key}\\s*=`, 'm').test(body));
    return `provider "${name}" {\n${body.replace(/^ *# \.\.\.\n/m, '')}${missing.map(([key, value]) => `  ${key} = ${value.replace('NAME', name)}\n`).join('')}}`;
  })}`;
const inLock =
  (...names: string[]) =>
  (text: string): CaseFiles => ({ agent: declare(...names), lock: lockFragment(text) });
const checksumsIn = (text: string): CaseFiles => ({
  agent: declare('filesystem'),
  lock: `lock_file_version = 1\n\nprovider "filesystem" {\n  source      = "github.com/agentco/provider-filesystem"\n  version     = "1.0.2"\n  resolved_at = "2026-07-20T09:12:00Z"\n  ${text.replace(/\n/g, '\n  ').trimEnd()}\n}\n`,
});
const configAttribute = (text: string): CaseFiles => ({
  agent: declare('p'),
  capabilities: { p: toolPlugin({ tools: [tool()], config_schema: { attributes: [json(text)] } }) },
});
const advertisedTool = (text: string): CaseFiles => ({ agent: declare('p'), capabilities: { p: toolPlugin({ tools: [tool(json(text))] }) } });
const withCaps =
  (names: string[], capabilities: Record<string, ProviderSpec>) =>
  (text: string): CaseFiles => ({ agent: declare(...names) + text, capabilities });

const FILES = toolPlugin({
  tools: [tool(), tool({ name: 'delete_file', kind: 'TOOL_KIND_RESOURCE', risk: 'RISK_CLASS_HIGH', description: 'Delete a file' })],
  config_schema: {
    attributes: [
      { name: 'roots', type: 'ATTR_TYPE_LIST', element_type: 'ATTR_TYPE_STRING', required: true, description: 'Roots' },
      { name: 'follow_symlinks', type: 'ATTR_TYPE_BOOL', description: 'Follow links' },
      { name: 'max_results', type: 'ATTR_TYPE_NUMBER', description: 'Cap' },
    ],
  },
});

/** An agent provider: a critical resource tool and an interactive one, for the pages of the effective permissions. */
const AGENT = toolPlugin({
  tools: [
    tool({ name: 'spawn_subagent', kind: 'TOOL_KIND_RESOURCE', risk: 'RISK_CLASS_CRITICAL', description: 'Spawn a sub-agent' }),
    tool({ name: 'ask_user', kind: 'TOOL_KIND_INTERACTIVE', description: 'Ask the user' }),
  ],
});
const permissionsCase = withCaps(['filesystem', 'agent'], { filesystem: FILES, agent: AGENT });

/** Pages whose example is not a fragment of agent.hcl with every provider it names declared. */
const CONTEXTS: Record<string, (text: string, passing: boolean) => CaseFiles> = {
  'cap-concurrency-spec': advertisedTool,
  'cap-config-attr-type': configAttribute,
  'cap-config-default-json': configAttribute,
  'cap-config-default-json-required': configAttribute,
  'cap-config-object-attributes': configAttribute,
  'cap-description-missing': advertisedTool,
  'cap-duplicate-name': (text) => ({ agent: declare('p'), capabilities: { p: toolPlugin(json(text)) } }),
  'cap-key-fields': advertisedTool,
  'provider-identity-mismatch': (text) => ({
    agent: declare('filesystem'),
    capabilities: { filesystem: { ...toolPlugin({ tools: [tool()] }), describe: json(text) } },
  }),
  'slash-command-collision': (text) => {
    const answers = json(text) as Record<'anthropic' | 'ops-tools', Record<string, unknown>>;
    return {
      agent: declare('anthropic', 'ops-tools'),
      capabilities: {
        anthropic: { category: 'model', capabilities: { models: [{ id: 'm' }], ...answers.anthropic } },
        'ops-tools': { category: 'slashcommand', capabilities: answers['ops-tools'] },
      },
    };
  },
  'cap-kind-risk': advertisedTool,
  'cap-model-pricing': (text) => ({ agent: declare('p'), capabilities: { p: { category: 'model', capabilities: { models: [json(text)] } } } }),
  'cap-schema-subset': advertisedTool,
  'hook-point-unsupported': withCaps(['audit-logger'], {
    'audit-logger': toolPlugin({ tools: [tool()], supported_hook_points: ['HOOK_POINT_POST_TOOL_CALL'] }),
  }),
  'lock-checksum-format': checksumsIn,
  'lock-checksum-platform-key': checksumsIn,
  'lock-checksums-empty': (text) => ({ agent: declare('filesystem'), lock: `lock_file_version = 1\n\n${text}` }),
  'lock-resolved-at-format': inLock('anthropic'),
  'lock-source-mismatch': inLock('anthropic'),
  'lock-version-not-exact': inLock('filesystem'),
  'lock-version-unsatisfied': (text) => ({ agent: declare('anthropic').replace('~> 1.0', '~> 1.2.3'), lock: lockFragment(text) }),
  'env-var-unset': (text, passing) => ({ agent: declare('anthropic') + text, host: { env: passing ? { ANTHROPIC_API_KEY: 'set' } : {} } }),
  'lock-version-unsupported': (text) => ({ agent: declare('anthropic'), lock: text.includes('provider') ? text : `${text}\n${lockEntry('anthropic')}` }),
  // The failing example is agent.hcl without a lock file; the passing one is the lock file.
  'lock-file-missing': (text, passing) => (passing ? { agent: declare('anthropic'), lock: text } : { agent: text }),
  'lock-entry-missing': (text) => ({ agent: text, lock: `lock_file_version = 1\n\n${lockEntry('anthropic')}` }),
  'lock-entry-orphan': (text) => ({ agent: declare('anthropic'), lock: lockFragment(text) }),
  'lock-entry-dev-overridden': (text) => ({ agent: declare('filesystem'), lock: `lock_file_version = 1\n\n${lockEntry('filesystem')}`, global: text }),
  'mirror-duplicate-prefix': (text) => ({ global: text }),
  'dev-override-binary': (text, passing) => ({
    agent: declare('anthropic'),
    global: text,
    host: { env: {}, binaries: new Map([...text.matchAll(/= "(\/[^"]+)"/g)].map((m) => [m[1], passing ? 'executable' : 'missing'])) },
  }),
  'dev-override-in-checkout': (text) => {
    const targets = new Map([...text.matchAll(/= "(\/[^"]+)"/g)].map((m) => [m[1], [m[1]]]));
    return {
      agent: declare('anthropic'),
      global: text,
      host: { env: {}, checkout: { roots: ['/home/steven/review/pr-42'], globalConfig: ['/home/steven/.config/agent/config.hcl'], targets } },
    };
  },
  'model-ref-unresolvable': (text) => ({
    agent: `${declare('anthropic')}agent_profile "default" {\n  model {\n    ${text.trimEnd().replace(/\n/g, '\n    ')}\n  }\n}\n`,
    capabilities: { anthropic: { category: 'model', capabilities: { models: [{ id: 'claude-opus-4-8' }] } } },
  }),
  'high-risk-allowed': permissionsCase,
  'policy-matches-nothing': permissionsCase,
  'policy-shadowed': permissionsCase,
  'policy-tool-unknown': withCaps(['filesystem'], { filesystem: FILES }),
  'profile-scope-denied': permissionsCase,
  'profile-slash-command-unresolved': withCaps(['anthropic', 'release-tools'], {
    anthropic: { category: 'model', capabilities: { models: [{ id: 'm' }], slash_commands: [{ name: 'review' }] } },
    'release-tools': { category: 'slashcommand', capabilities: { commands: [{ name: 'changelog' }] } },
  }),
  'profile-tool-unknown': withCaps(['files'], { files: FILES }),
  'profile-tool-wildcard-empty': withCaps(['anthropic', 'files'], { anthropic: { category: 'model', capabilities: { models: [{ id: 'm' }] } }, files: FILES }),
  'provider-config-missing-required': withCaps(['files'], { files: FILES }),
  'provider-config-type-mismatch': withCaps(['files'], { files: FILES }),
  'provider-config-unknown-attr': withCaps(['files'], { files: FILES }),
  'provider-config-unknown-nested-attr': withCaps(['shell'], {
    shell: toolPlugin({
      tools: [tool()],
      config_schema: {
        attributes: [
          {
            name: 'sandbox',
            type: 'ATTR_TYPE_OBJECT',
            description: 'Sandbox',
            object_attributes: [{ name: 'mode', type: 'ATTR_TYPE_STRING', description: 'Mode' }],
          },
        ],
      },
    }),
  }),
  'secret-not-env': withCaps(['anthropic'], {
    anthropic: {
      category: 'model',
      capabilities: {
        models: [{ id: 'm' }],
        config_schema: { attributes: [{ name: 'api_key', type: 'ATTR_TYPE_STRING', sensitive: true, description: 'Key' }] },
      },
    },
  }),
  'settings-default-frontend': withCaps(['web', 'status-widget'], {
    web: { category: 'frontend', capabilities: {} },
    'status-widget': toolPlugin({ tools: [tool()] }),
  }),
  'undeclared-provider-reference': (text) => ({ agent: declare('filesystem') + text }),
};

// Pages whose passing case is the failing file on another machine (the binary built, the
// variable exported): their contexts set the machine's facts.
const MACHINE_STATE = new Set(['dev-override-binary', 'env-var-unset']);

// Rules the plugin host reports about launching a plugin: no project text produces them without
// a plugin binary, so their pages are exercised by test/faults and test/conformance instead.
const HOST_RULES = new Set(allRules.filter((r) => r.meta.emittedBy === 'plugin-host').map((r) => r.meta.id));

const ids = readdirSync(DOCS)
  .filter((f) => f.endsWith('.md') && f !== 'README.md')
  .map((f) => f.slice(0, -3))
  .sort();

describe('docs/rules examples', () => {
  for (const id of ids.filter((i) => !HOST_RULES.has(i))) {
    const page = readFileSync(join(DOCS, `${id}.md`), 'utf8');
    const context = CONTEXTS[id] ?? ((text: string): CaseFiles => ({ agent: text }));
    const failing = example(page, 'Failing');
    const passing = example(page, 'Passing');
    it(`${id}: the failing example reports it`, () => {
      expect(failing, 'a Failing example').toBeDefined();
      expect(ruleDiagnostics(context(failing!, false), id).length).toBeGreaterThan(0);
    });
    if (allRules.find((r) => r.meta.id === id)?.meta.fixable)
      it(`${id}: --fix leaves the failing example canonical when it was`, async () => {
        const fixed = await fixedCanonical(context(failing!, false), id);
        if (fixed !== undefined) expect(fixed).toBe(formatHcl(fixed));
      });
    it(`${id}: the passing example does not`, () => {
      const text = MACHINE_STATE.has(id) ? failing : passing;
      expect(text, 'a Passing example').toBeDefined();
      expect(ruleDiagnostics(context(text!, true), id).map((d) => d.message)).toEqual([]);
    });
  }
});
