// Protobuf's binary format for the host's messages, read off the descriptor the build writes
// (protobufjs's JSON form of the .proto files, protos.ts). protobufjs at run time built a
// reflection tree of every type (~10 ms in a cold process) and generated and compiled an
// encoder and decoder for each type on first use (~10 ms more, which no code cache keeps),
// before a plugin's first answer could be read. Answers are a few KiB, so walking the
// descriptor for each field costs far less than compiling code for it.
//
// A decoded message has the shape protobufjs's toObject gives with `enums: String, longs:
// Number, defaults: false, oneofs: true`: proto field names in declaration order, only the
// fields on the wire (an empty repeated field is absent), enum value names (a number the
// proto lacks stays a number), 64-bit integers as numbers, bytes as Buffers, maps as objects,
// and for each set oneof (proto3 `optional` included) a key naming the field that is set.

/** protobufjs's JSON descriptor (Root.toJSON), the parts read here. */
export interface JsonNamespace {
  nested?: Record<string, JsonNamespace & JsonType & JsonEnum & JsonService>;
}
interface JsonType {
  fields?: Record<string, { type: string; id: number; rule?: string; keyType?: string; options?: { packed?: boolean } }>;
  oneofs?: Record<string, { oneof: string[] }>;
}
interface JsonEnum {
  values?: Record<string, number>;
}
interface JsonService {
  methods?: Record<string, { requestType: string; responseType: string }>;
}

type Scalar =
  | 'double'
  | 'float'
  | 'int32'
  | 'uint32'
  | 'sint32'
  | 'fixed32'
  | 'sfixed32'
  | 'int64'
  | 'uint64'
  | 'sint64'
  | 'fixed64'
  | 'sfixed64'
  | 'bool'
  | 'string'
  | 'bytes';

const WIRE_VARINT = 0;
const WIRE_FIXED64 = 1;
const WIRE_LENGTH = 2;
const WIRE_START_GROUP = 3;
const WIRE_END_GROUP = 4;
const WIRE_FIXED32 = 5;

const SCALAR_WIRE: Record<Scalar, number> = {
  double: WIRE_FIXED64,
  float: WIRE_FIXED32,
  int32: WIRE_VARINT,
  uint32: WIRE_VARINT,
  sint32: WIRE_VARINT,
  fixed32: WIRE_FIXED32,
  sfixed32: WIRE_FIXED32,
  int64: WIRE_VARINT,
  uint64: WIRE_VARINT,
  sint64: WIRE_VARINT,
  fixed64: WIRE_FIXED64,
  sfixed64: WIRE_FIXED64,
  bool: WIRE_VARINT,
  string: WIRE_LENGTH,
  bytes: WIRE_LENGTH,
};

export interface EnumType {
  fullName: string;
  names: Map<number, string>;
  numbers: Map<string, number>;
}

export interface FieldType {
  name: string;
  id: number;
  repeated: boolean;
  /** Packed on the wire when written (proto3's default for numbers, bools and enums). */
  packed: boolean;
  /** map<key, value>: the key's scalar type; the value's type is the field's. */
  mapKey?: Scalar;
  /** The oneof this field belongs to (a proto3 `optional` field's synthetic one included). */
  oneof?: string;
  scalar?: Scalar;
  enumType?: EnumType;
  /** A message type, resolved on first use. */
  messageType?: () => MessageType;
}

export interface MessageType {
  fullName: string;
  /** In declaration order. */
  fields: FieldType[];
  byNumber: Map<number, FieldType>;
}

/** The types and services of a descriptor, by full name without the leading dot; resolved as they are first asked for. */
export class ProtoSchema {
  private readonly nodes = new Map<string, JsonNamespace & JsonType & JsonEnum & JsonService>();
  private readonly messages = new Map<string, MessageType>();
  private readonly enums = new Map<string, EnumType>();

  constructor(root: JsonNamespace) {
    const index = (node: JsonNamespace, prefix: string) => {
      for (const [name, child] of Object.entries(node.nested ?? {})) {
        const full = prefix ? `${prefix}.${name}` : name;
        this.nodes.set(full, child);
        index(child, full);
      }
    };
    index(root, '');
  }

