// gRPC over HTTP/2's message framing and status codes, shared by the host's client
// (grpc-channel.ts) and its callback server (callback-broker.ts): each message is a flag
// byte (compressed or not) and a 4-byte big-endian length, then the bytes.

export const STATUS_OK = 0;
export const STATUS_CANCELLED = 1;
export const STATUS_UNKNOWN = 2;
export const STATUS_DEADLINE_EXCEEDED = 4;
export const STATUS_RESOURCE_EXHAUSTED = 8;
export const STATUS_UNIMPLEMENTED = 12;
export const STATUS_INTERNAL = 13;
export const STATUS_UNAVAILABLE = 14;

/** A call's outcome as gRPC reports it. */
export interface GrpcStatus {
  code: number;
  details: string;
  /** Set when the host refused an answer over its receive limit: the answer's announced size. */
  oversizedBytes?: number;
}

export function frameMessage(message: Uint8Array): Buffer {
  const framed = Buffer.allocUnsafe(5 + message.length);
  framed[0] = 0;
  framed.writeUInt32BE(message.length, 1);
  framed.set(message, 5);
  return framed;
}

/**
 * Splits a body into messages; a length over the limit is refused before any of it is kept.
 * Chunks are joined once per message, so a large message costs one copy, not one per chunk.
 */
export class MessageFrames {
  private chunks: Buffer[] = [];
  private buffered = 0;
  /** The length of the message being read, once its prefix is in. */
  private size: number | null = null;

  constructor(private readonly limit: number) {}

  /** The messages completed by `chunk`, or why the body is refused. */
  push(chunk: Buffer): Buffer[] | GrpcStatus {
    this.chunks.push(chunk);
    this.buffered += chunk.length;
    const out: Buffer[] = [];
    for (;;) {
      if (this.size === null) {
        if (this.buffered < 5) return out;
        const prefix = this.take(5);
        // We announce no grpc-accept-encoding, so a compressed message breaks the protocol.
        if (prefix[0] !== 0) return { code: STATUS_INTERNAL, details: 'a compressed message, though none was accepted' };
        const size = prefix.readUInt32BE(1);
        if (size > this.limit)
          return { code: STATUS_RESOURCE_EXHAUSTED, details: `a message of ${size} bytes, over the limit of ${this.limit}`, oversizedBytes: size };
        this.size = size;
      }
      if (this.buffered < this.size) return out;
      out.push(this.take(this.size));
      this.size = null;
    }
  }

  /** The first `n` buffered bytes (n <= buffered); the rest stays. */
  private take(n: number): Buffer {
    let joined = 0;
    let count = 0;
    while (joined < n) joined += this.chunks[count++]!.length;
    const head = count === 1 ? this.chunks[0]! : Buffer.concat(this.chunks.slice(0, count), joined);
    this.chunks.splice(0, count);
    if (joined > n) this.chunks.unshift(head.subarray(n));
    this.buffered -= n;
    return head.subarray(0, n);
  }
}
