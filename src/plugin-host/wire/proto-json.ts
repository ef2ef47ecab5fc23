// Turns a message decoded by protos.ts into protobuf-JSON with proto field names (the shape
// of types.ts): virtual oneof keys dropped, Duration as "120s", Timestamp as RFC 3339.
import type { FieldType, MessageType, ProtoSchema } from './proto-codec.js';

export class ProtoJson {
  constructor(private readonly schema: ProtoSchema) {}

  /** Converts a decoded value of message type `type` (a full name, or the type itself). */
  toJson(type: string | MessageType, value: unknown): unknown {
    let resolved: MessageType | null;
    try {
      resolved = typeof type === 'string' ? this.schema.message(type) : type;
    } catch {
      resolved = null;
    }
    return resolved ? this.message(resolved, value) : value;
  }

  private message(type: MessageType, value: unknown): unknown {
    if (type.fullName === 'google.protobuf.Duration') return durationJson(value as WellKnownTime);
    if (type.fullName === 'google.protobuf.Timestamp') return timestampJson(value as WellKnownTime);
    if (value === null || typeof value !== 'object') return value;
    const input = value as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const field of type.fields) {
      if (!(field.name in input)) continue;
      out[field.name] = this.field(field, input[field.name]);
    }
    return out;
  }

  private field(field: FieldType, value: unknown): unknown {
    const message = field.messageType?.() ?? null;
    if (field.mapKey !== undefined) {
      // Go serializes maps in random order: sort keys so output is the same on every run.
      const entries = Object.entries((value ?? {}) as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      const out: Record<string, unknown> = {};
      for (const [k, v] of entries) out[k] = message ? this.message(message, v) : v;
      return out;
    }
    if (!message) return value;
    if (field.repeated && Array.isArray(value)) return value.map((v) => this.message(message, v));
    return this.message(message, value);
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