  message(fullName: string): MessageType {
    let type = this.messages.get(fullName);
    if (type) return type;
    const node = this.nodes.get(fullName);
    if (!node?.fields) throw new Error(`no message type ${fullName}`);
    const oneofOf = new Map<string, string>();
    for (const [oneof, { oneof: members }] of Object.entries(node.oneofs ?? {})) for (const member of members) oneofOf.set(member, oneof);
    type = { fullName, fields: [], byNumber: new Map() };
    this.messages.set(fullName, type);
    for (const [name, json] of Object.entries(node.fields)) {
      const field: FieldType = { name, id: json.id, repeated: json.rule === 'repeated', packed: false };
      const oneof = oneofOf.get(name);
      if (oneof !== undefined) field.oneof = oneof;
      if (json.keyType !== undefined) field.mapKey = scalarOrThrow(json.keyType, fullName);
      if (json.type in SCALAR_WIRE) field.scalar = json.type as Scalar;
      else {
        const target = this.resolve(json.type, fullName);
        if (this.nodes.get(target)?.values) field.enumType = this.enumType(target);
        else {
          let resolved: MessageType | undefined;
          field.messageType = () => (resolved ??= this.message(target));
        }
      }
      const packable = field.enumType !== undefined || (field.scalar !== undefined && SCALAR_WIRE[field.scalar] !== WIRE_LENGTH);
      field.packed = field.repeated && field.mapKey === undefined && packable && json.options?.packed !== false;
      type.fields.push(field);
      type.byNumber.set(field.id, field);
    }
    return type;
  }

  /** A service method's request and response types. */
  method(service: string, name: string): { request: MessageType; response: MessageType } {
    const method = this.nodes.get(service)?.methods?.[name];
    if (!method) throw new Error(`proto definitions lack ${service}/${name}`);
    return { request: this.message(this.resolve(method.requestType, service)), response: this.message(this.resolve(method.responseType, service)) };
  }

  private enumType(fullName: string): EnumType {
    let type = this.enums.get(fullName);
    if (!type) {
      const values = Object.entries(this.nodes.get(fullName)!.values!);
      // The first name of an aliased number is the one decoding gives (as protobufjs does).
      type = { fullName, names: new Map(values.map(([n, v]) => [v, n] as const).reverse()), numbers: new Map(values) };
      this.enums.set(fullName, type);
    }
    return type;
  }

  /** Protobuf's scoping: a relative name is looked up from the innermost scope of `from` outwards. */
  private resolve(name: string, from: string): string {
    if (name.startsWith('.')) return name.slice(1);
    const scope = from.split('.');
    for (let i = scope.length; i >= 0; i--) {
      const candidate = [...scope.slice(0, i), name].join('.');
      if (this.nodes.has(candidate)) return candidate;
    }
    throw new Error(`type ${name} (in ${from}) is not defined`);
  }
}

function scalarOrThrow(name: string, where: string): Scalar {
  if (!(name in SCALAR_WIRE)) throw new Error(`map key type ${name} in ${where} is not a scalar`);
  return name as Scalar;
}

// ---- decoding ----------------------------------------------------------------------------

const TWO_32 = 2 ** 32;

class Reader {
  pos = 0;
  constructor(
    readonly buf: Buffer,
    readonly end: number = buf.length,
  ) {}

  /** A varint as its low and high 32 bits (unsigned). */
  varint64(): [number, number] {
    let lo = 0;
    let hi = 0;
    for (let shift = 0; shift < 70; shift += 7) {
      if (this.pos >= this.end) throw new RangeError('truncated varint');
      const byte = this.buf[this.pos++]!;
      const bits = byte & 0x7f;
      if (shift < 28) lo |= bits << shift;
      else if (shift === 28) {
        lo |= (bits & 0x0f) << 28;
        hi |= bits >> 4;
      } else hi |= bits << (shift - 32);
      if (byte < 0x80) return [lo >>> 0, hi >>> 0];
    }
    throw new RangeError('varint longer than 10 bytes');
  }

  uint32(): number {
    return this.varint64()[0];
  }

