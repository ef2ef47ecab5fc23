// agent.hcl → AgentConfig, mirroring upstream config.LoadFile's closed schemas (checks.md
// Appendix A) but reporting every problem instead of stopping at the first. Decoder-level
// findings: group 1 (hcl-unsupported-*, missing arguments, labels, expr-not-allowed,
// duplicate-last-wins), duplicate-singleton-block, attr-type-mismatch, integer-truncated and
// required-provider-shape. Everything else is a rule over the returned model.
import type { Attribute, Block, HclFile, Range } from '../../hcl/ast.js';
import type { SourceDiagnostic } from '../../diagnostics/diagnostic.js';
import type {
  AgentConfig,
  AgentProfile,
  Field,
  Hook,
  IntField,
  Item,
  MatchField,
  MatchKey,
  ModelBlock,
  ModelRef,
  Observability,
  Policy,
  PolicyMatch,
  ProviderBlock,
  RequiredProvider,
  RequiredProviderField,
  Retry,
  Settings,
} from './model.js';
import { ACTIONS, HOOK_MODES, LOG_LEVELS, MATCH_KEYS, PROTOCOLS, REQUIRED_PROVIDER_KEYS } from './model.js';
import { onlyNearName } from '../../text/did-you-mean.js';
import { renameKey } from '../../hcl/edits.js';
import { evaluateConst } from '../../hcl/const-eval.js';
import {
  blockDisplayName,
  blockHeaderRange,
  decodeBody,
  expectString,
  readBool,
  readInteger,
  readNumber,
  readString,
  readStringList,
  readStringObject,
  readValue,
  typeMismatch,
  typeName,
  describeValue,
  SAME_FILE,
  SCHEMA_DECODE_RULE_IDS,
  type BodyContent,
  type BodySchema,
  type DocumentedBodySchema,
  type Located,
} from '../../hcl/schema-decode.js';
import { appendAll } from '../../array.js';

const EVENT_BUS_REJECTED =
  'The spec documents settings { event_bus { ... } } (blocks-reference.md#event_bus), but the kernel does not support this block yet and refuses the file';

type DocumentedAttribute = DocumentedBodySchema['attributes'][number];

