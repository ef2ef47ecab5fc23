// Turns the answers to the category probes into the plugin's answers or one failure:
// UNIMPLEMENTED means "not served"; any other status, a timeout or a crash is a finding.
import { STATUS_DEADLINE_EXCEEDED, STATUS_UNIMPLEMENTED, type GrpcStatus } from './grpc-framing.js';
import type { PluginAnswers } from './plugin-answers.js';
import type { ExitInfo } from '../launch/plugin-process.js';
import type { ProviderFinding } from '../provider-input.js';
import { CATEGORY_SERVICES, type Protos } from './protos.js';
import { ProtoJson } from './proto-json.js';
import { quote } from '../../text/escape.js';
import type { CapabilityMessage, Category, DescribeInfo } from '../../models/advertised/wire-types.js';
import { CLI_PLUGIN_ADVICE } from '../advice.js';

/**
 * The largest message taken from a plugin. Real answers are a few KiB (the largest, a model
 * catalogue or a tool schema set, well under 1 MiB); anything bigger is refused from its
 * length prefix, before it is buffered (grpc-framing.ts), so a hostile answer costs neither
 * memory nor time.
 */
export const RECEIVE_LIMIT_BYTES = 16 * 1024 * 1024;

export type CallResult = { ok: true; value: Record<string, unknown> } | { ok: false; error: GrpcStatus };

export interface Probe {
  category: Category;
  capability: CallResult;
  describe: CallResult;
}

export function describeExit(exit: ExitInfo): string {
  return exit.signal ? `was killed by ${exit.signal}` : `exited with code ${exit.code}`;
}

/**
 * One wording whether the plugin died before the host connected or while it answered:
 * which of the two a crash lands in is a race, and output must not depend on it.
 */
export function crashedAfterHandshake(exit: ExitInfo): string {
  return `the plugin crashed: it ${describeExit(exit)} after its handshake, before answering the host's Describe and capability calls`;
}

/** A failure keeps what Describe answered, if any call did: the plugin's identity is still known. */
export type Assessment = { answers: PluginAnswers } | { failure: { ruleId: ProviderFinding['ruleId']; text: string }; describe?: DescribeInfo };

function rpcName(category: Category, method: string): string {
  return `${CATEGORY_SERVICES[category].service.split('.').pop()}/${method}`;
}

/** `exit`: how the plugin ended, if it has; every call fails once it is gone. */
/** `raise`: how to give plugins more time, as the front end names it. */
export function assessProbes(probes: Probe[], protos: Protos, exit: ExitInfo | null, timeoutMs: number, raise = CLI_PLUGIN_ADVICE.pluginTimeout): Assessment {
  const json = new ProtoJson(protos.schema);
  const answered = probes.find((p) => p.describe.ok)?.describe;
  const identity = answered?.ok ? ((json.toJson('pluggableharness.common.v1.ProducerRef', answered.value.producer ?? {}) ?? {}) as DescribeInfo) : undefined;
  const failed = (ruleId: ProviderFinding['ruleId'], text: string): Assessment =>
    identity ? { failure: { ruleId, text }, describe: identity } : { failure: { ruleId, text } };
  const categories: Partial<Record<Category, CapabilityMessage>> = {};
  for (const { category, capability, describe: desc } of probes) {
    const svc = CATEGORY_SERVICES[category];
    const capName = rpcName(category, svc.capabilityMethod);
    for (const [name, result] of [
      [capName, capability],
      [rpcName(category, 'Describe'), desc],
    ] as const) {
      if (result.ok || result.error.code === STATUS_UNIMPLEMENTED) continue;
      // Every call in flight fails once the process is gone, so which one killed it is unknown.
      if (exit) return failed('plugin-launch-failed', crashedAfterHandshake(exit));
      if (result.error.oversizedBytes !== undefined) {
        return failed(
          'plugin-rpc-failed',
          `its answer to ${name} is ${result.error.oversizedBytes} bytes, more than the ${RECEIVE_LIMIT_BYTES / (1024 * 1024)} MiB the linter accepts from a plugin, so it was not read; a plugin's capabilities fit in far less`,
        );
      }
      if (result.error.code === STATUS_DEADLINE_EXCEEDED) {
        return failed('plugin-launch-failed', `timed out after ${timeoutMs} ms waiting for ${name}; ${raise} if the plugin is just slow`);
      }
      return failed('plugin-rpc-failed', `${name} failed with ${statusName(result.error.code)}: ${quote(result.error.details)}`);
    }
    if (capability.ok) {
      const response = json.toJson(protos.method(svc.service, svc.capabilityMethod).responseMessage, capability.value) as Record<string, unknown>;
      categories[category] = (svc.envelope ? (response.capabilities ?? {}) : response) as CapabilityMessage;
    } else if (desc.ok) {
      return failed(
        'plugin-rpc-failed',
        `it serves ${svc.service} (Describe answers) but ${capName} is UNIMPLEMENTED, so its capabilities are unknown; implement ${svc.capabilityMethod}`,
      );
    }
  }
  const answers: PluginAnswers = { categories };
  if (identity !== undefined) answers.describe = identity;
  return { answers };
}

const STATUS_NAMES = [
  'OK',
  'CANCELLED',
  'UNKNOWN',
  'INVALID_ARGUMENT',
  'DEADLINE_EXCEEDED',
  'NOT_FOUND',
  'ALREADY_EXISTS',
  'PERMISSION_DENIED',
  'RESOURCE_EXHAUSTED',
  'FAILED_PRECONDITION',
  'ABORTED',
  'OUT_OF_RANGE',
  'UNIMPLEMENTED',
  'INTERNAL',
  'UNAVAILABLE',
  'DATA_LOSS',
  'UNAUTHENTICATED',
];

function statusName(code: number): string {
  return STATUS_NAMES[code] ?? `status ${code}`;
}
