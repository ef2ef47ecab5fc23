// Loads the project's .proto files (src/capabilities/wire/proto, copied to dist/proto by the
// build) and names the method of each category the host calls (wire.md §2.1). Methods are
// made from protobufjs types directly: @grpc/proto-loader would also build a descriptor of
// every file for each message (for grpc reflection servers), which costs a cold run ~20 ms
// and the heap ~1.5 MB that a linter never uses.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as Grpc from '@grpc/grpc-js';
import type * as Protobuf from 'protobufjs';
import { hostModules } from './host-modules.js';
import type { Category } from './types.js';

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

/** A grpc method definition, plus the protobufjs type of its response. */
export interface AnyMethod extends Grpc.MethodDefinition<object, object> {
  responseMessage: Protobuf.Type;
}

export interface Protos {
  root: Protobuf.Root;
  method(service: string, name: string): AnyMethod;
  /** A whole service, for serving it. */
  service(name: string): Grpc.ServiceDefinition;
}

/**
 * What a decoded message looks like (as proto-loader's options `keepCase`, `enums: String`,
 * `longs: Number`, `defaults: false`, `oneofs: true` give): proto field names, enum value
 * names (a number the proto lacks stays a number), only fields on the wire, and for each set
 * oneof (proto3 `optional` included) a key `_<name>`/`<oneof>` naming the field.
 */
const DECODED: Protobuf.IConversionOptions = { enums: String, longs: Number, defaults: false, oneofs: true };

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

/** The .proto files parsed; google/protobuf/*.proto (Duration, Timestamp, Struct, Empty) are protobufjs's own copies. */
function parseProtos(protobuf: typeof Protobuf.default, dir: string): Protobuf.Root {
  const root = new protobuf.Root();
  root.resolvePath = (_origin, target) => (target.startsWith('google/protobuf/') ? target : join(dir, target));
  root.loadSync(protoFiles(dir), { keepCase: true });
  return root;
}

/** For the build: parses the .proto files in `dir` and writes their descriptor beside them; returns its path. */
export async function writeDescriptor(dir: string): Promise<string> {
  const { protobuf } = await hostModules();
  const file = join(dir, DESCRIPTOR_FILE);
  writeFileSync(file, `${JSON.stringify(parseProtos(protobuf, dir).toJSON())}\n`);
  return file;
}

/** The build's parsed copy of the .proto files (dist/proto/descriptor.json), which loads several times faster. */
function readDescriptor(protobuf: typeof Protobuf.default, dir: string): Protobuf.Root | null {
  let text: string;
  try {
    text = readFileSync(join(dir, DESCRIPTOR_FILE), 'utf8');
  } catch {
    return null;
  }
  return protobuf.Root.fromJSON(JSON.parse(text) as Protobuf.INamespace);
}

function methodOf(root: Protobuf.Root, service: string, name: string): AnyMethod {
  let m: Protobuf.Method | undefined;
  try {
    m = root.lookupService(service).methods[name];
  } catch {
    // No such service: reported below.
  }
  if (!m) throw new Error(`proto definitions lack ${service}/${name}`);
  const request = m.resolvedRequestType!;
  const response = m.resolvedResponseType!;
  const serialize =
    (type: Protobuf.Type) =>
    (value: object): Buffer =>
      type.encode(type.fromObject(value)).finish() as Buffer;
  const deserialize =
    (type: Protobuf.Type) =>
    (bytes: Buffer): object =>
      type.toObject(type.decode(bytes), DECODED);
  return {
    path: `/${service}/${name}`,
    requestStream: !!m.requestStream,
    responseStream: !!m.responseStream,
    requestSerialize: serialize(request),
    requestDeserialize: deserialize(request),
    responseSerialize: serialize(response),
    responseDeserialize: deserialize(response),
    responseMessage: response,
  };
}

const loaded = new Map<string, Promise<Protos>>();

/** Loads once per directory; protobufjs is loaded lazily so lint runs without plugins never pay for it. */
export function loadProtos(dir: string = DEFAULT_PROTO_DIR): Promise<Protos> {
  let protos = loaded.get(dir);
  if (!protos) {
    protos = (async () => {
      const { protobuf } = await hostModules();
      const root = readDescriptor(protobuf, dir) ?? parseProtos(protobuf, dir);
      root.resolveAll();
      const methods = new Map<string, AnyMethod>();
      const method = (service: string, name: string): AnyMethod => {
        const key = `${service}/${name}`;
        let m = methods.get(key);
        if (!m) methods.set(key, (m = methodOf(root, service, name)));
        return m;
      };
      return {
        root,
        method,
        service(name: string): Grpc.ServiceDefinition {
          const svc = root.lookupService(name);
          return Object.fromEntries(svc.methodsArray.map((m) => [m.name, method(name, m.name)]));
        },
      };
    })();
    loaded.set(dir, protos);
  }
  return protos;
}