const TOP_LEVEL: DocumentedBodySchema = {
  attributes: [],
  blocks: [
    {
      type: 'required_providers',
      labels: 0,
      doc: 'Which provider plugins this project uses, and their version constraints: each entry maps a local name to { source, version }.',
    },
    {
      type: 'provider',
      labels: 1,
      doc: "Instance configuration for a required provider; its body is provider-specific, checked against the plugin's config_schema.",
    },
    { type: 'policy', labels: 1, doc: 'A named policy rule that decides allow, ask or deny for the tool calls its match selects.' },
    {
      type: 'agent_profile',
      labels: 1,
      doc: 'A named, scoped capability set (model routing, tool scope, loop bounds and depth budget) that a session selects; "default" is the root session\'s.',
    },
    {
      type: 'hook',
      labels: 1,
      labelName: 'point',
      doc: "An explicit hook subscription, for a plugin subscribing to a hook point its category doesn't imply by default.",
    },
    { type: 'settings', labels: 0, doc: 'Cross-cutting, non-provider-specific global options.' },
  ],
};
const REQUIRED_PROVIDERS: BodySchema = { attributes: [], blocks: [], anyAttributes: true };
const POLICY: DocumentedBodySchema = {
  attributes: [
    {
      name: 'match',
      required: true,
      type: 'object',
      values: MATCH_KEYS,
      doc: 'Which calls the rule applies to: an omitted field matches anything, the fields given are ANDed together.',
    },
    {
      name: 'action',
      required: true,
      type: 'string',
      values: ACTIONS,
      doc: 'What the rule decides for a matching call; "ask" on a data-source or interactive call is downgraded to "deny".',
    },
  ],
  blocks: [],
};
const AGENT_PROFILE: DocumentedBodySchema = {
  attributes: [
    {
      name: 'tools',
      type: 'list(string)',
      default: '[]',
      doc: 'The tools the session may call, as "<provider>.<tool_name>" or "<provider>.*" for every operation that provider exposes; omitted, the profile inherits no tools.',
    },
    {
      name: 'slash_commands',
      type: 'list(string)',
      default: '[]',
      doc: 'The prompt-expansion slash commands the session may use, by name; omitted, the profile inherits none.',
    },
    { name: 'max_turns', type: 'integer', doc: 'Loop bound: the most turns the session runs before it ends gracefully.' },
    { name: 'max_wall_clock_s', type: 'integer', doc: 'Loop bound: the most wall-clock seconds the session runs.' },
    { name: 'max_depth', type: 'integer', doc: "Depth budget: how deep the session's sub-agent tree may grow; an ancestor's tighter budget always wins." },
    { name: 'max_concurrent_subagents', type: 'integer', doc: 'How many child sessions may be in flight at once; spawns beyond it are queued.' },
    { name: 'max_cost_usd', type: 'number', doc: "Loop bound: the most the session may spend, in US dollars, summed over its models' usage." },
  ],
  blocks: [
    {
      type: 'model',
      labels: 0,
      doc: 'Model routing: one primary and zero or more fallback blocks, tried in order for the first candidate that satisfies the turn.',
    },
  ],
};
const MODEL: DocumentedBodySchema = {
  attributes: [],
  blocks: [
    { type: 'primary', labels: 0, doc: 'The model tried first: a { provider, id } pair.' },
    {
      type: 'fallback',
      labels: 0,
      doc: "A model tried after the primary, in declared order, when it satisfies the turn's requirements: a { provider, id } pair.",
    },
  ],
};
const MODEL_REF: DocumentedBodySchema = {
  attributes: [
    { name: 'provider', required: true, type: 'string', doc: 'The required_providers local name of the model provider.' },
    { name: 'id', required: true, type: 'string', doc: 'The model id, as the provider advertises it.' },
  ],
  blocks: [],
};
const HOOK: DocumentedBodySchema = {
  attributes: [
    { name: 'provider', required: true, type: 'string', doc: 'The required_providers local name of the subscribing provider.' },
    {
      name: 'mode',
      required: true,
      type: 'string',
      values: HOOK_MODES,
      doc: 'How the subscriber takes part at the point: observe only, transform the payload, or veto.',
    },
  ],
  blocks: [],
};
/** checks.md §9 #3: the spec never says these are required, but the kernel refuses a settings block without them. */
const KERNEL_ONLY_REQUIRED = 'the kernel requires it, although the spec does not say so';
const SETTINGS: DocumentedBodySchema = {
  attributes: (
    [
      { name: 'default_frontend', type: 'string', doc: 'Which required_providers entry the CLI attaches when more than one frontend provider is loaded.' },
      { name: 'log_level', type: 'string', values: LOG_LEVELS, doc: "The kernel's log level." },
      { name: 'telemetry', type: 'bool', doc: "The master switch for the kernel's OTel tracing, metrics and logs; false wires a discarding backend." },
    ] satisfies DocumentedAttribute[]
  ).map((a) => ({ ...a, required: true, requiredNote: KERNEL_ONLY_REQUIRED })),
  blocks: [
    { type: 'retry', labels: 0, doc: "The kernel's backoff for retrying a rate-limited or overloaded model call; all three attributes once declared." },
    {
      type: 'observability',
      labels: 0,
      doc: "The OTel export of the kernel's traces, metrics and logs once telemetry is on; every attribute but resource_attrs once declared.",
    },
    {
      type: 'event_bus',
      labels: 0,
      rejectedBecause: EVENT_BUS_REJECTED,
      rejectedFix: 'remove it for now',
      doc: 'The event bus: subscribe_queue_bound, the per-stream undelivered-event bound.',
    },
  ],
};
const RETRY: DocumentedBodySchema = {
  attributes: (
    [
      { name: 'base_delay_ms', type: 'integer', default: '500', doc: 'The delay before the first retry, in milliseconds.' },
      { name: 'backoff_factor', type: 'integer', default: '2', doc: 'The factor each further retry multiplies the delay by.' },
      { name: 'max_retries', type: 'integer', default: '5', doc: 'How many times a failed model call is retried.' },
    ] satisfies DocumentedAttribute[]
  ).map((a) => ({ ...a, required: true })),
  blocks: [],
};
const OBSERVABILITY: DocumentedBodySchema = {
  attributes: [
    ...(
      [
        { name: 'endpoint', type: 'string', doc: 'The OTLP collector address, e.g. "localhost:4317".' },
        { name: 'protocol', type: 'string', values: PROTOCOLS, doc: 'The OTLP transport.' },
        { name: 'sampling_ratio', type: 'number', doc: 'The ParentBased(TraceIDRatioBased) sampler ratio, 0 to 1.' },
        { name: 'traces_enabled', type: 'bool', doc: 'Gates the traces signal, independently of telemetry and the other two signals.' },
        { name: 'metrics_enabled', type: 'bool', doc: 'Gates the metrics signal independently.' },
        { name: 'logs_enabled', type: 'bool', doc: 'Gates the logs signal independently.' },
        { name: 'export_interval_ms', type: 'integer', doc: 'The push cadence of the metrics and logs PeriodicReader, in milliseconds.' },
        { name: 'service_name', type: 'string', doc: "Populates the OTel Resource's service.name." },
      ] satisfies DocumentedAttribute[]
    ).map((a) => ({ ...a, required: true })),
    { name: 'resource_attrs', type: 'map(string)', doc: 'Extra static resource attributes, e.g. { env = "prod" }.' },
  ],
  blocks: [],
};

