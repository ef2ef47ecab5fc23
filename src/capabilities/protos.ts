// Loads the project's .proto files (src/capabilities/proto, copied to dist/proto by the
// build) and names the method of each category the host calls (wire.md §2.1).
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MethodDefinition, PackageDefinition } from '@grpc/proto-loader';
import type { Category } from './types.js';

export const DEFAULT_PROTO_DIR = fileURLToPath(new URL('./proto/', import.meta.url));

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

export type AnyMethod = MethodDefinition<object, object>;

export interface Protos {
  definition: PackageDefinition;
  method(service: string, name: string): AnyMethod;
}

/** Every .proto under `root`, relative to it (the loader resolves them through includeDirs). */
function protoFiles(root: string, dir: string = root): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...protoFiles(root, path));
    else if (entry.name.endsWith('.proto')) out.push(relative(root, path));
  }
  return out.sort();
}

const loaded = new Map<string, Promise<Protos>>();

/** Loads once per directory; grpc's loader is imported lazily so lint runs without plugins never pay for it. */
export function loadProtos(dir: string = DEFAULT_PROTO_DIR): Promise<Protos> {
  let protos = loaded.get(dir);
  if (!protos) {
    protos = (async () => {
      const loader = await import('@grpc/proto-loader');
      const definition = loader.loadSync(protoFiles(dir), {
        includeDirs: [dir],
        keepCase: true,
        enums: String,
        longs: Number,
        defaults: false,
        oneofs: true,
      });
      return {
        definition,
        method(service: string, name: string): AnyMethod {
          const svc = definition[service] as Record<string, AnyMethod> | undefined;
          const m = svc?.[name];
          if (!m || typeof m.path !== 'string') throw new Error(`proto definitions lack ${service}/${name}`);
          return m;
        },
      };
    })();
    loaded.set(dir, protos);
  }
  return protos;
}