  fixed(bytes: 4 | 8): number {
    if (this.pos + bytes > this.end) throw new RangeError('truncated fixed-width value');
    this.pos += bytes;
    return this.pos - bytes;
  }

  length(): number {
    const n = this.uint32();
    if (this.pos + n > this.end) throw new RangeError('length past the end of the message');
    return n;
  }

  skip(wire: number, field: number): void {
    if (wire === WIRE_VARINT) this.varint64();
    else if (wire === WIRE_FIXED64) this.fixed(8);
    else if (wire === WIRE_FIXED32) this.fixed(4);
    else if (wire === WIRE_LENGTH) {
      const n = this.length();
      this.pos += n;
    } else if (wire === WIRE_START_GROUP) {
      for (;;) {
        const tag = this.uint32();
        if ((tag & 7) === WIRE_END_GROUP) {
          if (tag >>> 3 !== field) throw new RangeError('mismatched end of group');
          return;
        }
        this.skip(tag & 7, tag >>> 3);
      }
    } else throw new RangeError(`invalid wire type ${wire}`);
  }
}

function signed64(lo: number, hi: number): number {
  return hi >= 0x80000000 ? -((~hi >>> 0) * TWO_32 + (~lo >>> 0) + 1) : hi * TWO_32 + lo;
}

function readScalar(r: Reader, scalar: Scalar): unknown {
  switch (scalar) {
    case 'double':
      return r.buf.readDoubleLE(r.fixed(8));
    case 'float':
      return r.buf.readFloatLE(r.fixed(4));
    case 'fixed32':
      return r.buf.readUInt32LE(r.fixed(4));
    case 'sfixed32':
      return r.buf.readInt32LE(r.fixed(4));
    case 'fixed64': {
      const at = r.fixed(8);
      return r.buf.readUInt32LE(at + 4) * TWO_32 + r.buf.readUInt32LE(at);
    }
    case 'sfixed64': {
      const at = r.fixed(8);
      return signed64(r.buf.readUInt32LE(at), r.buf.readUInt32LE(at + 4));
    }
    case 'string': {
      const n = r.length();
      r.pos += n;
      return r.buf.toString('utf8', r.pos - n, r.pos);
    }
    case 'bytes': {
      const n = r.length();
      r.pos += n;
      return r.buf.subarray(r.pos - n, r.pos);
    }
    default: {
      const [lo, hi] = r.varint64();
      switch (scalar) {
        case 'bool':
          return lo !== 0 || hi !== 0;
        case 'int32':
          return lo | 0;
        case 'uint32':
          return lo;
        case 'sint32':
          return (lo >>> 1) ^ -(lo & 1);
        case 'int64':
          return signed64(lo, hi);
        case 'uint64':
          return hi * TWO_32 + lo;
        default: {
          // sint64: zigzag over 64 bits.
          const negative = lo & 1;
          const mLo = ((lo >>> 1) | (hi << 31)) >>> 0;
          const mHi = hi >>> 1;
          return negative ? -(mHi * TWO_32 + mLo) - 1 : mHi * TWO_32 + mLo;
        }
      }
    }
  }
}

function readValue(r: Reader, field: FieldType, wire: number): unknown {
  if (field.messageType) {
    if (wire !== WIRE_LENGTH) throw new RangeError(`field ${field.name}: wire type ${wire} for a message`);
    const n = r.length();
    const start = r.pos;
    r.pos += n;
    return decodeRange(field.messageType(), r.buf, start, start + n);
  }
  if (field.enumType) {
    if (wire !== WIRE_VARINT) throw new RangeError(`field ${field.name}: wire type ${wire} for an enum`);
    const n = r.varint64()[0] | 0;
    return field.enumType.names.get(n) ?? n;
  }
  if (wire !== SCALAR_WIRE[field.scalar!]) throw new RangeError(`field ${field.name}: wire type ${wire} for ${field.scalar}`);
  return readScalar(r, field.scalar!);
}