/**
 * The kernel-owned schema of agent.hcl by block type ('' is the top level), as the decoders
 * use it: the language server completes and describes blocks and attributes from this table.
 */
export const AGENT_SCHEMA: Readonly<Record<string, BodySchema>> = {
  '': TOP_LEVEL,
  required_providers: REQUIRED_PROVIDERS,
  policy: POLICY,
  agent_profile: AGENT_PROFILE,
  model: MODEL,
  primary: MODEL_REF,
  fallback: MODEL_REF,
  hook: HOOK,
  settings: SETTINGS,
  retry: RETRY,
  observability: OBSERVABILITY,
};

/** The ids of the decoder's findings, the body-schema decoder's among them (src/rules holds their metas). */
export const AGENT_DECODE_RULE_IDS = [...SCHEMA_DECODE_RULE_IDS, 'duplicate-singleton-block', 'required-provider-shape'] as const;
export type AgentDecodeRuleId = (typeof AGENT_DECODE_RULE_IDS)[number];

export interface AgentDecodeResult {
  model: AgentConfig;
  diagnostics: SourceDiagnostic<AgentDecodeRuleId>[];
}

/**
 * What decoding each top-level block gave, kept across decodes of successive versions of one
 * file (the language server's edits): a block that reparse() kept is the same object, so its
 * result is reused. A block's findings may quote line numbers of the block itself, so a block
 * that moved to other lines and had findings is decoded again.
 */
export type AgentDecodeMemo = WeakMap<Block, { value: unknown; diagnostics: SourceDiagnostic<AgentDecodeRuleId>[]; quiet: boolean; line: number }>;

export function decodeAgentConfig(file: HclFile, memo?: AgentDecodeMemo): AgentDecodeResult {
  return new AgentDecoder(memo).decode(file);
}

class AgentDecoder {
  private readonly diags: SourceDiagnostic<AgentDecodeRuleId>[] = [];

  constructor(private readonly memo?: AgentDecodeMemo) {}

  /** decode(block), or what it gave for this very block before; `quiet` tells whether a value carries no findings of its own. */
  private once<T>(block: Block, decode: (block: Block) => T, quiet: (value: T) => boolean = () => true): T {
    const line = block.range.start.line;
    const hit = this.memo?.get(block);
    if (hit && (hit.quiet || hit.line === line)) {
      appendAll(this.diags, hit.diagnostics);
      return hit.value as T;
    }
    const from = this.diags.length;
    const value = decode(block);
    const diagnostics = this.diags.slice(from);
    this.memo?.set(block, { value, diagnostics, quiet: diagnostics.length === 0 && quiet(value), line });
    return value;
  }

