// Our hand-written protos against the facts in reference/wire.md (numbers copied here).
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadProtoDefinition, protoFiles } from '../fixtures/plugins/lib/proto-files.mjs';

const PROTO_DIR = fileURLToPath(new URL('../../src/plugin-host/wire/proto/', import.meta.url));

const files = protoFiles(PROTO_DIR);
const pkg = loadProtoDefinition(PROTO_DIR);

interface FieldDescriptor {
  name: string;
  number: number;
  label: string;
  type: string;
  typeName: string;
}
interface EnumDescriptor {
  name: string;
  value: { name: string; number: number }[];
}
interface MessageDescriptor {
  name: string;
  field: FieldDescriptor[];
  oneofDecl: { name: string }[];
  nestedType: MessageDescriptor[];
  enumType: EnumDescriptor[];
}

/** Top-level types are keys of the package definition; nested ones live in their parent. */
function lookup(fqn: string): { message?: MessageDescriptor; enum?: EnumDescriptor } | undefined {
  const def = pkg[fqn] as { format?: string; type?: unknown } | undefined;
  if (def?.format === 'Protocol Buffer 3 DescriptorProto') return { message: def.type as MessageDescriptor };
  if (def?.format === 'Protocol Buffer 3 EnumDescriptorProto') return { enum: def.type as EnumDescriptor };
  const dot = fqn.lastIndexOf('.');
  if (dot < 0) return undefined;
  const parent = lookup(fqn.slice(0, dot))?.message;
  const name = fqn.slice(dot + 1);
  const nested = parent?.nestedType.find((m) => m.name === name);
  if (nested) return { message: nested };
  const nestedEnum = parent?.enumType.find((e) => e.name === name);
  return nestedEnum ? { enum: nestedEnum } : undefined;
}

function message(fqn: string): MessageDescriptor {
  const found = lookup(fqn)?.message;
  if (!found) throw new Error(`no message ${fqn}`);
  return found;
}

function enumValues(fqn: string): Record<string, number> {
  const found = lookup(fqn)?.enum;
  if (!found) throw new Error(`no enum ${fqn}`);
  return Object.fromEntries(found.value.map((v) => [v.name, v.number]));
}

/** Resolves a type name as protoc does: innermost enclosing scope first. */
function resolveTypeName(scope: string, name: string): string | undefined {
  const parts = scope.split('.');
  for (let i = parts.length; i >= 0; i--) {
    const candidate = [...parts.slice(0, i), name].join('.');
    if (lookup(candidate)) return candidate;
  }
  return undefined;
}

/** [name, number, proto type, repeated?, fully qualified type of a message/enum field]. */
type FieldSpec = [string, number, string, boolean, string?];

function checkFields(fqn: string, fields: FieldSpec[]): void {
  const msg = message(fqn);
  expect(msg.field.map((f) => f.name).sort()).toEqual(fields.map((f) => f[0]).sort());
  for (const [name, number, type, repeated, typeName] of fields) {
    const f = msg.field.find((x) => x.name === name)!;
    expect({ name, number: f.number, type: f.type, repeated: f.label === 'LABEL_REPEATED' }).toEqual({
      name,
      number,
      type: `TYPE_${type}`,
      repeated,
    });
    if (typeName) expect(resolveTypeName(fqn, f.typeName), `${fqn}.${name}`).toBe(typeName);
  }
}

function optionalFields(fqn: string): string[] {
  return message(fqn)
    .oneofDecl.map((o) => o.name)
    .filter((n) => n.startsWith('_'))
    .map((n) => n.slice(1))
    .sort();
}

