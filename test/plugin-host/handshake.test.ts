import { describe, expect, it } from 'vitest';
import { parseHandshake } from '../../src/plugin-host/launch/handshake.js';
import { pluginEnv } from '../../src/plugin-host/launch/plugin-env.js';

describe('parseHandshake', () => {
  it('accepts a unix and a tcp handshake', () => {
    expect(parseHandshake('1|1|unix|/tmp/plugin123|grpc|')).toEqual({ ok: true, handshake: { network: 'unix', address: '/tmp/plugin123' } });
    expect(parseHandshake('1|1|tcp|127.0.0.1:10001|grpc|\r')).toEqual({ ok: true, handshake: { network: 'tcp', address: '127.0.0.1:10001' } });
  });

  it('names the field that is wrong', () => {
    expect(parseHandshake('1|1|unix')).toEqual({
      ok: false,
      problem: 'the first stdout line "1|1|unix" is not a go-plugin handshake (expected CORE|APP|NETWORK|ADDRESS|PROTOCOL, got 3 fields)',
    });
    expect(parseHandshake('hello')).toEqual({
      ok: false,
      problem: 'the first stdout line "hello" is not a go-plugin handshake (expected CORE|APP|NETWORK|ADDRESS|PROTOCOL, got 1 field)',
    });
    expect(parseHandshake('2|1|unix|/s|grpc|')).toEqual({ ok: false, problem: 'handshake core protocol version is "2", expected "1"' });
    expect(parseHandshake('1|1|udp|/s|grpc|')).toEqual({ ok: false, problem: 'handshake network is "udp", expected "unix" or "tcp"' });
    expect(parseHandshake('1|1|unix||grpc|')).toEqual({ ok: false, problem: 'handshake address is empty' });
    expect(parseHandshake('1|1|unix|/s|netrpc|')).toEqual({
      ok: false,
      problem: 'handshake protocol is "netrpc", expected "grpc" (the kernel speaks gRPC only)',
    });
  });

  it('flags an app protocol version other than 1 separately (plugin-protocol-version)', () => {
    expect(parseHandshake('1|2|unix|/s|grpc|')).toEqual({
      ok: false,
      problem: 'handshake app protocol version is "2", but this kernel speaks version 1',
      appVersion: '2',
    });
  });
});

describe('pluginEnv', () => {
  it('is exactly the allowlist plus the go-plugin variables, whatever else the host holds; TMPDIR is the run folder', () => {
    const env = pluginEnv(
      { PATH: '/bin', HOME: '/home/u', TMPDIR: '/t', AWS_SECRET_ACCESS_KEY: 'secret', ANTHROPIC_API_KEY: 'k', OTEL_RESOURCE_ATTRIBUTES: 'x' },
      '/t/harness-lint-1-abcdef',
    );
    expect(env).toEqual({
      PATH: '/bin',
      HOME: '/home/u',
      TMPDIR: '/t/harness-lint-1-abcdef',
      PLUGIN_UNIX_SOCKET_DIR: '/t/harness-lint-1-abcdef',
      PLUGGABLEHARNESS_AGENT_PLUGIN: 'pluggableharness-agent-v1-a6f3c9d2-plugin-handshake',
      PLUGIN_MIN_PORT: '10000',
      PLUGIN_MAX_PORT: '25000',
      PLUGIN_PROTOCOL_VERSIONS: '1',
    });
  });
});
