// Each fault mode of the fake plugin behaves as README.md says, so host tests can rely on it.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as grpc from '@grpc/grpc-js';
import { afterEach, describe, expect, it } from 'vitest';
import { makePlugin, type FakePluginSpec } from '../fixtures/plugins/make-plugin.mjs';
import { COOKIE_KEY, cleanup, definition, hostEnv, isAlive, launch, parseHandshake, start, tempDir, unary } from './peer.js';

const TOOL = 'pluggableharness.tool.v1.ToolService';
const CONTROLLER = 'plugin.GRPCController';
const GO_PLUGIN_MESSAGE = 'This binary is a plugin. These are not meant to be executed directly.\n';
const HANDSHAKE = /^1\|1\|unix\|[^|]+\|grpc\|$/;

const pids: number[] = [];
afterEach(async () => {
  for (const pid of pids.splice(0)) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  await cleanup();
});

function tool(fault?: string | string[]): FakePluginSpec {
  return {
    category: 'tool',
    describe: { name: 'files', version: '1.0.0', protocol_version: 1 },
    capabilities: { tools: [{ name: 'read_file', kind: 'TOOL_KIND_DATA_SOURCE', risk: 'RISK_CLASS_READ_ONLY' }] },
    ...(fault ? { fault } : {}),
  };
}

function sleep(ms: number): Promise<void> {
  return new Promise((done) => setTimeout(done, ms));
}

describe('fake plugin: cookie and spec', () => {
  it('refuses to run without the magic cookie, like go-plugin, and prints nothing on stdout', async () => {
    const tmp = tempDir();
    const env = hostEnv(tmp);
    delete env[COOKIE_KEY];
    const plugin = launch(makePlugin(tmp, 'p', tool()), tmp, env);
    await expect(plugin.nextLine()).rejects.toThrow(/exited/);
    expect(await plugin.exited).toEqual({ code: 1, signal: null });
    expect(plugin.stderr().startsWith(GO_PLUGIN_MESSAGE)).toBe(true);
  });

  it('refuses a wrong cookie value', async () => {
    const tmp = tempDir();
    const plugin = launch(makePlugin(tmp, 'p', tool()), tmp, { ...hostEnv(tmp), [COOKIE_KEY]: 'nope' });
    expect((await plugin.exited).code).toBe(1);
    expect(plugin.stderr().startsWith(GO_PLUGIN_MESSAGE)).toBe(true);
  });

  it('rejects a spec with an unknown enum name, naming where it is', async () => {
    const tmp = tempDir();
    const spec = { category: 'tool', capabilities: { tools: [{ name: 'x', kind: 'TOOL_KIND_RESOURSE' }] } };
    const plugin = launch(makePlugin(tmp, 'p', spec), tmp);
    expect((await plugin.exited).code).toBe(2);
    expect(plugin.stderr()).toBe('fake-plugin: tool.tools[0].kind: "TOOL_KIND_RESOURSE" is not a value of pluggableharness.tool.v1.ToolKind\n');
  });

  it('rejects a spec with a field the message does not have', async () => {
    const tmp = tempDir();
    const plugin = launch(makePlugin(tmp, 'p', { category: 'widget', capabilities: { slash_commands: [] } }), tmp);
    expect((await plugin.exited).code).toBe(2);
    expect(plugin.stderr()).toBe('fake-plugin: widget.slash_commands: pluggableharness.widget.v1.WidgetCapabilities has no field "slash_commands"\n');
  });

  it('marker:<path> and env-dump:<path> run before the cookie check', async () => {
    const tmp = tempDir();
    const marker = join(tmp, 'ran');
    const dump = join(tmp, 'env.json');
    const env = { PATH: '/usr/bin:/bin', TMPDIR: tmp };
    const plugin = launch(makePlugin(tmp, 'p', tool([`marker:${marker}`, `env-dump:${dump}`])), tmp, env);
    expect((await plugin.exited).code).toBe(1);
    expect(readFileSync(marker, 'utf8')).toBe(`${plugin.child.pid}\n`);
    // The shell wrapper adds PWD (and may add SHLVL/_); everything else is exactly what the host passed.
    const seen = JSON.parse(readFileSync(dump, 'utf8')) as Record<string, string>;
    const { PWD: _pwd, SHLVL: _shlvl, _: _underscore, ...rest } = seen;
    expect(rest).toEqual(env);
  });
});

