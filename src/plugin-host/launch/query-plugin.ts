// Asks one plugin binary what it serves: spawn → handshake → dial → probe every category's
// Describe and capability RPC → Shutdown → kill if still alive. One deadline covers spawn
// through the last RPC; every failure comes back as a finding naming the step.
import { join } from 'node:path';
import { CallbackBroker } from './callback-broker.js';
import { GrpcChannel } from '../wire/grpc-channel.js';
import { STATUS_UNIMPLEMENTED } from '../wire/grpc-framing.js';
import { parseHandshake } from './handshake.js';
import { pluginEnv } from './plugin-env.js';
import { PluginProcess } from './plugin-process.js';
import type { PluginAnswers } from '../wire/plugin-answers.js';
import type { ProviderFinding } from '../provider-input.js';
import { CATEGORY_SERVICES, type AnyMethod, type Protos } from '../wire/protos.js';
import { assessProbes, crashedAfterHandshake, describeExit, RECEIVE_LIMIT_BYTES, type CallResult, type Probe } from '../wire/probe-assessment.js';
import { listServedServices } from '../wire/server-reflection.js';
import { quoteStderr } from './stderr-tail.js';
import { fsErrorText } from '../../text/fs-error.js';
import { escapeControl, quote } from '../../text/escape.js';
import { CATEGORIES, type Category, type DescribeInfo } from '../../models/advertised/wire-types.js';
import { CLI_PLUGIN_ADVICE, type PluginAdvice } from '../advice.js';

export interface QueryPluginOptions {
  timeoutMs: number;
  /** The run's private folder (run-folder.ts): the plugin's TMPDIR and the broker's socket. */
  runFolder: string;
  /** The binary as the user knows it, for messages; what runs is its verified copy. */
  shownPath: string;
  /** Loaded while the plugin starts up, so the host's own start-up cost is hidden behind it. */
  protos: Promise<Protos>;
  /** Text for messages, e.g. `provider "anthropic"`. */
  who: string;
  /** Log lines the plugin sent through the callback broker or its stdio stream. */
  onLog?: (line: string) => void;
  env?: NodeJS.ProcessEnv;
  /** How messages name the settings that would help; default the CLI's flags. */
  advice?: PluginAdvice;
}

/** A failure keeps Describe's answer when it came: the identity of a plugin that then hung or failed. */
export type QueryPluginResult = { answers: PluginAnswers } | { failure: ProviderFinding; describe?: DescribeInfo };

const SHUTDOWN_GRACE_MS = 500;

let brokers = 0;

