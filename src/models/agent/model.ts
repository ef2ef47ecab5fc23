// The typed model of agent.hcl. Every value keeps its range so rules can point at it.
// A field is null when it is absent or could not be decoded (the decoder reported why).
import type { Attribute, Block, Body, Range } from '../../hcl/ast.js';
import type { LocatedEntry, LocatedValue } from '../../hcl/const-eval.js';

/** A decoded attribute value. `range` is the value; `attrRange` the whole `name = value`. */
export interface Field<T> {
  value: T;
  range: Range;
  attrRange: Range;
}

/** A list element or object item value. */
export interface Item<T> {
  value: T;
  range: Range;
}

export interface AgentConfig {
  requiredProviders: RequiredProvider[];
  providers: ProviderBlock[];
  policies: Policy[];
  profiles: AgentProfile[];
  hooks: Hook[];
  settings: Settings | null;
}

/** Common to every decoded block. */
export interface BlockRef {
  block: Block;
  /** Type keyword through the last label: where block-level findings point. */
  headerRange: Range;
}

/** One `name = { source = ..., version = ... }` entry of `required_providers`. */
export interface RequiredProvider {
  name: string;
  nameRange: Range;
  attrRange: Range;
  /** The object items as written (after last-wins), or null when the value is not an object. */
  entries: LocatedEntry[] | null;
  source: RequiredProviderField | null;
  version: RequiredProviderField | null;
}

export interface RequiredProviderField {
  value: string;
  /** The `source = "..."` item, from its key. */
  itemRange: Range;
  valueRange: Range;
}

export interface ProviderBlock extends BlockRef {
  name: string;
  labelRange: Range;
  /** Raw body: decoded against the plugin's config schema later (regime 2). */
  body: Body;
  /** Top-level attributes evaluated in the provider regime (env() unknown), null when not evaluable. */
  values: ProviderValue[];
}

export interface ProviderValue {
  attr: Attribute;
  value: LocatedValue | null;
}

// The kernel's vocabularies: what an enumerated string may hold. log_level lacks the spec's
// "fatal", which the kernel rejects (enum-value-invalid says so).
/** The keys of a required_providers entry that the kernel reads. */
export const REQUIRED_PROVIDER_KEYS = ['source', 'version'] as const;

export const ACTIONS = ['allow', 'ask', 'deny'];
export const KINDS = ['resource', 'data_source'];
export const RISKS = ['read_only', 'low', 'moderate', 'high', 'critical'];
export const HOOK_MODES = ['observe', 'transform', 'veto'];
export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error'];
export const PROTOCOLS = ['grpc', 'http'];
/** The eight points a hook{} block can subscribe to (hook-dispatch.md#hook-points). */
export const HOOK_POINTS = [
  'session-start',
  'pre-model-call',
  'post-model-response',
  'pre-tool-call',
  'plan-ready',
  'post-tool-call',
  'post-apply',
  'session-end',
];

export type MatchKey = 'tool_name' | 'provider' | 'risk' | 'kind';
export const MATCH_KEYS: readonly MatchKey[] = ['tool_name', 'provider', 'risk', 'kind'];

export interface MatchField {
  value: string;
  /** The whole `key = value` item. */
  itemRange: Range;
  keyRange: Range;
  valueRange: Range;
}

export interface PolicyMatch {
  attrRange: Range;
  nameRange: Range;
  /** The recognised fields that hold strings (last duplicate wins). */
  fields: Partial<Record<MatchKey, MatchField>>;
  unknownKeys: { key: string; keyRange: Range; itemRange: Range; literal: boolean }[];
  /** False when a recognised field is not a string: upstream panics, so the rule has no criteria. */
  valid: boolean;
}

export interface Policy extends BlockRef {
  name: string;
  labelRange: Range;
  match: PolicyMatch | null;
  action: Field<string> | null;
}

export interface ModelRef extends BlockRef {
  kind: 'primary' | 'fallback';
  provider: Field<string> | null;
  id: Field<string> | null;
}

export interface ModelBlock extends BlockRef {
  /** The first `primary` (a second one is duplicate-singleton-block). */
  primary: ModelRef | null;
  fallbacks: ModelRef[];
}

/** An integer field: `value` is what the kernel keeps (truncated), `written` what the file says. */
export interface IntField extends Field<number> {
  written: number;
}

export interface AgentProfile extends BlockRef {
  name: string;
  labelRange: Range;
  /** The last `model{}` (upstream keeps the last; earlier ones get duplicate-last-wins). */
  model: ModelBlock | null;
  /** Every `model{}` in order: upstream decodes (and can reject) each before the last wins. */
  models: ModelBlock[];
  tools: Field<Item<string>[]> | null;
  slashCommands: Field<Item<string>[]> | null;
  maxTurns: IntField | null;
  maxWallClockS: IntField | null;
  maxDepth: IntField | null;
  maxConcurrentSubagents: IntField | null;
  maxCostUsd: Field<number> | null;
}

export interface Hook extends BlockRef {
  point: string;
  pointRange: Range;
  provider: Field<string> | null;
  mode: Field<string> | null;
}

export interface Retry extends BlockRef {
  baseDelayMs: IntField | null;
  backoffFactor: IntField | null;
  maxRetries: IntField | null;
}

export interface Observability extends BlockRef {
  endpoint: Field<string> | null;
  protocol: Field<string> | null;
  samplingRatio: Field<number> | null;
  tracesEnabled: Field<boolean> | null;
  metricsEnabled: Field<boolean> | null;
  logsEnabled: Field<boolean> | null;
  exportIntervalMs: IntField | null;
  serviceName: Field<string> | null;
  resourceAttrs: Field<{ key: string; keyRange: Range; value: Item<string> }[]> | null;
}

export interface Settings extends BlockRef {
  defaultFrontend: Field<string> | null;
  logLevel: Field<string> | null;
  telemetry: Field<boolean> | null;
  /** The last `retry{}` / `observability{}` (upstream keeps the last). */
  retry: Retry | null;
  observability: Observability | null;
  /** Every `retry{}` / `observability{}` in order: upstream decodes (and can reject) each. */
  retries: Retry[];
  observabilities: Observability[];
}