describe('fake plugin: handshake faults', () => {
  it('crash-before-handshake exits 2 with a panic on stderr and no stdout', async () => {
    const tmp = tempDir();
    const plugin = launch(makePlugin(tmp, 'p', tool('crash-before-handshake')), tmp);
    await expect(plugin.nextLine()).rejects.toThrow(/exited/);
    expect((await plugin.exited).code).toBe(2);
    expect(plugin.stderr()).toBe('panic: fake-plugin crashed before its handshake\n');
  });

  it('no-handshake stays alive and silent', async () => {
    const tmp = tempDir();
    const plugin = launch(makePlugin(tmp, 'p', tool('no-handshake')), tmp);
    await expect(plugin.nextLine(1500)).rejects.toThrow(/no stdout line within 1500 ms/);
    expect(plugin.child.exitCode).toBeNull();
    expect(plugin.stderr()).toBe('');
  });

  it('malformed-handshake prints a line with too few fields', async () => {
    const tmp = tempDir();
    const plugin = launch(makePlugin(tmp, 'p', tool('malformed-handshake')), tmp);
    expect(await plugin.nextLine()).toBe('1|1|unix');
  });

  it('non-handshake-first-line prints a stray line first, then a working handshake', async () => {
    const tmp = tempDir();
    const plugin = launch(makePlugin(tmp, 'p', tool('non-handshake-first-line')), tmp);
    expect(await plugin.nextLine()).toBe('fake-plugin is starting');
    const line = await plugin.nextLine();
    expect(line).toMatch(HANDSHAKE);
    const client = new grpc.Client(`unix:${parseHandshake(line).address}`, grpc.credentials.createInsecure());
    expect(await unary(client, TOOL, 'Describe')).toMatchObject({ producer: { name: 'files' } });
    client.close();
  });

  it('app-protocol-2 announces app protocol version 2', async () => {
    const tmp = tempDir();
    const plugin = launch(makePlugin(tmp, 'p', tool('app-protocol-2')), tmp);
    expect(await plugin.nextLine()).toMatch(/^1\|2\|unix\|[^|]+\|grpc\|$/);
  });

  it('crash-after-handshake exits 2 right after the handshake line', async () => {
    const tmp = tempDir();
    const plugin = launch(makePlugin(tmp, 'p', tool('crash-after-handshake')), tmp);
    expect(await plugin.nextLine()).toMatch(HANDSHAKE);
    expect((await plugin.exited).code).toBe(2);
    expect(plugin.stderr()).toMatch(/panic: fake-plugin crashed after its handshake\n$/);
  });

  it('stderr-flood writes 1 MiB to stderr before the handshake', async () => {
    const tmp = tempDir();
    const plugin = launch(makePlugin(tmp, 'p', tool('stderr-flood')), tmp);
    expect(await plugin.nextLine()).toMatch(HANDSHAKE);
    // stderr is its own pipe: wait for go-plugin's post-handshake log line, then check what preceded it.
    for (let waited = 0; !plugin.stderr().includes('"@message":"plugin address"') && waited < 5000; waited += 50) await sleep(50);
    const flood = plugin.stderr().slice(0, plugin.stderr().indexOf('{"@level"'));
    expect(flood.length).toBe(1024 * 1024);
    expect(flood.startsWith('fake-plugin stderr flood ')).toBe(true);
  });

  it('stderr-flood stalls before the handshake while nobody drains stderr', async () => {
    const tmp = tempDir();
    const child = spawn(makePlugin(tmp, 'p', tool('stderr-flood')), [], { env: hostEnv(tmp), stdio: ['ignore', 'pipe', 'pipe'] });
    pids.push(child.pid!);
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    await sleep(1500);
    expect(stdout).toBe('');
    child.stderr.resume();
    await Promise.race([new Promise((done) => child.stdout.once('data', done)), sleep(5000)]);
    expect(stdout).toMatch(/^1\|1\|unix\|/);
    child.kill('SIGKILL');
  });

  it('slow-start:<ms> delays the handshake', async () => {
    const tmp = tempDir();
    const started = Date.now();
    const plugin = launch(makePlugin(tmp, 'p', tool('slow-start:1200')), tmp);
    expect(await plugin.nextLine()).toMatch(HANDSHAKE);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1200);
  });

  it('fork-child:<pidfile> leaves a long-lived child behind the plugin', async () => {
    const tmp = tempDir();
    const pidFile = join(tmp, 'child.pid');
    const plugin = await start(makePlugin(tmp, 'p', tool(`fork-child:${pidFile}`)), tmp);
    const childPid = Number(readFileSync(pidFile, 'utf8'));
    pids.push(childPid);
    expect(plugin.stderr()).toContain(`fake-plugin: forked child pid ${childPid}\n`);
    await unary(plugin.client, CONTROLLER, 'Shutdown');
    expect((await plugin.exited).code).toBe(0);
    expect(isAlive(childPid)).toBe(true);
    plugin.client.close();
  });
});