/** A map entry: key field 1, value field 2. */
function readEntry(r: Reader, field: FieldType): [string, unknown] {
  const n = r.length();
  const end = r.pos + n;
  const inner = new Reader(r.buf, end);
  inner.pos = r.pos;
  let key: unknown = field.mapKey === 'string' ? '' : field.mapKey === 'bool' ? false : 0;
  let value: unknown;
  while (inner.pos < end) {
    const tag = inner.uint32();
    const [number, wire] = [tag >>> 3, tag & 7];
    if (number === 1 && wire === SCALAR_WIRE[field.mapKey!]) key = readScalar(inner, field.mapKey!);
    else if (number === 2) value = readValue(inner, field, wire);
    else inner.skip(wire, number);
  }
  r.pos = end;
  // A message value absent from the entry is the empty message.
  return [String(key), value ?? (field.messageType ? {} : defaultOf(field))];
}

function defaultOf(field: FieldType): unknown {
  if (field.enumType) return field.enumType.names.get(0) ?? 0;
  if (field.scalar === 'string') return '';
  if (field.scalar === 'bytes') return Buffer.alloc(0);
  if (field.scalar === 'bool') return false;
  return 0;
}

function decodeRange(type: MessageType, buf: Buffer, start: number, end: number): Record<string, unknown> {
  const r = new Reader(buf, end);
  r.pos = start;
  const values = new Map<FieldType, unknown>();
  while (r.pos < end) {
    const tag = r.uint32();
    const [number, wire] = [tag >>> 3, tag & 7];
    const field = type.byNumber.get(number);
    if (!field) {
      r.skip(wire, number);
      continue;
    }
    if (field.mapKey !== undefined) {
      if (wire !== WIRE_LENGTH) throw new RangeError(`field ${field.name}: wire type ${wire} for a map`);
      const map = (values.get(field) ?? values.set(field, {}).get(field)) as Record<string, unknown>;
      const [key, value] = readEntry(r, field);
      map[key] = value;
    } else if (field.repeated) {
      const list = (values.get(field) ?? values.set(field, []).get(field)) as unknown[];
      // Packed or not, whatever the proto says: parsers accept both.
      if (wire === WIRE_LENGTH && !field.messageType && (field.enumType || SCALAR_WIRE[field.scalar!] !== WIRE_LENGTH)) {
        const n = r.length();
        const packedEnd = r.pos + n;
        const inner = new Reader(buf, packedEnd);
        inner.pos = r.pos;
        const elementWire = field.enumType ? WIRE_VARINT : SCALAR_WIRE[field.scalar!];
        while (inner.pos < packedEnd) list.push(readValue(inner, field, elementWire));
        r.pos = packedEnd;
      } else list.push(readValue(r, field, wire));
    } else {
      values.set(field, readValue(r, field, wire));
      // The last member of a oneof on the wire is the one set.
      if (field.oneof !== undefined) for (const other of type.fields) if (other !== field && other.oneof === field.oneof) values.delete(other);
    }
  }
  const out: Record<string, unknown> = {};
  for (const field of type.fields) {
    if (!values.has(field)) continue;
    const value = values.get(field);
    if (Array.isArray(value) && value.length === 0) continue;
    out[field.name] = value;
    if (field.oneof !== undefined) out[field.oneof] = field.name;
  }
  return out;
}

/** Throws a RangeError for bytes that are not a message of `type`. */
export function decodeMessage(type: MessageType, bytes: Buffer): Record<string, unknown> {
  return decodeRange(type, bytes, 0, bytes.length);
}

// ---- encoding ----------------------------------------------------------------------------

class Writer {
  private readonly parts: Buffer[] = [];
  length = 0;

  bytes(b: Buffer): void {
    this.parts.push(b);
    this.length += b.length;
  }

  varint(value: bigint): void {
    let v = BigInt.asUintN(64, value);
    const out: number[] = [];
    do {
      const byte = Number(v & 0x7fn);
      v >>= 7n;
      out.push(v === 0n ? byte : byte | 0x80);
    } while (v !== 0n);
    this.bytes(Buffer.from(out));
  }

  tag(id: number, wire: number): void {
    this.varint(BigInt((id << 3) | wire));
  }

  finish(): Buffer {
    return Buffer.concat(this.parts, this.length);
  }
}