const CAPABILITY_SERVICES: [string, string, string, string, string][] = [
  ['model', 'ModelService', 'GetCapabilities', 'GetCapabilitiesRequest', 'GetCapabilitiesResponse'],
  ['tool', 'ToolService', 'GetSchema', 'GetSchemaRequest', 'GetSchemaResponse'],
  ['context', 'ContextService', 'GetCapabilities', 'GetCapabilitiesRequest', 'GetCapabilitiesResponse'],
  ['memory', 'MemoryService', 'GetCapabilities', 'GetCapabilitiesRequest', 'GetCapabilitiesResponse'],
  ['frontend', 'FrontendService', 'GetCapabilities', 'GetCapabilitiesRequest', 'GetCapabilitiesResponse'],
  ['widget', 'WidgetService', 'GetCapabilities', 'GetCapabilitiesRequest', 'GetCapabilitiesResponse'],
  ['slashcommand', 'SlashCommandService', 'GetCapabilities', 'GetCapabilitiesRequest', 'GetCapabilitiesResponse'],
];

interface MethodDef {
  path: string;
  requestStream: boolean;
  responseStream: boolean;
  requestType: { type: { name: string } };
  responseType: { type: { name: string } };
}

function method(service: string, name: string): MethodDef {
  const svc = pkg[service] as unknown as Record<string, MethodDef> | undefined;
  if (!svc || !svc[name]) throw new Error(`no method ${service}/${name}`);
  return svc[name];
}

