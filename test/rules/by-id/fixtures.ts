// What the by-id tests build their cases from: required_providers, plugin answers (one provider
// answering with one well-formed tool unless the case says otherwise), lock entries and
// dev_overrides.
import type { CaseFiles, ProviderSpec } from '../../support/rule-tester.js';

/** required_providers declaring `names` (source github.com/agentco/provider-<name>). */
export const declare = (...names: string[]): string =>
  `required_providers {\n${names.map((n) => `  ${n} = { source = "github.com/agentco/provider-${n}", version = "~> 1.0" }\n`).join('')}}\n`;

/** A tool every group-7 check accepts, with `over` replacing fields (undefined: unset). */
export const tool = (over: object = {}): Record<string, unknown> => ({
  name: 'read_file',
  kind: 'TOOL_KIND_DATA_SOURCE',
  risk: 'RISK_CLASS_READ_ONLY',
  description: 'Read a file',
  concurrency: { safe: true },
  input_schema: { type: 'SCHEMA_TYPE_OBJECT', properties: { path: { type: 'SCHEMA_TYPE_STRING' } } },
  output_schema: { type: 'SCHEMA_TYPE_OBJECT' },
  ...over,
});

/** Provider "p", a tool plugin: the good tool, and `caps` over its answer. */
export const tools = (caps: Record<string, unknown>): CaseFiles => ({
  agent: declare('p'),
  capabilities: { p: { category: 'tool', capabilities: { tools: [tool()], ...caps } } },
});

/** Provider "p" whose config_schema declares `attributes`. */
export const attrs = (...attributes: object[]): CaseFiles => tools({ config_schema: { attributes } });

/** Provider "p" advertising one tool per argument, each the good tool with that argument's fields. */
export const ops = (...list: object[]): CaseFiles => tools({ tools: list.map(tool) });

/** Provider "m", a model plugin serving `list`. */
export const models = (...list: object[]): CaseFiles => ({ agent: declare('m'), capabilities: { m: { category: 'model', capabilities: { models: list } } } });

/** A paid model with one pricing tier. */
export const paid = (over: object = {}): Record<string, unknown> => ({ id: 'big', pricing: { tiers: [{ input_per_mtok: 3, output_per_mtok: 15 }] }, ...over });

export const profile = (body: string): string => `agent_profile "default" {\n${body}}\n`;

/** A profile's model block routing to `provider`'s model `id`. */
export const modelBlock = (provider: string, id: string): string =>
  `  model {\n    primary {\n      provider = "${provider}"\n      id       = "${id}"\n    }\n  }\n`;

export const ANTHROPIC: ProviderSpec = { category: 'model', capabilities: { models: [{ id: 'claude-opus-4-8' }] } };
export const FILES: ProviderSpec = { category: 'tool', capabilities: { tools: [tool(), tool({ name: 'write_file' })] } };
export const FRONTEND: ProviderSpec = { category: 'frontend', capabilities: {} };

const SUM = 'sha256:724abd47a44664f75010a76ccc4333ba5c6db46bac2324c905bab68f884c51c2';

/** A well-formed lock entry for `name` (as `declare` declares it), `over` replacing attributes (HCL text). */
export const entry = (name: string, over: Record<string, string> = {}): string => {
  const fields = {
    source: `"github.com/agentco/provider-${name}"`,
    version: '"1.0.2"',
    resolved_at: '"2026-07-20T09:12:00Z"',
    checksums: `{ linux_amd64 = "${SUM}" }`,
    ...over,
  };
  return `provider "${name}" {\n${Object.entries(fields)
    .map(([k, v]) => `  ${k} = ${v}\n`)
    .join('')}}\n`;
};

export const lock = (...entries: string[]): string => `lock_file_version = 1\n\n${entries.join('\n')}`;

/** A global config whose dev_overrides point "anthropic" at `path`. */
export const override = (path: string): string => `dev_overrides {\n  anthropic = "${path}"\n}\n`;

/** A policy asking on data sources (policy-ask-downgraded reports its action, line 3), `trailing` after the action. */
export const askReads = (trailing = ''): string => `policy "reads" {\n  match  = { kind = "data_source" }\n  action = "ask"${trailing}\n}\n`;

/** A token of `length` characters after `prefix`, from a repeating base62 run (never a real key). */
export const fake = (prefix: string, length: number): string => prefix + 'Ex4mpleN0tReal'.repeat(10).slice(0, length);