describe('fake plugin: signals', () => {
  it('ignores SIGINT like go-plugin; SIGTERM removes the socket and exits', async () => {
    const tmp = tempDir();
    const plugin = await start(makePlugin(tmp, 'p', tool()), tmp);
    plugin.child.kill('SIGINT');
    await sleep(300);
    expect(await unary(plugin.client, 'grpc.health.v1.Health', 'Check', { service: 'plugin' })).toEqual({ status: 'SERVING' });
    plugin.child.kill('SIGTERM');
    expect(await plugin.exited).toEqual({ code: 143, signal: null });
    expect(existsSync(plugin.handshake.address)).toBe(false);
    plugin.client.close();
  });
});

describe('fake plugin: RPC faults', () => {
  it('hang-in-rpc:<Method> never answers that method; the others still work', async () => {
    const tmp = tempDir();
    const plugin = await start(makePlugin(tmp, 'p', tool('hang-in-rpc:Describe')), tmp);
    await expect(unary(plugin.client, TOOL, 'Describe', {}, 700)).rejects.toMatchObject({ code: grpc.status.DEADLINE_EXCEEDED });
    expect(await unary(plugin.client, TOOL, 'GetSchema')).toMatchObject({ tools: [{ name: 'read_file' }] });
    plugin.client.close();
  });

  it('crash-in-rpc:<Method> exits 2 when that method is called', async () => {
    const tmp = tempDir();
    const plugin = await start(makePlugin(tmp, 'p', tool('crash-in-rpc:GetSchema')), tmp);
    expect(await unary(plugin.client, TOOL, 'Describe')).toMatchObject({ producer: { name: 'files' } });
    await expect(unary(plugin.client, TOOL, 'GetSchema')).rejects.toMatchObject({ code: grpc.status.UNAVAILABLE });
    expect((await plugin.exited).code).toBe(2);
    expect(plugin.stderr()).toContain('panic: fake-plugin crashed in GetSchema\n');
    plugin.client.close();
  });

  it('huge-response sends a capability message over 7 MB: too big for a default 4 MiB client', async () => {
    const tmp = tempDir();
    const executable = makePlugin(tmp, 'p', tool('huge-response'));
    const unlimited = await start(executable, tmp);
    const schema = (await unary(unlimited.client, TOOL, 'GetSchema', {}, 15_000)) as { config_schema: { attributes: { name: string; description: string }[] } };
    expect(schema.config_schema.attributes.map((a) => a.name)).toEqual(['huge_padding']);
    expect(schema.config_schema.attributes[0].description.length).toBe(7 * 1024 * 1024);
    unlimited.client.close();
    const limited = await start(executable, tmp, 4 * 1024 * 1024);
    await expect(unary(limited.client, TOOL, 'GetSchema', {}, 15_000)).rejects.toMatchObject({ code: grpc.status.RESOURCE_EXHAUSTED });
    limited.client.close();
  });

  it('ignore-shutdown answers Shutdown but keeps running', async () => {
    const tmp = tempDir();
    const plugin = await start(makePlugin(tmp, 'p', tool('ignore-shutdown')), tmp);
    expect(await unary(plugin.client, CONTROLLER, 'Shutdown')).toEqual({});
    await sleep(1000);
    expect(plugin.child.exitCode).toBeNull();
    expect(await unary(plugin.client, TOOL, 'Describe')).toMatchObject({ producer: { name: 'files' } });
    plugin.client.close();
  });

  it('shutdown-drops-response stops before answering, as go-plugin may, and still exits', async () => {
    const tmp = tempDir();
    const plugin = await start(makePlugin(tmp, 'p', tool('shutdown-drops-response')), tmp);
    const failure = await unary(plugin.client, CONTROLLER, 'Shutdown').then(
      () => undefined,
      (err: grpc.ServiceError) => err.code,
    );
    expect([grpc.status.CANCELLED, grpc.status.UNAVAILABLE]).toContain(failure);
    expect((await plugin.exited).code).toBe(0);
    expect(existsSync(plugin.handshake.address)).toBe(false);
    plugin.client.close();
  });
});