describe('our .proto files', () => {
  it('load together with proto-loader', () => {
    expect(files.length).toBeGreaterThanOrEqual(20);
    expect(Object.keys(pkg)).toContain('google.protobuf.Duration');
  });

  describe.each(CAPABILITY_SERVICES)('%s', (cat, service, capRpc, capReq, capResp) => {
    const fqn = `pluggableharness.${cat}.v1.${service}`;
    it('serves Describe and the capability RPC as unary calls on the wire.md paths', () => {
      expect(Object.keys(pkg[fqn] as object).sort()).toEqual(['Describe', capRpc].sort());
      const d = method(fqn, 'Describe');
      expect(d.path).toBe(`/${fqn}/Describe`);
      expect([d.requestStream, d.responseStream]).toEqual([false, false]);
      expect([d.requestType.type.name, d.responseType.type.name]).toEqual(['DescribeRequest', 'DescribeResponse']);
      const c = method(fqn, capRpc);
      expect(c.path).toBe(`/${fqn}/${capRpc}`);
      expect([c.requestStream, c.responseStream]).toEqual([false, false]);
      expect([c.requestType.type.name, c.responseType.type.name]).toEqual([capReq, capResp]);
    });
    it('has empty requests and a DescribeResponse carrying ProducerRef as field 1', () => {
      checkFields(`pluggableharness.${cat}.v1.DescribeRequest`, []);
      checkFields(`pluggableharness.${cat}.v1.${capReq}`, []);
      checkFields(`pluggableharness.${cat}.v1.DescribeResponse`, [['producer', 1, 'MESSAGE', false, 'pluggableharness.common.v1.ProducerRef']]);
    });
  });

  it('wraps capabilities in an envelope (field 1) except for tool and slashcommand', () => {
    const inner: Record<string, string> = {
      model: 'Capabilities',
      context: 'ContextCapabilities',
      memory: 'MemoryCapabilities',
      frontend: 'FrontendCapabilities',
      widget: 'WidgetCapabilities',
    };
    for (const [cat, name] of Object.entries(inner)) {
      checkFields(`pluggableharness.${cat}.v1.GetCapabilitiesResponse`, [['capabilities', 1, 'MESSAGE', false, `pluggableharness.${cat}.v1.${name}`]]);
    }
  });

  it('common.v1 (§3.1)', () => {
    expect(enumValues('pluggableharness.common.v1.Category')).toEqual({
      CATEGORY_UNSPECIFIED: 0,
      CATEGORY_MODEL: 1,
      CATEGORY_TOOL: 2,
      CATEGORY_CONTEXT: 3,
      CATEGORY_MEMORY: 4,
      CATEGORY_FRONTEND: 5,
      CATEGORY_WIDGET: 6,
      CATEGORY_SLASHCOMMAND: 7,
    });
    expect(enumValues('pluggableharness.common.v1.HookPoint')).toEqual({
      HOOK_POINT_UNSPECIFIED: 0,
      HOOK_POINT_SESSION_START: 1,
      HOOK_POINT_PRE_MODEL_CALL: 2,
      HOOK_POINT_POST_MODEL_RESPONSE: 3,
      HOOK_POINT_PRE_TOOL_CALL: 4,
      HOOK_POINT_PLAN_READY: 5,
      HOOK_POINT_POST_TOOL_CALL: 6,
      HOOK_POINT_POST_APPLY: 7,
      HOOK_POINT_SESSION_END: 8,
    });
    checkFields('pluggableharness.common.v1.ProducerRef', [
      ['name', 1, 'STRING', false],
      ['version', 2, 'STRING', false],
      ['source', 3, 'STRING', false],
      ['category', 4, 'ENUM', false, 'pluggableharness.common.v1.Category'],
      ['protocol_version', 5, 'UINT32', false],
    ]);
    checkFields('pluggableharness.common.v1.PromptExpansionSpec', [
      ['name', 1, 'STRING', false],
      ['description', 2, 'STRING', false],
      ['template', 3, 'STRING', false],
    ]);
  });

  it('config.v1 and schema.v1 (§3.2, §3.3)', () => {
    expect(enumValues('pluggableharness.config.v1.AttrType')).toEqual({
      ATTR_TYPE_UNSPECIFIED: 0,
      ATTR_TYPE_STRING: 1,
      ATTR_TYPE_NUMBER: 2,
      ATTR_TYPE_BOOL: 3,
      ATTR_TYPE_LIST_STRING: 4,
      ATTR_TYPE_LIST_NUMBER: 5,
      ATTR_TYPE_MAP_STRING: 6,
      ATTR_TYPE_OBJECT: 7,
    });
    checkFields('pluggableharness.config.v1.ConfigAttribute', [
      ['name', 1, 'STRING', false],
      ['type', 2, 'ENUM', false, 'pluggableharness.config.v1.AttrType'],
      ['required', 3, 'BOOL', false],
      ['sensitive', 4, 'BOOL', false],
      ['description', 5, 'STRING', false],
      ['object_attributes', 6, 'MESSAGE', true, 'pluggableharness.config.v1.ConfigAttribute'],
      ['default_json', 7, 'STRING', false],
    ]);
    expect(optionalFields('pluggableharness.config.v1.ConfigAttribute')).toEqual(['default_json']);
    checkFields('pluggableharness.config.v1.ConfigSchema', [['attributes', 1, 'MESSAGE', true, 'pluggableharness.config.v1.ConfigAttribute']]);
    expect(enumValues('pluggableharness.schema.v1.SchemaType')).toEqual({
      SCHEMA_TYPE_UNSPECIFIED: 0,
      SCHEMA_TYPE_OBJECT: 1,
      SCHEMA_TYPE_STRING: 2,
      SCHEMA_TYPE_NUMBER: 3,
      SCHEMA_TYPE_BOOLEAN: 4,
      SCHEMA_TYPE_ARRAY: 5,
    });
    checkFields('pluggableharness.schema.v1.Schema', [
      ['type', 1, 'ENUM', false, 'pluggableharness.schema.v1.SchemaType'],
      ['description', 2, 'STRING', false],
      ['properties', 3, 'MESSAGE', true],
      ['required', 4, 'STRING', true],
      ['items', 5, 'MESSAGE', false, 'pluggableharness.schema.v1.Schema'],
      ['enum_values', 6, 'STRING', true],
    ]);
    // map<string, Schema>: on the wire a repeated entry {1: key, 2: value} (protobufjs names the entry type itself).
    const entryName = message('pluggableharness.schema.v1.Schema').field.find((f) => f.name === 'properties')!.typeName;
    checkFields(`pluggableharness.schema.v1.Schema.${entryName}`, [
      ['key', 1, 'STRING', false],
      ['value', 2, 'MESSAGE', false, 'pluggableharness.schema.v1.Schema'],
    ]);
  });

  it('tool.v1 (§2.3, §3.4)', () => {
    checkFields('pluggableharness.tool.v1.GetSchemaResponse', [
      ['tools', 1, 'MESSAGE', true, 'pluggableharness.tool.v1.ToolSchema'],
      ['slash_commands', 2, 'MESSAGE', true, 'pluggableharness.common.v1.PromptExpansionSpec'],
      ['config_schema', 3, 'MESSAGE', false, 'pluggableharness.config.v1.ConfigSchema'],
      ['supported_hook_points', 4, 'ENUM', true, 'pluggableharness.common.v1.HookPoint'],
    ]);
    checkFields('pluggableharness.tool.v1.ToolSchema', [
      ['name', 1, 'STRING', false],
      ['kind', 2, 'ENUM', false, 'pluggableharness.tool.v1.ToolKind'],
      ['risk', 3, 'ENUM', false, 'pluggableharness.tool.v1.RiskClass'],
      ['description', 4, 'STRING', false],
      ['input_schema', 5, 'MESSAGE', false, 'pluggableharness.schema.v1.Schema'],
      ['output_schema', 6, 'MESSAGE', false, 'pluggableharness.schema.v1.Schema'],
      ['streaming', 7, 'BOOL', false],
      ['concurrency', 8, 'MESSAGE', false, 'pluggableharness.tool.v1.ConcurrencySpec'],
      ['default_timeout', 9, 'MESSAGE', false, 'google.protobuf.Duration'],
      ['idempotent', 10, 'BOOL', false],
    ]);
    checkFields('pluggableharness.tool.v1.ConcurrencySpec', [
      ['safe', 1, 'BOOL', false],
      ['key_fields', 2, 'STRING', true],
    ]);
    expect(enumValues('pluggableharness.tool.v1.ToolKind')).toEqual({
      TOOL_KIND_UNSPECIFIED: 0,
      TOOL_KIND_RESOURCE: 1,
      TOOL_KIND_DATA_SOURCE: 2,
      TOOL_KIND_INTERACTIVE: 3,
    });
    expect(enumValues('pluggableharness.tool.v1.RiskClass')).toEqual({
      RISK_CLASS_UNSPECIFIED: 0,
      RISK_CLASS_READ_ONLY: 1,
      RISK_CLASS_LOW: 2,
      RISK_CLASS_MODERATE: 3,
      RISK_CLASS_HIGH: 4,
      RISK_CLASS_CRITICAL: 5,
    });
  });

  it('slashcommand.v1 numbers differ from ToolSchema (§2.8)', () => {
    checkFields('pluggableharness.slashcommand.v1.GetCapabilitiesResponse', [
      ['commands', 1, 'MESSAGE', true, 'pluggableharness.slashcommand.v1.SlashCommandSpec'],
      ['config_schema', 2, 'MESSAGE', false, 'pluggableharness.config.v1.ConfigSchema'],
      ['supported_hook_points', 3, 'ENUM', true, 'pluggableharness.common.v1.HookPoint'],
    ]);
    checkFields('pluggableharness.slashcommand.v1.SlashCommandSpec', [
      ['name', 1, 'STRING', false],
      ['description', 2, 'STRING', false],
      ['input_schema', 3, 'MESSAGE', false, 'pluggableharness.schema.v1.Schema'],
      ['kind', 4, 'ENUM', false, 'pluggableharness.tool.v1.ToolKind'],
      ['risk', 5, 'ENUM', false, 'pluggableharness.tool.v1.RiskClass'],
      ['concurrency', 6, 'MESSAGE', false, 'pluggableharness.tool.v1.ConcurrencySpec'],
      ['streaming', 7, 'BOOL', false],
      ['default_timeout', 8, 'MESSAGE', false, 'google.protobuf.Duration'],
      ['idempotent', 9, 'BOOL', false],
    ]);
  });

  it('model.v1 (§2.2)', () => {
    checkFields('pluggableharness.model.v1.Capabilities', [
      ['models', 1, 'MESSAGE', true, 'pluggableharness.model.v1.ModelSpec'],
      ['slash_commands', 2, 'MESSAGE', true, 'pluggableharness.common.v1.PromptExpansionSpec'],
      ['config_schema', 3, 'MESSAGE', false, 'pluggableharness.config.v1.ConfigSchema'],
      ['supported_hook_points', 4, 'ENUM', true, 'pluggableharness.common.v1.HookPoint'],
    ]);
    checkFields('pluggableharness.model.v1.ModelSpec', [
      ['id', 1, 'STRING', false],
      ['context_window', 2, 'INT64', false],
      ['max_output_tokens', 3, 'INT64', false],
      ['supports_tool_use', 4, 'BOOL', false],
      ['supports_vision', 5, 'BOOL', false],
      ['supports_streaming', 6, 'BOOL', false],
      ['supports_parallel_tool_calls', 7, 'BOOL', false],
      ['thinking', 8, 'MESSAGE', false, 'pluggableharness.model.v1.ThinkingSpec'],
      ['caching', 9, 'MESSAGE', false, 'pluggableharness.model.v1.CachingSpec'],
      ['pricing', 10, 'MESSAGE', false, 'pluggableharness.model.v1.Pricing'],
      ['supported_tool_choice_modes', 11, 'ENUM', true, 'pluggableharness.model.v1.ToolChoiceMode'],
      ['supports_documents', 12, 'BOOL', false],
    ]);
    expect(optionalFields('pluggableharness.model.v1.ModelSpec')).toEqual(['supports_parallel_tool_calls']);
    checkFields('pluggableharness.model.v1.ThinkingSpec', [
      ['supported', 1, 'BOOL', false],
      ['mode', 2, 'ENUM', false, 'pluggableharness.model.v1.ThinkingMode'],
      ['effort_levels', 3, 'STRING', true],
      ['budget_range', 4, 'MESSAGE', false, 'pluggableharness.model.v1.ThinkingBudgetRange'],
      ['can_disable', 5, 'BOOL', false],
      ['default', 6, 'STRING', false],
    ]);
    expect(optionalFields('pluggableharness.model.v1.ThinkingSpec')).toEqual(['budget_range', 'default']);
    checkFields('pluggableharness.model.v1.ThinkingBudgetRange', [
      ['min', 1, 'INT64', false],
      ['max', 2, 'INT64', false],
    ]);
    checkFields('pluggableharness.model.v1.CachingSpec', [
      ['supported', 1, 'BOOL', false],
      ['mode', 2, 'ENUM', false, 'pluggableharness.model.v1.CachingMode'],
      ['keepalive_supported', 3, 'BOOL', false],
    ]);
    checkFields('pluggableharness.model.v1.Pricing', [
      ['currency', 1, 'STRING', false],
      ['free', 2, 'BOOL', false],
      ['tiers', 3, 'MESSAGE', true, 'pluggableharness.model.v1.PricingTier'],
    ]);
    checkFields('pluggableharness.model.v1.PricingTier', [
      ['effective_from', 1, 'MESSAGE', false, 'google.protobuf.Timestamp'],
      ['effective_until', 2, 'MESSAGE', false, 'google.protobuf.Timestamp'],
      ['input_per_mtok', 3, 'DOUBLE', false],
      ['output_per_mtok', 4, 'DOUBLE', false],
      ['cache_write_per_mtok', 5, 'DOUBLE', false],
      ['cache_read_per_mtok', 6, 'DOUBLE', false],
      ['batch_input_per_mtok', 7, 'DOUBLE', false],
      ['batch_output_per_mtok', 8, 'DOUBLE', false],
      ['input_tokens_from', 9, 'INT64', false],
      ['input_tokens_until', 10, 'INT64', false],
    ]);
    expect(optionalFields('pluggableharness.model.v1.PricingTier')).toEqual([
      'batch_input_per_mtok',
      'batch_output_per_mtok',
      'cache_read_per_mtok',
      'cache_write_per_mtok',
      'effective_from',
      'effective_until',
      'input_tokens_from',
      'input_tokens_until',
    ]);
    expect(enumValues('pluggableharness.model.v1.ThinkingMode')).toEqual({
      THINKING_MODE_UNSPECIFIED: 0,
      THINKING_MODE_NONE: 1,
      THINKING_MODE_ALWAYS_ON_ADAPTIVE: 2,
      THINKING_MODE_DISCRETE_EFFORT: 3,
      THINKING_MODE_CONTINUOUS_BUDGET: 4,
    });
    expect(enumValues('pluggableharness.model.v1.CachingMode')).toEqual({
      CACHING_MODE_UNSPECIFIED: 0,
      CACHING_MODE_NONE: 1,
      CACHING_MODE_EXPLICIT_MARKERS: 2,
      CACHING_MODE_IMPLICIT_AUTOMATIC: 3,
    });
    expect(enumValues('pluggableharness.model.v1.ToolChoiceMode')).toEqual({
      TOOL_CHOICE_MODE_UNSPECIFIED: 0,
      TOOL_CHOICE_MODE_AUTO: 1,
      TOOL_CHOICE_MODE_ANY: 2,
      TOOL_CHOICE_MODE_NONE: 3,
      TOOL_CHOICE_MODE_SPECIFIC: 4,
    });
  });

  it('context, memory, frontend and widget capabilities (§2.4–§2.7)', () => {
    const pes = 'pluggableharness.common.v1.PromptExpansionSpec';
    const cfg = 'pluggableharness.config.v1.ConfigSchema';
    const hook = 'pluggableharness.common.v1.HookPoint';
    const region = 'pluggableharness.render.v1.Region';
    checkFields('pluggableharness.context.v1.ContextCapabilities', [
      ['default_token_budget', 1, 'INT64', false],
      ['stability', 2, 'ENUM', false, 'pluggableharness.content.v1.Stability'],
      ['compactor', 3, 'BOOL', false],
      ['slash_commands', 4, 'MESSAGE', true, pes],
      ['config_schema', 5, 'MESSAGE', false, cfg],
      ['supported_hook_points', 6, 'ENUM', true, hook],
    ]);
    checkFields('pluggableharness.memory.v1.MemoryCapabilities', [
      ['default_token_budget', 1, 'INT64', false],
      ['supported_types', 2, 'ENUM', true, 'pluggableharness.memory.v1.MemoryType'],
      ['supported_scopes', 3, 'ENUM', true, 'pluggableharness.memory.v1.MemoryScope'],
      ['ratification_supported', 4, 'BOOL', false],
      ['slash_commands', 5, 'MESSAGE', true, pes],
      ['config_schema', 6, 'MESSAGE', false, cfg],
      ['supported_hook_points', 7, 'ENUM', true, hook],
    ]);
    checkFields('pluggableharness.frontend.v1.FrontendCapabilities', [
      ['slash_commands', 1, 'MESSAGE', true, pes],
      ['config_schema', 2, 'MESSAGE', false, cfg],
      ['supported_regions', 3, 'ENUM', true, region],
      ['supported_hook_points', 4, 'ENUM', true, hook],
    ]);
    checkFields('pluggableharness.widget.v1.WidgetCapabilities', [
      ['regions', 1, 'ENUM', true, region],
      ['config_schema', 2, 'MESSAGE', false, cfg],
      ['supported_hook_points', 3, 'ENUM', true, hook],
    ]);
    expect(enumValues('pluggableharness.content.v1.Stability')).toEqual({
      STABILITY_UNSPECIFIED: 0,
      STABILITY_STATIC: 1,
      STABILITY_DYNAMIC: 2,
    });
    expect(enumValues('pluggableharness.memory.v1.MemoryType')).toEqual({
      MEMORY_TYPE_UNSPECIFIED: 0,
      MEMORY_TYPE_USER: 1,
      MEMORY_TYPE_FEEDBACK: 2,
      MEMORY_TYPE_PROJECT: 3,
      MEMORY_TYPE_REFERENCE: 4,
    });
    expect(enumValues('pluggableharness.memory.v1.MemoryScope')).toEqual({
      MEMORY_SCOPE_UNSPECIFIED: 0,
      MEMORY_SCOPE_SESSION: 1,
      MEMORY_SCOPE_PROJECT: 2,
      MEMORY_SCOPE_GLOBAL: 3,
    });
    expect(enumValues('pluggableharness.render.v1.Region')).toEqual({
      REGION_UNSPECIFIED: 0,
      REGION_MAIN_CHAT: 1,
      REGION_SIDEBAR: 2,
      REGION_TOP_BAR: 3,
      REGION_INPUT_BAR: 4,
      REGION_HOTKEY_HINTS: 5,
      REGION_OVERLAY: 6,
    });
  });

  it("go-plugin's and grpc's own services (§1.6, §1.7)", () => {
    const shutdown = method('plugin.GRPCController', 'Shutdown');
    expect([shutdown.path, shutdown.requestStream, shutdown.responseStream]).toEqual(['/plugin.GRPCController/Shutdown', false, false]);
    const broker = method('plugin.GRPCBroker', 'StartStream');
    expect([broker.path, broker.requestStream, broker.responseStream]).toEqual(['/plugin.GRPCBroker/StartStream', true, true]);
    checkFields('plugin.ConnInfo', [
      ['service_id', 1, 'UINT32', false],
      ['network', 2, 'STRING', false],
      ['address', 3, 'STRING', false],
      ['knock', 4, 'MESSAGE', false, 'plugin.ConnInfo.Knock'],
    ]);
    checkFields('plugin.ConnInfo.Knock', [
      ['knock', 1, 'BOOL', false],
      ['ack', 2, 'BOOL', false],
      ['error', 3, 'STRING', false],
    ]);
    const stdio = method('plugin.GRPCStdio', 'StreamStdio');
    expect([stdio.path, stdio.requestStream, stdio.responseStream]).toEqual(['/plugin.GRPCStdio/StreamStdio', false, true]);
    expect(stdio.requestType.type.name).toBe('Empty');
    checkFields('plugin.StdioData', [
      ['channel', 1, 'ENUM', false, 'plugin.StdioData.Channel'],
      ['data', 2, 'BYTES', false],
    ]);
    expect(enumValues('plugin.StdioData.Channel')).toEqual({ INVALID: 0, STDOUT: 1, STDERR: 2 });
    const check = method('grpc.health.v1.Health', 'Check');
    expect([check.path, check.requestStream, check.responseStream]).toEqual(['/grpc.health.v1.Health/Check', false, false]);
    checkFields('grpc.health.v1.HealthCheckRequest', [['service', 1, 'STRING', false]]);
    checkFields('grpc.health.v1.HealthCheckResponse', [['status', 1, 'ENUM', false, 'grpc.health.v1.HealthCheckResponse.ServingStatus']]);
    expect(enumValues('grpc.health.v1.HealthCheckResponse.ServingStatus')).toEqual({
      UNKNOWN: 0,
      SERVING: 1,
      NOT_SERVING: 2,
      SERVICE_UNKNOWN: 3,
    });
    const log = method('pluggableharness.kernel.v1.KernelCallbackService', 'Log');
    expect([log.path, log.requestStream, log.responseStream]).toEqual(['/pluggableharness.kernel.v1.KernelCallbackService/Log', false, false]);
    checkFields('pluggableharness.kernel.v1.LogRequest', [
      ['session_id', 1, 'STRING', false],
      ['entries', 3, 'MESSAGE', true, 'pluggableharness.log.v1.LogEntry'],
    ]);
  });

  it('keeps presence of optional fields across an encode/decode round trip', () => {
    const rpc = method('pluggableharness.model.v1.ModelService', 'GetCapabilities') as unknown as {
      responseSerialize(v: unknown): Buffer;
      responseDeserialize(b: Buffer): Record<string, unknown>;
    };
    const decoded = rpc.responseDeserialize(
      rpc.responseSerialize({ capabilities: { models: [{ id: 'm', pricing: { tiers: [{ cache_read_per_mtok: 0 }] } }] } }),
    ) as { capabilities: { models: { pricing: { tiers: Record<string, unknown>[] } }[] } };
    const tier = decoded.capabilities.models[0].pricing.tiers[0];
    expect(tier.cache_read_per_mtok).toBe(0);
    expect('cache_write_per_mtok' in tier).toBe(false);
  });
});
