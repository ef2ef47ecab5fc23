// proto-codec.ts against protobufjs, which it replaces at run time: for every message type of
// the project's protos, generated messages (each field kind: scalars at their extremes,
// enums by name and by unknown number, nested and recursive messages, repeated, maps,
// oneofs, proto3 optional) encode to bytes that both read back alike, and decode to what
// protobufjs's toObject gives with the host's options. Then what no valid encoder writes:
// unpacked repeated numbers, unknown fields and groups, and malformed bytes, refused.
import fc from 'fast-check';
import protobuf from 'protobufjs';
import { describe, expect, it } from 'vitest';
import { decodeMessage, encodeMessage, ProtoSchema, type FieldType, type MessageType } from '../../src/plugin-host/wire/proto-codec.js';
import { DEFAULT_PROTO_DIR, parseProtos } from '../../src/plugin-host/wire/protos.js';

const DECODED: protobuf.IConversionOptions = { enums: String, longs: Number, defaults: false, oneofs: true };
const descriptor = await parseProtos(DEFAULT_PROTO_DIR);
const schema = new ProtoSchema(descriptor);
const root = protobuf.Root.fromJSON(descriptor);

/** Every message type's full name. */
function messageNames(node: typeof descriptor, prefix = ''): string[] {
  return Object.entries(node.nested ?? {}).flatMap(([name, child]) => {
    const full = prefix ? `${prefix}.${name}` : name;
    return [...(child.fields ? [full] : []), ...messageNames(child, full)];
  });
}

const SAFE = { min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER };

function scalar(field: FieldType): fc.Arbitrary<unknown> {
  switch (field.scalar) {
    case 'double':
      return fc.double({ noNaN: true });
    case 'float':
      return fc.float({ noNaN: true }).map(Math.fround);
    case 'int32':
    case 'sint32':
    case 'sfixed32':
      return fc.integer();
    case 'uint32':
    case 'fixed32':
      return fc.nat(0xffffffff);
    case 'uint64':
    case 'fixed64':
      return fc.nat(Number.MAX_SAFE_INTEGER);
    case 'bool':
      return fc.boolean();
    case 'string':
      return fc.string({ unit: 'binary', maxLength: 8 });
    case 'bytes':
      return fc.uint8Array({ maxLength: 8 }).map((b) => Buffer.from(b));
    default:
      return fc.integer(SAFE);
  }
}

function value(field: FieldType, depth: number): fc.Arbitrary<unknown> {
  if (field.messageType) return message(field.messageType(), depth + 1);
  if (field.enumType) return fc.oneof(fc.constantFrom(...field.enumType.numbers.keys()), fc.constant(77));
  return scalar(field);
}

/** Any message of `type`: each field present or not, one member of a oneof at most, nesting cut at depth 3. */
function message(type: MessageType, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  if (depth > 3) return fc.constant({});
  const oneofs = new Map<string, FieldType[]>();
  const spec: Record<string, fc.Arbitrary<unknown>> = {};
  for (const field of type.fields) {
    if (field.oneof !== undefined) oneofs.set(field.oneof, [...(oneofs.get(field.oneof) ?? []), field]);
    else if (field.mapKey !== undefined) spec[field.name] = fc.dictionary(fc.string({ maxLength: 4 }), value(field, depth), { maxKeys: 3 });
    else if (field.repeated) spec[field.name] = fc.array(value(field, depth), { maxLength: 3 });
    else spec[field.name] = value(field, depth);
  }
  const members = [...oneofs.values()].map((fields) => fc.option(fc.oneof(...fields.map((f) => value(f, depth).map((v) => ({ [f.name]: v })))), { nil: {} }));
  return fc.tuple(fc.record(spec, { requiredKeys: [] }), ...members).map(([plain, ...chosen]) => Object.assign({}, plain, ...chosen));
}

describe('proto-codec against protobufjs', () => {
  const names = messageNames(descriptor);

  it('covers every message type of the protos', () => {
    expect(names.length).toBeGreaterThan(60);
    for (const name of names) expect(schema.message(name).fullName).toBe(name);
  });

  it.each(names)('%s: decodes protobufjs bytes as its toObject does, and writes bytes it reads back the same', (name) => {
    const ours = schema.message(name);
    const theirs = root.lookupType(name);
    fc.assert(
      fc.property(message(ours), (value) => {
        const wire = theirs.encode(theirs.fromObject(value)).finish() as Buffer;
        const expected = theirs.toObject(theirs.decode(wire), DECODED);
        expect(decodeMessage(ours, Buffer.from(wire))).toEqual(expected);
        expect(theirs.toObject(theirs.decode(encodeMessage(ours, value)), DECODED)).toEqual(expected);
      }),
      { numRuns: 40, seed: 16 },
    );
  });

  const tool = () => schema.message('pluggableharness.tool.v1.GetSchemaResponse');

  it('reads repeated enums unpacked as well as packed, and skips unknown fields and groups', () => {
    // supported_hook_points (field 4) as two separate varints, then unknown field 99 as a
    // varint, a fixed64, a fixed32, a length-delimited value and a group.
    const wire = Buffer.from([
      0x20, 0x01, 0x20, 0x02, 0x98, 0x06, 0x05, 0x99, 0x06, 1, 2, 3, 4, 5, 6, 7, 8, 0x9d, 0x06, 1, 2, 3, 4, 0x9a, 0x06, 0x01, 0x41, 0x9b, 0x06, 0x08, 0x01,
      0x9c, 0x06,
    ]);
    expect(decodeMessage(tool(), wire)).toEqual({
      supported_hook_points: ['HOOK_POINT_SESSION_START', root.lookupEnum('pluggableharness.common.v1.HookPoint').valuesById[2]],
    });
  });

  it('refuses bytes that are not a message: truncated, too long a varint, a wrong wire type, a bad wire type', () => {
    for (const [bytes, error] of [
      [[0x0a, 0x05, 0x01], 'length past the end of the message'],
      [[0x20, 0x80], 'truncated varint'],
      [[0x20, ...Array(10).fill(0xff), 0x01], 'varint longer than 10 bytes'],
      [[0x0d, 0, 0, 0, 0], 'field tools: wire type 5 for a message'],
      [[0x9f, 0x06], 'invalid wire type 7'],
    ] as const) {
      expect(() => decodeMessage(tool(), Buffer.from(bytes)), error).toThrow(error);
    }
  });
});
