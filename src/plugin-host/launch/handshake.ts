// The go-plugin handshake line (wire.md §1.3): CORE|APP|NETWORK|ADDRESS|PROTOCOL|CERT.
import { quote } from '../../text/escape.js';

/** What a message quotes of a line or field the plugin wrote: enough to recognise it, escaped. */
const QUOTED_CHARS = 200;

export interface Handshake {
  network: 'unix' | 'tcp';
  address: string;
}

export type HandshakeCheck =
  | { ok: true; handshake: Handshake }
  /** `appVersion` is set when only the app protocol version is wrong (plugin-protocol-version). */
  | { ok: false; problem: string; appVersion?: string };

export function parseHandshake(line: string): HandshakeCheck {
  const text = line.replace(/\r$/, '');
  const parts = text.split('|');
  if (parts.length < 5) {
    return {
      ok: false,
      problem: `the first stdout line ${quote(text, QUOTED_CHARS)} is not a go-plugin handshake (expected CORE|APP|NETWORK|ADDRESS|PROTOCOL, got ${parts.length} field${parts.length === 1 ? '' : 's'})`,
    };
  }
  const [core, app, network, address, protocol] = parts;
  if (core !== '1') return { ok: false, problem: `handshake core protocol version is ${quote(core, QUOTED_CHARS)}, expected "1"` };
  if (network !== 'unix' && network !== 'tcp') return { ok: false, problem: `handshake network is ${quote(network, QUOTED_CHARS)}, expected "unix" or "tcp"` };
  if (address === '') return { ok: false, problem: 'handshake address is empty' };
  if (protocol !== 'grpc')
    return { ok: false, problem: `handshake protocol is ${quote(protocol, QUOTED_CHARS)}, expected "grpc" (the kernel speaks gRPC only)` };
  if (app !== '1')
    return { ok: false, problem: `handshake app protocol version is ${quote(app, QUOTED_CHARS)}, but this kernel speaks version 1`, appVersion: app };
  return { ok: true, handshake: { network, address } };
}
