// Turns a message decoded by proto-loader into protobuf-JSON with proto field names (the
// shape of types.ts): virtual oneof keys dropped, Duration as "120s", Timestamp as RFC 3339.
import type { PackageDefinition } from '@grpc/proto-loader';

interface FieldDescriptor {
  name: string;
  type: string;
  typeName: string;
  label: string;
}

interface MessageDescriptor {
  name: string;
  field: FieldDescriptor[];
  nestedType: MessageDescriptor[];
  options?: { mapEntry?: boolean } | null;
}

type Resolved = { kind: 'message'; fullName: string; descriptor: MessageDescriptor } | null;

export class ProtoJson {
  private readonly messages = new Map<string, MessageDescriptor>();

  constructor(definition: PackageDefinition) {
    for (const [fullName, value] of Object.entries(definition)) {
      const type = (value as { format?: string; type?: MessageDescriptor }).type;
      if ((value as { format?: string }).format?.endsWith('DescriptorProto') && type) this.register(fullName, type);
    }
  }

  private register(fullName: string, descriptor: MessageDescriptor): void {
    this.messages.set(fullName, descriptor);
    for (const nested of descriptor.nestedType ?? []) this.register(`${fullName}.${nested.name}`, nested);
  }

  /** Protobuf scoping: look the (possibly relative) name up from the innermost scope outwards. */
  private resolve(scope: string, typeName: string): Resolved {
    const name = typeName.startsWith('.') ? typeName.slice(1) : typeName;
    const parts = scope.split('.');
    for (let i = parts.length; i >= 0; i--) {
      const candidate = [...parts.slice(0, i), name].join('.');
      const descriptor = this.messages.get(candidate);
      if (descriptor) return { kind: 'message', fullName: candidate, descriptor };
    }
    return null;
  }

  /** Converts a decoded value of message type `fullName`. */
  toJson(fullName: string, value: unknown): unknown {
    const descriptor = this.messages.get(fullName);
    if (!descriptor) return value;
    return this.message(fullName, descriptor, value);
  }

  private message(fullName: string, descriptor: MessageDescriptor, value: unknown): unknown {
    if (fullName === 'google.protobuf.Duration') return durationJson(value as WellKnownTime);
    if (fullName === 'google.protobuf.Timestamp') return timestampJson(value as WellKnownTime);
    if (value === null || typeof value !== 'object') return value;
    const input = value as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const field of descriptor.field) {
      if (!(field.name in input)) continue;
      out[field.name] = this.field(fullName, field, input[field.name]);
    }
    return out;
  }

  private field(scope: string, field: FieldDescriptor, value: unknown): unknown {
    if (field.type !== 'TYPE_MESSAGE') return value;
    const resolved = this.resolve(scope, field.typeName);
    if (!resolved) return value;
    if (resolved.descriptor.options?.mapEntry) {
      const valueField = resolved.descriptor.field.find((f) => f.name === 'value');
      // Go serializes maps in random order: sort keys so output is the same on every run.
      const entries = Object.entries((value ?? {}) as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      const out: Record<string, unknown> = {};
      for (const [k, v] of entries) out[k] = valueField ? this.field(resolved.fullName, valueField, v) : v;
      return out;
    }
    if (field.label === 'LABEL_REPEATED' && Array.isArray(value)) {
      return value.map((v) => this.message(resolved.fullName, resolved.descriptor, v));
    }
    return this.message(resolved.fullName, resolved.descriptor, value);
  }
}

interface WellKnownTime {
  seconds?: number;
  nanos?: number;
}

function fraction(nanos: number): string {
  if (nanos === 0) return '';
  const digits = String(nanos).padStart(9, '0');
  const trimmed = digits.endsWith('000000') ? digits.slice(0, 3) : digits.endsWith('000') ? digits.slice(0, 6) : digits;
  return `.${trimmed}`;
}

export function durationJson(value: WellKnownTime): string {
  const seconds = value.seconds ?? 0;
  const nanos = value.nanos ?? 0;
  const negative = seconds < 0 || nanos < 0;
  return `${negative ? '-' : ''}${Math.abs(seconds)}${fraction(Math.abs(nanos))}s`;
}

export function timestampJson(value: WellKnownTime): string {
  const seconds = value.seconds ?? 0;
  const iso = new Date(seconds * 1000).toISOString(); // YYYY-MM-DDTHH:MM:SS.000Z
  return `${iso.slice(0, 19)}${fraction(value.nanos ?? 0)}Z`;
}
