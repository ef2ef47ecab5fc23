// Plugins' own launch, without the linter: `node bench/launch-together.mjs [--calls] TMPDIR PATH...`
// spawns every PATH at once and prints the ms until the last handshake line. It runs in a
// process of its own because a fork costs in proportion to the forking process's memory: from
// the bench's process, which by then holds esbuild and hcl2json's WebAssembly, ten launches
// measured 66-96 ms against 32-52 ms from a bare node, and that is not the plugins' cost.
//
// --calls: the floor of the host's protocol work. After its handshake each plugin gets the calls
// the linter makes of a go-plugin 1.0 plugin, over node:http2 and nothing else (reflection's
// service list, StartStream held open, Describe and the capability call of the category listed,
// Shutdown), and the time runs until the last plugin has exited.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { connect } from 'node:http2';
import { connect as connectSocket } from 'node:net';
import { performance } from 'node:perf_hooks';

// The go-plugin magic cookie every PluggableHarness plugin checks (wire.md §1.4).
const COOKIE = { PLUGGABLEHARNESS_AGENT_PLUGIN: 'pluggableharness-agent-v1-a6f3c9d2-plugin-handshake' };
// ServerReflectionRequest { list_services: "" }
const LIST_SERVICES = Buffer.from([0x3a, 0x00]);

const args = process.argv.slice(2);
const calls = args[0] === '--calls';
const [tmp, ...paths] = calls ? args.slice(1) : args;
const t0 = performance.now();
const launches = paths.map(async (path) => {
  const child = spawn(path, [], { env: { ...COOKIE, PLUGIN_PROTOCOL_VERSIONS: '1', TMPDIR: tmp }, stdio: ['ignore', 'pipe', 'ignore'] });
  const exited = once(child, 'exit');
  const [first] = await Promise.race([once(child.stdout, 'data'), exited.then(() => [null])]);
  if (!first) throw new Error(`${path} exited before its handshake`);
  if (!calls) {
    const ms = performance.now() - t0;
    child.kill('SIGTERM');
    await exited;
    return ms;
  }
  await callPlugin(String(first).split('\n')[0].split('|'));
  const timer = setTimeout(() => child.kill('SIGKILL'), 500);
  await exited;
  clearTimeout(timer);
  return performance.now() - t0;
});
process.stdout.write(`${Math.max(...(await Promise.all(launches)))}\n`);

/** `handshake`: CORE|APP|network|address|protocol. */
async function callPlugin([, , network, address]) {
  if (network !== 'unix') throw new Error(`handshake network ${network}: only unix is timed`);
  const session = connect('http://plugin', { createConnection: () => connectSocket(address) });
  session.on('error', () => {});
  const services = await unary(session, '/grpc.reflection.v1alpha.ServerReflection/ServerReflectionInfo', LIST_SERVICES, { stream: true });
  const broker = request(session, '/plugin.GRPCBroker/StartStream');
  const category = /pluggableharness\.(\w+)\.v1\.\w+Service/.exec(services.toString('latin1'));
  if (!category) throw new Error('reflection lists no PluggableHarness service');
  const service = category[0];
  const capability = category[1] === 'tool' ? 'GetSchema' : 'GetCapabilities';
  await Promise.all([unary(session, `/${service}/Describe`), unary(session, `/${service}/${capability}`)]);
  broker.close();
  await unary(session, '/plugin.GRPCController/Shutdown');
  session.close();
}

function request(session, path) {
  const stream = session.request({ ':method': 'POST', ':path': path, 'content-type': 'application/grpc', te: 'trailers' });
  stream.on('error', () => {});
  return stream;
}

/** One message out (empty unless given), the answer's bytes back; `stream`: a bidi call, closed after its first answer. */
function unary(session, path, body = Buffer.alloc(0), { stream = false } = {}) {
  const call = request(session, path);
  const frame = Buffer.alloc(5 + body.length);
  frame.writeUInt32BE(body.length, 1);
  body.copy(frame, 5);
  const chunks = [];
  return new Promise((resolve) => {
    call.on('data', (chunk) => {
      chunks.push(chunk);
      if (stream) call.close();
    });
    call.on('close', () => resolve(Buffer.concat(chunks)));
    if (stream) call.write(frame);
    else call.end(frame);
  });
}