  decode(file: HclFile): AgentDecodeResult {
    const fileStart = file.body.range.start;
    const top = decodeBody(file.body, TOP_LEVEL, { name: 'the top level of agent.hcl', headerRange: { start: fileStart, end: fileStart } }, this.diags);
    const model: AgentConfig = { requiredProviders: [], providers: [], policies: [], profiles: [], hooks: [], settings: null };
    const firstByKey = new Map<string, Block>();
    const providerBodies: { name: string; diagnostics: SourceDiagnostic<AgentDecodeRuleId>[] }[] = [];

    for (const block of top.blocks) {
      switch (block.type) {
        case 'required_providers': {
          const first = this.firstOnly(
            block,
            'required_providers',
            firstByKey,
            'merge them',
            'a project declares its providers in one required_providers block',
          );
          const entries = this.once(block, (b) => this.requiredProviders(b));
          if (first) model.requiredProviders = entries;
          break;
        }
        case 'provider': {
          this.firstOnly(
            block,
            `provider:${block.labels[0].value}`,
            firstByKey,
            'merge them',
            'there is exactly one provider block per required_providers entry',
          );
          const { provider, diagnostics } = this.once(
            block,
            (b) => this.provider(b),
            (v) => v.diagnostics.length === 0,
          );
          model.providers.push(provider);
          providerBodies.push({ name: provider.name, diagnostics });
          break;
        }
        case 'policy':
          model.policies.push(this.once(block, (b) => this.policy(b)));
          break;
        case 'agent_profile':
          this.firstOnly(block, `agent_profile:${block.labels[0].value}`, firstByKey, 'rename or merge one of them');
          model.profiles.push(this.once(block, (b) => this.profile(b)));
          break;
        case 'hook':
          model.hooks.push(this.once(block, (b) => this.hook(b)));
          break;
        case 'settings': {
          // A duplicate is still checked so its own problems are reported, but rules see the first.
          const first = this.firstOnly(block, 'settings', firstByKey, 'merge them into one settings block');
          const settings = this.once(block, (b) => this.settings(b));
          if (first) model.settings = settings;
          break;
        }
      }
    }
    // The kernel decodes a provider body only for a required_providers entry (catalogue 2.8): an
    // undeclared block gets its undeclared-provider-reference warning and nothing about its body.
    const declared = new Set(model.requiredProviders.map((r) => r.name));
    for (const body of providerBodies) if (declared.has(body.name)) appendAll(this.diags, body.diagnostics);
    return { model, diagnostics: this.diags };
  }

  /** Reports a repeated singleton block (duplicate-singleton-block); true for the first one. */
  private firstOnly(block: Block, key: string, firstByKey: Map<string, Block>, fix: string, why?: string): boolean {
    const first = firstByKey.get(key);
    if (!first) {
      firstByKey.set(key, block);
      return true;
    }
    const name = blockDisplayName(block);
    this.diags.push({
      ruleId: 'duplicate-singleton-block',
      severity: 'error',
      message: `Duplicate ${name} block, the first is on line ${first.typeRange.start.line}: the kernel refuses it; ${fix}`,
      range: blockHeaderRange(block),
      related: [{ file: SAME_FILE, range: blockHeaderRange(first), message: `first ${name} block` }],
      ...(why && { notes: [why] }),
    });
    return false;
  }

  private content(block: Block, schema: BodySchema, owner = blockDisplayName(block)): BodyContent {
    return decodeBody(block.body, schema, { name: owner, headerRange: blockHeaderRange(block) }, this.diags);
  }

  private str(c: BodyContent, name: string, owner: string): Field<string> | null {
    const attr = c.attributes.get(name);
    return attr ? field(attr, readString(attr, this.diags, owner)) : null;
  }

