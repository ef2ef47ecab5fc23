// The project's .proto files (src/plugin-host/wire/proto, copied to dist/proto by the build)
// and the method of each category the host calls (wire.md §2.1). The build parses them with
// protobufjs into a descriptor (dist/proto/descriptor.json), which the built CLI reads with
// proto-codec.ts: protobufjs is not loaded by a lint. Run from source, the files are parsed.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { decodeMessage, encodeMessage, ProtoSchema, type JsonNamespace, type MessageType } from './proto-codec.js';
import type { Category } from '../../models/advertised/wire-types.js';

export const DEFAULT_PROTO_DIR = fileURLToPath(new URL('./proto/', import.meta.url));
/** Written by the build next to the .proto files it copies to dist/proto. */
export const DESCRIPTOR_FILE = 'descriptor.json';

interface CategoryService {
  service: string;
  capabilityMethod: string;
  /** The capability message sits in the response's `capabilities` field (all but tool and slashcommand). */
  envelope: boolean;
}

export const CATEGORY_SERVICES: Record<Category, CategoryService> = {
  model: { service: 'pluggableharness.model.v1.ModelService', capabilityMethod: 'GetCapabilities', envelope: true },
  tool: { service: 'pluggableharness.tool.v1.ToolService', capabilityMethod: 'GetSchema', envelope: false },
  context: { service: 'pluggableharness.context.v1.ContextService', capabilityMethod: 'GetCapabilities', envelope: true },
  memory: { service: 'pluggableharness.memory.v1.MemoryService', capabilityMethod: 'GetCapabilities', envelope: true },
  frontend: { service: 'pluggableharness.frontend.v1.FrontendService', capabilityMethod: 'GetCapabilities', envelope: true },
  widget: { service: 'pluggableharness.widget.v1.WidgetService', capabilityMethod: 'GetCapabilities', envelope: true },
  slashcommand: { service: 'pluggableharness.slashcommand.v1.SlashCommandService', capabilityMethod: 'GetCapabilities', envelope: false },
};

/** A method's path and its messages' coding (grpc-channel.ts carries the bytes), plus the type of its response. */
export interface AnyMethod {
  path: string;
  requestSerialize(value: object): Buffer;
  requestDeserialize(bytes: Buffer): Record<string, unknown>;
  responseSerialize(value: object): Buffer;
  responseDeserialize(bytes: Buffer): Record<string, unknown>;
  responseMessage: MessageType;
}

export interface Protos {
  schema: ProtoSchema;
  method(service: string, name: string): AnyMethod;
}

/** Every .proto under `root`, relative to it. */
function protoFiles(root: string, dir: string = root): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...protoFiles(root, path));
    else if (entry.name.endsWith('.proto')) out.push(relative(root, path));
  }
  return out.sort();
}

/**
 * The descriptor of the .proto files in `dir`, parsed by protobufjs (for the build, and for runs
 * from source); google/protobuf/*.proto (Duration, Timestamp, Struct, Empty) are its own copies.
 */
export async function parseProtos(dir: string): Promise<JsonNamespace> {
  const { default: protobuf } = await import('protobufjs');
  const root = new protobuf.Root();
  root.resolvePath = (_origin, target) => (target.startsWith('google/protobuf/') ? target : join(dir, target));
  root.loadSync(protoFiles(dir), { keepCase: true });
  return root.toJSON() as JsonNamespace;
}

/** For the build: parses the .proto files in `dir` and writes their descriptor beside them; returns its path. */
export async function writeDescriptor(dir: string): Promise<string> {
  const file = join(dir, DESCRIPTOR_FILE);
  writeFileSync(file, `${JSON.stringify(await parseProtos(dir))}\n`);
  return file;
}

/** The build's descriptor (dist/proto/descriptor.json), or null where there is none (a run from source). */
function readDescriptor(dir: string): JsonNamespace | null {
  let text: string;
  try {
    text = readFileSync(join(dir, DESCRIPTOR_FILE), 'utf8');
  } catch {
    return null;
  }
  return JSON.parse(text) as JsonNamespace;
}

function methodOf(schema: ProtoSchema, service: string, name: string): AnyMethod {
  const { request, response } = schema.method(service, name);
  return {
    path: `/${service}/${name}`,
    requestSerialize: (value) => encodeMessage(request, value as Record<string, unknown>),
    requestDeserialize: (bytes) => decodeMessage(request, bytes),
    responseSerialize: (value) => encodeMessage(response, value as Record<string, unknown>),
    responseDeserialize: (bytes) => decodeMessage(response, bytes),
    responseMessage: response,
  };
}

const loaded = new Map<string, Promise<Protos>>();

/** Loads once per directory. */
export function loadProtos(dir: string = DEFAULT_PROTO_DIR): Promise<Protos> {
  let protos = loaded.get(dir);
  if (!protos) {
    protos = (async () => {
      const schema = new ProtoSchema(readDescriptor(dir) ?? (await parseProtos(dir)));
      const methods = new Map<string, AnyMethod>();
      const method = (service: string, name: string): AnyMethod => {
        const key = `${service}/${name}`;
        let m = methods.get(key);
        if (!m) methods.set(key, (m = methodOf(schema, service, name)));
        return m;
      };
      return { schema, method };
    })();
    loaded.set(dir, protos);
  }
  return protos;
}