export async function queryPlugin(execPath: string, options: QueryPluginOptions): Promise<QueryPluginResult> {
  const deadline = Date.now() + options.timeoutMs;
  const raise = (options.advice ?? CLI_PLUGIN_ADVICE).pluginTimeout;
  const binaryPath = options.shownPath;
  const proc = new PluginProcess(execPath, pluginEnv(options.env ?? process.env, options.runFolder));
  // Awaited only once the handshake is in; an early failure must not leave it unhandled.
  options.protos.catch(() => {});
  const fail = (ruleId: ProviderFinding['ruleId'], text: string): { failure: ProviderFinding } => ({
    failure: { ruleId, severity: 'error', message: `${options.who}: ${text}${quoteStderr(proc.stderr.lastLines())}` },
  });
  let client: GrpcChannel | null = null;
  let broker: CallbackBroker | null = null;
  let graceful = false;
  try {
    const wait = await proc.waitForHandshake(deadline);
    if (wait.kind === 'spawn-error') {
      return fail(
        'plugin-launch-failed',
        `could not start the plugin ${quote(binaryPath)} (${spawnProblem(wait.error)}); check that the file exists and is executable`,
      );
    }
    if (wait.kind === 'exited') {
      // go-plugin logs why Serve gave up (it could not listen, say): then it is a plugin that failed.
      const why = proc.stderr.goPluginError ? ', after go-plugin logged an error' : `; is ${quote(binaryPath)} a PluggableHarness plugin?`;
      return fail('plugin-launch-failed', `the plugin ${describeExit(wait.exit)} before its go-plugin handshake${why}`);
    }
    if (wait.kind === 'timeout') {
      return fail(
        'plugin-launch-failed',
        `timed out after ${options.timeoutMs} ms waiting for the go-plugin handshake line on stdout; ${raise} if the plugin is just slow to start`,
      );
    }
    const check = parseHandshake(wait.line);
    if (!check.ok) {
      if (check.appVersion !== undefined) return fail('plugin-protocol-version', `${check.problem}; use a build of the plugin for protocol version 1`);
      return fail('plugin-launch-failed', `bad handshake: ${check.problem}`);
    }
    const { handshake } = check;

    const protos = await options.protos;
    // A plugin that dies right after its handshake must not keep us dialing until the deadline.
    const dialed = await GrpcChannel.dial(handshake, { receiveLimit: RECEIVE_LIMIT_BYTES, deadline, gaveUp: proc.exited() });
    if (dialed instanceof Error) {
      if (proc.exit) return fail('plugin-launch-failed', crashedAfterHandshake(proc.exit));
      const timedOut = Date.now() >= deadline;
      return fail(
        'plugin-launch-failed',
        timedOut
          ? `timed out after ${options.timeoutMs} ms connecting to the ${handshake.network} address from its handshake`
          : `could not connect to the ${handshake.network} address from its handshake (${escapeControl(dialed.message)})`,
      );
    }

    client = dialed;
    const onLog = options.onLog ?? (() => {});
    broker = new CallbackBroker(protos, onLog);
    const brokerSocket = join(options.runFolder, `kernel-${++brokers}.sock`);
    const [served] = await Promise.all([listServedServices(client, protos, deadline), broker.start(client, brokerSocket, deadline).catch(() => {})]);
    // A call of its own for each plugin (~1 ms of the host's time), made only where it is served.
    if (!served || served.has(STDIO_SERVICE)) drainStdio(client, protos, deadline, onLog);

    const probes = await Promise.all(CATEGORIES.map((category) => probe(client!, protos, category, deadline, served)));
    const failed = probes.some((p) => [p.capability, p.describe].some((r) => !r.ok && r.error.code !== STATUS_UNIMPLEMENTED));
    if (failed) await proc.waitExit(300); // A crash shows as UNAVAILABLE slightly before the exit event.
    const outcome = assessProbes(probes, protos, proc.exit, options.timeoutMs, raise);
    if ('failure' in outcome) return { ...fail(outcome.failure.ruleId, outcome.failure.text), ...(outcome.describe && { describe: outcome.describe }) };
    // Decoding is bounded by the receive limit, but still part of the plugin's time.
    if (Date.now() > deadline)
      return fail('plugin-launch-failed', `timed out after ${options.timeoutMs} ms receiving and decoding its answers; ${raise} if the plugin is just slow`);
    graceful = true;
    return { answers: outcome.answers };
  } finally {
    if (client && graceful && !proc.exit) await shutdown(client, await options.protos);
    broker?.close();
    client?.close();
    if (graceful) await proc.waitExit(SHUTDOWN_GRACE_MS);
    // Kills it if still running; either way takes down anything it forked and its socket file.
    await proc.kill();
  }
}

/** Why spawn() failed: ENOENT for a file that was just verified means its #! line names a missing interpreter. */
function spawnProblem(error: NodeJS.ErrnoException): string {
  return error.code === 'ENOENT' ? 'no such file, or its #! line names a missing interpreter' : escapeControl(fsErrorText(error, 'read'));
}

async function call(client: GrpcChannel, method: AnyMethod, deadline: number): Promise<CallResult> {
  const result = await client.unary(method.path, method.requestSerialize({}), deadline, method.responseDeserialize);
  return result.ok ? { ok: true, value: result.message } : { ok: false, error: result.status };
}

/** What grpc answers for a service the server did not register. */
const NOT_REGISTERED: CallResult = { ok: false, error: { code: STATUS_UNIMPLEMENTED, details: 'service not registered (server reflection)' } };

/** `served`: the category services the plugin listed, if it could tell; the others are not called. */
async function probe(client: GrpcChannel, protos: Protos, category: Category, deadline: number, served: Set<string> | null): Promise<Probe> {
  const svc = CATEGORY_SERVICES[category];
  if (served && !served.has(svc.service)) return { category, capability: NOT_REGISTERED, describe: NOT_REGISTERED };
  const [capability, describe] = await Promise.all([
    call(client, protos.method(svc.service, svc.capabilityMethod), deadline),
    call(client, protos.method(svc.service, 'Describe'), deadline),
  ]);
  return { category, capability, describe };
}

const STDIO_SERVICE = 'plugin.GRPCStdio';

/** go-plugin plugins (since 1.3) redirect their stdout/stderr into this stream and block if nobody reads it. */
function drainStdio(client: GrpcChannel, protos: Protos, deadline: number, onLog: (line: string) => void): void {
  const method = protos.method(STDIO_SERVICE, 'StreamStdio');
  const stream = client.stream(method.path, deadline, {
    onMessage: (bytes) => {
      const chunk = method.responseDeserialize(bytes) as { data?: Buffer };
      if (chunk.data) for (const line of chunk.data.toString('utf8').split('\n')) if (line.trim() !== '') onLog(escapeControl(line));
    },
  });
  stream.write(method.requestSerialize({}));
  stream.end();
}

async function shutdown(client: GrpcChannel, protos: Protos): Promise<void> {
  const method = protos.method('plugin.GRPCController', 'Shutdown');
  await call(client, method, Date.now() + SHUTDOWN_GRACE_MS);
}