  private int(c: BodyContent, name: string, owner: string): IntField | null {
    const attr = c.attributes.get(name);
    const v = attr && readInteger(attr, this.diags, owner);
    return attr && v ? { value: v.value, written: v.written, range: v.range, attrRange: attr.range } : null;
  }

  private num(c: BodyContent, name: string, owner: string): Field<number> | null {
    const attr = c.attributes.get(name);
    return attr ? field(attr, readNumber(attr, this.diags, owner)) : null;
  }

  private bool(c: BodyContent, name: string, owner: string): Field<boolean> | null {
    const attr = c.attributes.get(name);
    return attr ? field(attr, readBool(attr, this.diags, owner)) : null;
  }

  private list(c: BodyContent, name: string, owner: string): Field<Item<string>[]> | null {
    const attr = c.attributes.get(name);
    const list = attr && readStringList(attr, this.diags, owner);
    return attr && list ? { value: list.elements, range: list.range, attrRange: attr.range } : null;
  }

  private requiredProviders(block: Block): RequiredProvider[] {
    const c = this.content(block, REQUIRED_PROVIDERS);
    return [...c.attributes.values()].map((attr) => this.requiredProvider(attr));
  }

  private requiredProvider(attr: Attribute): RequiredProvider {
    const where = `required_providers entry "${attr.name}"`;
    const entry: RequiredProvider = { name: attr.name, nameRange: attr.nameRange, attrRange: attr.range, entries: null, source: null, version: null };
    const value = readValue(attr, this.diags, 'required_providers');
    if (!value) return entry;
    if (value.type !== 'object') {
      this.shape(
        `${where} is not an object; write ${attr.name} = { source = "...", version = "..." }`,
        value.range,
        `it must be an object with "source" and "version", got ${typeName(value)} (${describeValue(value)})`,
      );
      return entry;
    }
    entry.entries = value.entries;
    for (const key of REQUIRED_PROVIDER_KEYS) {
      const item = value.entries.find((e) => e.key === key);
      if (!item) {
        // `verison = "~> 1.0"`: one finding at the misspelling, with the rename (required-provider-unknown-key leaves it alone).
        // `verison` and `versoin` both: one each, whose renames the engine makes suggestions (rename-conflicts.ts).
        const misspellings = value.entries.filter((e) => onlyNearName(e.key, REQUIRED_PROVIDER_KEYS) === key);
        if (misspellings.length === 0) this.shape(`${where} is missing "${key}"`, attr.nameRange);
        for (const misspelt of misspellings) {
          this.diags.push({
            ruleId: 'required-provider-shape',
            severity: 'error',
            message: `${where} is missing "${key}": did you mean "${key}" for "${misspelt.key}"?`,
            range: misspelt.keyRange,
            notes: [`the kernel reads only source and version, and refuses an entry without ${key}`],
            ...(misspelt.literal && { fix: renameKey(misspelt.keyRange, misspelt.key, key) }),
          });
        }
        continue;
      }
      if (item.value.type !== 'string') {
        this.shape(`${where}: "${key}" must be a string, got ${typeName(item.value)} (${describeValue(item.value)})`, item.value.range);
        continue;
      }
      const f: RequiredProviderField = { value: item.value.value, itemRange: item.range, valueRange: item.value.range };
      entry[key] = f;
    }
    return entry;
  }

  private shape(message: string, range: Range, ...notes: string[]): void {
    this.diags.push({ ruleId: 'required-provider-shape', severity: 'error', message, range, ...(notes.length > 0 && { notes }) });
  }

  /** The block, and what is wrong in its body (reported only when the provider is declared). */
  private provider(block: Block): { provider: ProviderBlock; diagnostics: SourceDiagnostic<AgentDecodeRuleId>[] } {
    const name = blockDisplayName(block);
    const diagnostics: SourceDiagnostic<AgentDecodeRuleId>[] = [];
    for (const nested of block.body.blocks) {
      diagnostics.push({
        ruleId: 'hcl-unsupported-block',
        severity: 'error',
        message: `Unsupported block type: blocks of type "${nested.type}" are not expected in ${name}; provider settings are attributes only (write ${nested.type} = { ... })`,
        range: blockHeaderRange(nested),
      });
    }
    const values = block.body.attributes.map((attr) => {
      const result = evaluateConst(attr.expr, `${attr.name} in ${name}`, { allowEnv: true });
      appendAll(diagnostics, result.diagnostics);
      return { attr, value: result.value };
    });
    return {
      provider: { block, headerRange: blockHeaderRange(block), name: block.labels[0].value, labelRange: block.labels[0].range, body: block.body, values },
      diagnostics,
    };
  }