function integer(value: unknown, field: FieldType): bigint {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number' && Number.isInteger(value)) return BigInt(value);
  if (typeof value === 'string' && /^-?\d+$/.test(value)) return BigInt(value);
  throw new TypeError(`field ${field.name}: ${String(value)} is not an integer`);
}

function writeScalar(w: Writer, scalar: Scalar, value: unknown, field: FieldType): void {
  switch (scalar) {
    case 'double':
    case 'float': {
      const b = Buffer.alloc(scalar === 'double' ? 8 : 4);
      if (scalar === 'double') b.writeDoubleLE(Number(value));
      else b.writeFloatLE(Number(value));
      return w.bytes(b);
    }
    case 'fixed32':
    case 'sfixed32': {
      const b = Buffer.alloc(4);
      b.writeUInt32LE(Number(BigInt.asUintN(32, integer(value, field))));
      return w.bytes(b);
    }
    case 'fixed64':
    case 'sfixed64': {
      const b = Buffer.alloc(8);
      b.writeBigUInt64LE(BigInt.asUintN(64, integer(value, field)));
      return w.bytes(b);
    }
    case 'string':
    case 'bytes': {
      const b =
        scalar === 'string' ? Buffer.from(String(value), 'utf8') : typeof value === 'string' ? Buffer.from(value, 'base64') : Buffer.from(value as Uint8Array);
      w.varint(BigInt(b.length));
      return w.bytes(b);
    }
    case 'bool':
      return w.varint(value ? 1n : 0n);
    case 'sint32':
    case 'sint64': {
      const n = integer(value, field);
      return w.varint(n >= 0n ? n << 1n : (-n << 1n) - 1n);
    }
    case 'uint32':
      return w.varint(BigInt.asUintN(32, integer(value, field)));
    default:
      // int32 (a negative one sign-extended to 64 bits, as protobuf says), int64, uint64.
      return w.varint(integer(value, field));
  }
}

function writeValue(w: Writer, field: FieldType, value: unknown): void {
  if (field.messageType) {
    const inner = encodeMessage(field.messageType(), (value ?? {}) as Record<string, unknown>);
    w.varint(BigInt(inner.length));
    return w.bytes(inner);
  }
  if (field.enumType) {
    const n = typeof value === 'number' ? value : field.enumType.numbers.get(String(value));
    if (n === undefined) throw new TypeError(`field ${field.name}: ${String(value)} is not a value of ${field.enumType.fullName}`);
    return w.varint(BigInt(n));
  }
  writeScalar(w, field.scalar!, value, field);
}

function wireOf(field: FieldType): number {
  return field.messageType ? WIRE_LENGTH : field.enumType ? WIRE_VARINT : SCALAR_WIRE[field.scalar!];
}

/** The message's bytes: every field present in `value` (null and undefined are absent), in field order. */
export function encodeMessage(type: MessageType, value: Record<string, unknown>): Buffer {
  const w = new Writer();
  for (const field of type.fields) {
    const v = value[field.name];
    if (v === undefined || v === null) continue;
    if (field.mapKey !== undefined) {
      for (const [key, entry] of Object.entries(v as Record<string, unknown>)) {
        const inner = new Writer();
        inner.tag(1, SCALAR_WIRE[field.mapKey]);
        writeScalar(inner, field.mapKey, field.mapKey === 'string' ? key : field.mapKey === 'bool' ? key === 'true' : key, field);
        inner.tag(2, wireOf(field));
        writeValue(inner, field, entry);
        const bytes = inner.finish();
        w.tag(field.id, WIRE_LENGTH);
        w.varint(BigInt(bytes.length));
        w.bytes(bytes);
      }
    } else if (field.repeated) {
      const list = v as unknown[];
      if (field.packed) {
        if (list.length === 0) continue;
        const inner = new Writer();
        for (const item of list) writeValue(inner, field, item);
        w.tag(field.id, WIRE_LENGTH);
        w.varint(BigInt(inner.length));
        w.bytes(inner.finish());
      } else {
        for (const item of list) {
          w.tag(field.id, wireOf(field));
          writeValue(w, field, item);
        }
      }
    } else {
      w.tag(field.id, wireOf(field));
      writeValue(w, field, v);
    }
  }
  return w.finish();
}