/** Provider "m" declaring api_key and proxy.auth sensitive, session_token and proxy.user not. */
export const SECRETS_SCHEMA: ProviderSpec = {
  category: 'model',
  capabilities: {
    config_schema: {
      attributes: [
        { name: 'api_key', type: 'ATTR_TYPE_STRING', sensitive: true },
        { name: 'session_token', type: 'ATTR_TYPE_STRING' },
        {
          name: 'proxy',
          type: 'ATTR_TYPE_OBJECT',
          object_attributes: [
            { name: 'auth', type: 'ATTR_TYPE_STRING', sensitive: true },
            { name: 'user', type: 'ATTR_TYPE_STRING' },
          ],
        },
      ],
    },
  },
};

/** Literals in provider "m": declared sensitive, declared not, and undeclared ones (SECRETS_SCHEMA). */
export const SECRETS = `required_providers {
  m = { source = "github.com/acme/provider-m", version = "1.0.0" }
}
provider "m" {
  api_key       = "literal-key"
  session_token = "declared-not-sensitive"
  proxy = {
    auth     = "nested-literal"
    user     = "${fake('sk-ant-api03-', 40)}"
    password = "undeclared"
  }
  client_secret = "undeclared-too"
}
`;

/** Providers as the scoping checks see them: models, tools, prompt-expansion and direct-invoke commands, hook points. */
export const SCOPE = {
  anthropic: {
    category: 'model',
    capabilities: {
      models: [{ id: 'claude-opus-4-8' }, { id: 'claude-haiku-4-5' }],
      slash_commands: [{ name: 'review' }],
      supported_hook_points: ['HOOK_POINT_PRE_MODEL_CALL'],
    },
  },
  files: {
    category: 'tool',
    capabilities: { tools: [{ name: 'read_file' }, { name: 'write_file' }], supported_hook_points: ['HOOK_POINT_PRE_TOOL_CALL', 'HOOK_POINT_POST_TOOL_CALL'] },
  },
  release: { category: 'slashcommand', capabilities: { commands: [{ name: 'changelog' }] } },
} satisfies Record<string, ProviderSpec>;

/** Provider "files" whose config_schema has an attribute of every type, and nested required ones. */
export const CONFIGURED: ProviderSpec = {
  category: 'tool',
  capabilities: {
    config_schema: {
      attributes: [
        { name: 'roots', type: 'ATTR_TYPE_LIST_STRING', required: true },
        { name: 'follow_symlinks', type: 'ATTR_TYPE_BOOL' },
        { name: 'max_results', type: 'ATTR_TYPE_NUMBER' },
        { name: 'label', type: 'ATTR_TYPE_STRING' },
        { name: 'weights', type: 'ATTR_TYPE_LIST_NUMBER' },
        { name: 'headers', type: 'ATTR_TYPE_MAP_STRING' },
        {
          name: 'sandbox',
          type: 'ATTR_TYPE_OBJECT',
          object_attributes: [
            { name: 'mode', type: 'ATTR_TYPE_STRING', required: true },
            { name: 'limits', type: 'ATTR_TYPE_OBJECT', object_attributes: [{ name: 'cpu', type: 'ATTR_TYPE_NUMBER', required: true }] },
          ],
        },
      ],
    },
  },
};

/** provider blocks of `body` for each of `names`, each configured as CONFIGURED. */
export const configured = (body: string, ...names: string[]): CaseFiles => ({
  agent: `${declare(...names)}${names.map((n) => `provider "${n}" {\n${body}}\n`).join('')}`,
  capabilities: Object.fromEntries(names.map((n) => [n, CONFIGURED])),
});

/** Something wrong for each of the four provider-config rules. */
export const MISCONFIGURED = configured(
  '  follow_symlinks = "yes"\n  max_results     = "lots"\n  roots_dir       = "/srv"\n  weights         = [1, "two"]\n  headers         = { accept = ["json"] }\n  sandbox         = { mod = "strict", limits = {} }\n',
  'files',
);

/** headers (a map) and sandbox (an object with mode): keys with "/" and "~" are JSON-pointer escapes. */
export const SLASHED: ProviderSpec = {
  category: 'tool',
  capabilities: {
    config_schema: {
      attributes: [
        { name: 'headers', type: 'ATTR_TYPE_MAP_STRING' },
        { name: 'sandbox', type: 'ATTR_TYPE_OBJECT', object_attributes: [{ name: 'mode', type: 'ATTR_TYPE_STRING' }] },
      ],
    },
  },
};

/** Required attributes named like JavaScript's special properties (hostile-input finding 10). */
export const PROTO: ProviderSpec = {
  category: 'tool',
  capabilities: {
    config_schema: {
      attributes: [
        { name: '__proto__', type: 'ATTR_TYPE_BOOL', required: true },
        { name: 'constructor', type: 'ATTR_TYPE_STRING', required: true },
      ],
    },
  },
};