  private policy(block: Block): Policy {
    const owner = blockDisplayName(block);
    const c = this.content(block, POLICY, owner);
    const matchAttr = c.attributes.get('match');
    return {
      block,
      headerRange: blockHeaderRange(block),
      name: block.labels[0].value,
      labelRange: block.labels[0].range,
      match: matchAttr ? this.match(matchAttr, owner) : null,
      action: this.str(c, 'action', owner),
    };
  }

  private match(attr: Attribute, owner: string): PolicyMatch | null {
    const value = readValue(attr, this.diags, owner);
    if (!value) return null;
    if (value.type !== 'object') {
      this.diags.push(typeMismatch(`match in ${owner}`, 'an object', value));
      return null;
    }
    const m: PolicyMatch = { attrRange: attr.range, nameRange: attr.nameRange, fields: {}, unknownKeys: [], valid: true };
    for (const e of value.entries) {
      if (!(MATCH_KEYS as readonly string[]).includes(e.key)) {
        m.unknownKeys.push({ key: e.key, keyRange: e.keyRange, itemRange: e.range, literal: e.literal });
        continue;
      }
      const s = expectString(e.value, `match.${e.key} in ${owner}`, this.diags);
      if (!s) {
        m.valid = false;
        continue;
      }
      const f: MatchField = { value: s.value, itemRange: e.range, keyRange: e.keyRange, valueRange: s.range };
      m.fields[e.key as MatchKey] = f;
    }
    return m;
  }

  private profile(block: Block): AgentProfile {
    const owner = blockDisplayName(block);
    const c = this.content(block, AGENT_PROFILE, owner);
    const blocks = c.blocks.filter((b) => b.type === 'model');
    const models = blocks.map((b, i) => {
      if (i > 0) this.lastWins(b, blocks[i - 1], owner);
      return this.modelBlock(b, owner);
    });
    return {
      block,
      headerRange: blockHeaderRange(block),
      name: block.labels[0].value,
      labelRange: block.labels[0].range,
      model: models.at(-1) ?? null,
      models,
      tools: this.list(c, 'tools', owner),
      slashCommands: this.list(c, 'slash_commands', owner),
      maxTurns: this.int(c, 'max_turns', owner),
      maxWallClockS: this.int(c, 'max_wall_clock_s', owner),
      maxDepth: this.int(c, 'max_depth', owner),
      maxConcurrentSubagents: this.int(c, 'max_concurrent_subagents', owner),
      maxCostUsd: this.num(c, 'max_cost_usd', owner),
    };
  }

  /** A repeated nested block the kernel collapses, keeping the last (duplicate-last-wins). */
  private lastWins(later: Block, earlier: Block, owner: string): void {
    this.diags.push({
      ruleId: 'duplicate-last-wins',
      severity: 'warning',
      message: `Second ${later.type} block in ${owner}: the kernel silently ignores the one on line ${earlier.typeRange.start.line}; merge them`,
      notes: [`the kernel keeps only the last ${later.type} block`],
      range: blockHeaderRange(later),
      related: [{ file: SAME_FILE, range: blockHeaderRange(earlier), message: `ignored ${earlier.type} block` }],
    });
  }

