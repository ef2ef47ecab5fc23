// gRPC's length-prefixed messages as the host reads them: split anywhere across chunks, a
// length over the limit refused from its prefix alone, compression refused, and one copy per
// message however many chunks it came in.
import { describe, expect, it } from 'vitest';
import { frameMessage, MessageFrames, STATUS_INTERNAL, STATUS_RESOURCE_EXHAUSTED } from '../../src/plugin-host/wire/grpc-framing.js';
import { growthAt10x, LINEAR_AT_10X } from '../support/cpu-time.js';

const bytes = (text: string) => Buffer.from(text);

describe('frameMessage and MessageFrames', () => {
  it('reads back messages framed together and split at every byte', () => {
    const wire = Buffer.concat([frameMessage(bytes('first')), frameMessage(bytes('')), frameMessage(bytes('third one'))]);
    expect([...wire.subarray(0, 5)]).toEqual([0, 0, 0, 0, 5]);
    for (let cut = 0; cut <= wire.length; cut++) {
      const frames = new MessageFrames(1024);
      const got = [frames.push(wire.subarray(0, cut)), frames.push(wire.subarray(cut))].flat() as Buffer[];
      expect(got.map(String)).toEqual(['first', '', 'third one']);
    }
    const oneByOne = new MessageFrames(1024);
    const got: string[] = [];
    for (const byte of wire) got.push(...(oneByOne.push(Buffer.from([byte])) as Buffer[]).map(String));
    expect(got).toEqual(['first', '', 'third one']);
  });

  it('refuses a length over the limit from the prefix, before the body arrives, and says how large it is', () => {
    const frames = new MessageFrames(16);
    expect(frames.push(Buffer.from([0, 0, 0, 0, 17]))).toEqual({
      code: STATUS_RESOURCE_EXHAUSTED,
      details: 'a message of 17 bytes, over the limit of 16',
      oversizedBytes: 17,
    });
    expect(new MessageFrames(16).push(frameMessage(Buffer.alloc(16)))).toHaveLength(1);
  });

  it('refuses a compressed message (none was accepted)', () => {
    expect(new MessageFrames(16).push(Buffer.from([1, 0, 0, 0, 1, 7]))).toEqual({
      code: STATUS_INTERNAL,
      details: 'a compressed message, though none was accepted',
    });
  });

  it('costs in proportion to the bytes when one message comes in many chunks (n vs 10n)', async () => {
    // 2 MB against 20 MB: at 500 KB the small run took ~0.5 ms, and under the full suite's load
    // one ratio read 43.
    const ratio = await growthAt10x(2000, (chunks) => {
      const wire = frameMessage(Buffer.alloc(chunks * 1024, 7));
      return () => {
        const frames = new MessageFrames(1 << 30);
        let out: Buffer[] = [];
        for (let at = 0; at < wire.length; at += 1024) out = frames.push(wire.subarray(at, at + 1024)) as Buffer[];
        expect(out[0]!.length).toBe(chunks * 1024);
      };
    });
    expect(ratio).toBeLessThan(LINEAR_AT_10X);
  });
});
