// The one reader of what a plugin advertised: its Describe, GetCapabilities and GetSchema
// answers (protobuf-JSON, types.ts) decoded into typed lists that the rules, the
// `capabilities` report and `harness-lint plugin PATH` all use. The answers come from the
// plugin, so nothing is trusted: a name or id that is not a string reads as '', a list that is
// not a list as empty, and the values whose shape a rule judges (kinds, risks, schemas,
// pricing) are kept as sent.
import { CATEGORIES, type Category, type DescribeInfo, type ProviderCapabilities } from './wire-types.js';
import { ATTR_TYPES, type AttrType, type ConfigAttr } from './config-attrs.js';

type Obj = Record<string, unknown>;

export function isObj(v: unknown): v is Obj {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The objects of a wire list (anything else in it is skipped). */
export function objects(v: unknown): Obj[] {
  return Array.isArray(v) ? v.filter(isObj) : [];
}

function str(v: unknown): string {
  return typeof v === 'string' ? v : '';
}

/** An untrusted scalar for messages: strings and numbers as they are, anything else by kind. */
export function shown(v: unknown): string {
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (v === undefined) return 'unset';
  return v === null ? 'null' : Array.isArray(v) ? 'a list' : 'an object';
}

/** A tool kind as agent.hcl writes it (TOOL_KIND_DATA_SOURCE: `data_source`); anything else as shown(). */
export function kindLabel(kind: unknown): string {
  return typeof kind === 'string' ? kind.replace(/^TOOL_KIND_/, '').toLowerCase() : shown(kind);
}

/** A risk class as agent.hcl writes it (RISK_CLASS_READ_ONLY: `read_only`); anything else as shown(). */
export function riskLabel(risk: unknown): string {
  return typeof risk === 'string' ? risk.replace(/^RISK_CLASS_/, '').toLowerCase() : shown(risk);
}

/** A tool (ToolSchema) or a direct-invoke command (SlashCommandSpec): the operations. */
export interface Operation {
  /** `tool "read_file"` or `command "/release"`. */
  label: string;
  name: string;
  /** False for a direct-invoke command. */
  isTool: boolean;
  /** Each as sent (TOOL_KIND_*, RISK_CLASS_*, ...), undefined when unset. */
  kind: unknown;
  risk: unknown;
  description: unknown;
  concurrency: unknown;
  inputSchema: unknown;
  /** Tools only. */
  outputSchema: unknown;
}

/** A model.v1 ModelSpec. */
export interface Model {
  id: string;
  /** As sent. */
  contextWindow: unknown;
  maxOutputTokens: unknown;
  /** As sent. */
  pricing: unknown;
  caching: unknown;
}

/** A prompt-expansion command (common.v1 PromptExpansionSpec). */
export interface PromptExpansion {
  name: string;
  /** As sent. */
  description: unknown;
}

/** One supported_hook_points entry. */
export interface HookPoint {
  /** As sent: HOOK_POINT_PRE_TOOL_CALL. */
  value: unknown;
  /** As agent.hcl writes it (`pre-tool-call`); a value that is no HOOK_POINT_ name is shown as sent. */
  label: string;
}

/** One category's config_schema. */
export interface ConfigSchema {
  category: Category;
  attributes: ConfigAttr[];
}

export interface Advertised {
  /** The local name in required_providers. */
  name: string;
  describe?: DescribeInfo;
  /** The categories the plugin serves, in catalogue order. */
  served: Category[];
  /** The tool category's tools, in the order sent. */
  tools: Operation[];
  /** The slashcommand category's direct-invoke commands, in the order sent. */
  commands: Operation[];
  /** Tools, then commands. */
  operations: Operation[];
  /** Prompt-expansion command names (`slash_commands[]`, PromptExpansionSpec) of every category served. */
  promptExpansions: string[];
  /** The same commands with their descriptions. */
  promptExpansionSpecs: PromptExpansion[];
  /** supported_hook_points of every category served, repeats kept. */
  hookPoints: HookPoint[];
  /** The model category's models. */
  models: Model[];
  /** Every category that sends a config_schema, in catalogue order. */
  configSchemas: ConfigSchema[];
  /** The schema of the provider{} block: the first category's that sends one. */
  providerConfig: ConfigAttr[];
  /** The tools namespace: tools and direct-invoke commands (which "join the tools namespace"). */
  toolNamespace: ReadonlySet<string>;
  /** The tools namespace sorted, the order did-you-mean candidates are tried in. */
  sortedToolNamespace: readonly string[];
  /** An operation by name (a string name on the wire); for a repeated name the first. */
  operationsByName: ReadonlyMap<string, Operation>;
}

export function attrType(raw: unknown): AttrType | null {
  if (typeof raw !== 'string' || !raw.startsWith('ATTR_TYPE_')) return null;
  const t = raw.slice('ATTR_TYPE_'.length).toLowerCase();
  return (ATTR_TYPES as readonly string[]).includes(t) ? (t as AttrType) : null;
}

/** One ConfigAttribute; an unusable type is null here and reported by cap-config-attr-type (7.1). */
export function readAttr(raw: Obj): ConfigAttr {
  const attr: ConfigAttr = {
    name: str(raw.name),
    type: attrType(raw.type),
    rawType: raw.type,
    required: raw.required === true,
    sensitive: raw.sensitive === true,
    description: str(raw.description),
    objectAttributes: objects(raw.object_attributes).map(readAttr),
  };
  if (typeof raw.default_json === 'string') attr.defaultJson = raw.default_json;
  return attr;
}

function hookPoint(value: unknown): HookPoint {
  const label =
    typeof value === 'string' && value.startsWith('HOOK_POINT_') ? value.slice('HOOK_POINT_'.length).toLowerCase().replaceAll('_', '-') : shown(value);
  return { value, label };
}

function operation(spec: Obj, isTool: boolean): Operation {
  const name = str(spec.name);
  const op: Operation = {
    label: isTool ? `tool "${name}"` : `command "/${name}"`,
    name,
    isTool,
    kind: spec.kind,
    risk: spec.risk,
    description: spec.description,
    concurrency: spec.concurrency,
    inputSchema: spec.input_schema,
    outputSchema: spec.output_schema,
  };
  return op;
}

// Keyed by the answers object: they are read, never changed, once the host has them, and one
// run (or a language server's many runs over the same answers) decodes each once.
const decoded = new WeakMap<ProviderCapabilities, Advertised>();

export function decodeAdvertised(answers: ProviderCapabilities): Advertised {
  const known = decoded.get(answers);
  if (known) return known;
  const served = CATEGORIES.filter((c) => answers.categories[c] !== undefined);
  const messages = served.map((c) => [c, answers.categories[c] as Obj] as const);
  const toolSpecs = objects(answers.categories.tool?.tools);
  const commandSpecs = objects(answers.categories.slashcommand?.commands);
  const tools = toolSpecs.map((t) => operation(t, true));
  const commands = commandSpecs.map((c) => operation(c, false));
  const operationsByName = new Map<string, Operation>();
  [...toolSpecs, ...commandSpecs].forEach((spec, i) => {
    if (typeof spec.name === 'string' && !operationsByName.has(spec.name))
      operationsByName.set(spec.name, i < tools.length ? tools[i] : commands[i - tools.length]);
  });
  const toolNamespace = new Set([...tools, ...commands].map((op) => op.name));
  const promptExpansionSpecs = messages.flatMap(([, msg]) => objects(msg.slash_commands).map((c) => ({ name: str(c.name), description: c.description })));
  const configSchemas = messages.flatMap(([category, msg]) =>
    isObj(msg.config_schema) ? [{ category, attributes: objects(msg.config_schema.attributes).map(readAttr) }] : [],
  );
  const result: Advertised = {
    name: answers.name,
    served,
    tools,
    commands,
    operations: [...tools, ...commands],
    promptExpansions: promptExpansionSpecs.map((c) => c.name),
    promptExpansionSpecs,
    hookPoints: messages.flatMap(([, msg]) => (Array.isArray(msg.supported_hook_points) ? msg.supported_hook_points.map(hookPoint) : [])),
    models: objects(answers.categories.model?.models).map((m) => ({
      id: str(m.id),
      contextWindow: m.context_window,
      maxOutputTokens: m.max_output_tokens,
      pricing: m.pricing,
      caching: m.caching,
    })),
    configSchemas,
    providerConfig: configSchemas[0]?.attributes ?? [],
    toolNamespace,
    sortedToolNamespace: [...toolNamespace].sort(),
    operationsByName,
  };
  if (answers.describe) result.describe = answers.describe;
  decoded.set(answers, result);
  return result;
}