  private modelBlock(block: Block, profile: string): ModelBlock {
    const c = this.content(block, MODEL, `model in ${profile}`);
    const m: ModelBlock = { block, headerRange: blockHeaderRange(block), primary: null, fallbacks: [] };
    for (const b of c.blocks) {
      const ref = this.modelRef(b, profile);
      if (ref.kind === 'fallback') m.fallbacks.push(ref);
      else if (!m.primary) m.primary = ref;
      else {
        this.diags.push({
          ruleId: 'duplicate-singleton-block',
          severity: 'error',
          message: `Duplicate primary block in the model of ${profile}, the first is on line ${m.primary.block.typeRange.start.line}: make this one a fallback`,
          range: blockHeaderRange(b),
          related: [{ file: SAME_FILE, range: m.primary.headerRange, message: 'first primary block' }],
          notes: ['a model has exactly one primary'],
        });
      }
    }
    return m;
  }

  private modelRef(block: Block, profile: string): ModelRef {
    const owner = `${block.type} in ${profile}`;
    const c = this.content(block, MODEL_REF, owner);
    return {
      block,
      headerRange: blockHeaderRange(block),
      kind: block.type === 'fallback' ? 'fallback' : 'primary',
      provider: this.str(c, 'provider', owner),
      id: this.str(c, 'id', owner),
    };
  }

  private hook(block: Block): Hook {
    const owner = blockDisplayName(block);
    const c = this.content(block, HOOK, owner);
    return {
      block,
      headerRange: blockHeaderRange(block),
      point: block.labels[0].value,
      pointRange: block.labels[0].range,
      provider: this.str(c, 'provider', owner),
      mode: this.str(c, 'mode', owner),
    };
  }

  private settings(block: Block): Settings {
    const c = this.content(block, SETTINGS, 'settings');
    const s: Settings = {
      block,
      headerRange: blockHeaderRange(block),
      defaultFrontend: this.str(c, 'default_frontend', 'settings'),
      logLevel: this.str(c, 'log_level', 'settings'),
      telemetry: this.bool(c, 'telemetry', 'settings'),
      retry: null,
      observability: null,
      retries: [],
      observabilities: [],
    };
    for (const b of c.blocks) {
      if (b.type === 'retry') {
        const previous = s.retries.at(-1);
        if (previous) this.lastWins(b, previous.block, 'settings');
        s.retries.push((s.retry = this.retry(b)));
      } else if (b.type === 'observability') {
        const previous = s.observabilities.at(-1);
        if (previous) this.lastWins(b, previous.block, 'settings');
        s.observabilities.push((s.observability = this.observability(b)));
      }
    }
    return s;
  }

  private retry(block: Block): Retry {
    const owner = 'settings.retry';
    const c = this.content(block, RETRY, owner);
    return {
      block,
      headerRange: blockHeaderRange(block),
      baseDelayMs: this.int(c, 'base_delay_ms', owner),
      backoffFactor: this.int(c, 'backoff_factor', owner),
      maxRetries: this.int(c, 'max_retries', owner),
    };
  }

  private observability(block: Block): Observability {
    const owner = 'settings.observability';
    const c = this.content(block, OBSERVABILITY, owner);
    const attrsAttr = c.attributes.get('resource_attrs');
    const attrs = attrsAttr && readStringObject(attrsAttr, this.diags, owner);
    return {
      block,
      headerRange: blockHeaderRange(block),
      endpoint: this.str(c, 'endpoint', owner),
      protocol: this.str(c, 'protocol', owner),
      samplingRatio: this.num(c, 'sampling_ratio', owner),
      tracesEnabled: this.bool(c, 'traces_enabled', owner),
      metricsEnabled: this.bool(c, 'metrics_enabled', owner),
      logsEnabled: this.bool(c, 'logs_enabled', owner),
      exportIntervalMs: this.int(c, 'export_interval_ms', owner),
      serviceName: this.str(c, 'service_name', owner),
      resourceAttrs:
        attrsAttr && attrs
          ? { value: attrs.entries.map((e) => ({ key: e.key, keyRange: e.keyRange, value: e.value })), range: attrs.range, attrRange: attrsAttr.range }
          : null,
    };
  }
}

function field<T>(attr: Attribute, v: Located<T> | null): Field<T> | null {
  return v ? { value: v.value, range: v.range, attrRange: attr.range } : null;
}