interface LogRequest {
  entries: { level: string; logger: string; message: string; time: { seconds: number } }[];
}

/** A host-side KernelCallbackService announced to the plugin over GRPCBroker/StartStream as service 1. */
async function serveKernelCallback(tmp: string, client: grpc.Client) {
  const received: LogRequest[] = [];
  const server = new grpc.Server();
  server.addService(definition['pluggableharness.kernel.v1.KernelCallbackService'] as grpc.ServiceDefinition, {
    Log(call: grpc.ServerUnaryCall<LogRequest, object>, callback: grpc.sendUnaryData<object>) {
      received.push(call.request);
      callback(null, {});
    },
  });
  const address = join(tmp, 'kernel.sock');
  await new Promise<void>((done, fail) => server.bindAsync(`unix:${address}`, grpc.ServerCredentials.createInsecure(), (err) => (err ? fail(err) : done())));
  const broker = (
    definition['plugin.GRPCBroker'] as unknown as Record<string, { path: string; requestSerialize(v: object): Buffer; responseDeserialize(b: Buffer): object }>
  ).StartStream;
  const stream = client.makeBidiStreamRequest(broker.path, broker.requestSerialize, broker.responseDeserialize);
  stream.on('error', () => {});
  stream.on('data', () => {});
  stream.write({ service_id: 1, network: 'unix', address });
  return {
    received,
    close: () => {
      stream.cancel();
      server.forceShutdown();
    },
  };
}

describe('fake plugin: log-while-answering', () => {
  it('calls the kernel Log over the broker before answering when the host serves it', async () => {
    const tmp = tempDir();
    const plugin = await start(makePlugin(tmp, 'p', tool('log-while-answering')), tmp);
    const kernel = await serveKernelCallback(tmp, plugin.client);
    const before = Math.floor(Date.now() / 1000);
    expect(await unary(plugin.client, TOOL, 'Describe')).toMatchObject({ producer: { name: 'files' } });
    expect(kernel.received).toHaveLength(1);
    const [entry] = kernel.received[0].entries;
    expect({ level: entry.level, logger: entry.logger, message: entry.message }).toEqual({
      level: 'LOG_LEVEL_INFO',
      logger: 'fake-plugin',
      message: 'answering Describe',
    });
    expect(entry.time.seconds).toBeGreaterThanOrEqual(before);
    expect(plugin.stderr()).toContain('fake-plugin: Log delivered while answering Describe\n');
    kernel.close();
    plugin.client.close();
  });

  it("answers after go-plugin's 5 s broker wait when the host serves no broker", async () => {
    const tmp = tempDir();
    const plugin = await start(makePlugin(tmp, 'p', tool('log-while-answering')), tmp);
    const started = Date.now();
    expect(await unary(plugin.client, TOOL, 'GetSchema', {}, 10_000)).toMatchObject({ tools: [{ name: 'read_file' }] });
    expect(Date.now() - started).toBeGreaterThanOrEqual(4900);
    expect(plugin.stderr()).toContain('fake-plugin: Log failed while answering GetSchema: timeout waiting for connection info\n');
    plugin.client.close();
  });
});
