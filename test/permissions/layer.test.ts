// src/permissions sits beside src/rules (docs/architecture.md): it reads the models (the computation
// itself is src/models/permissions) and does no I/O; it imports nothing from the rules, the engine, the plugin host or the
// front ends.
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importGraph, IO_MODULES, processReads } from '../support/import-graph.js';

const ROOT = join(import.meta.dirname, '..', '..');
const ALLOWED = /^src\/(permissions|models|hcl|text|diagnostics)\/|^src\/array\.ts$/;

describe('src/permissions', () => {
  it('reaches only the models, hcl, text and diagnostics, and nothing that does I/O', () => {
    const graph = importGraph(join(ROOT, 'src/permissions/index.ts'));
    const files = [...graph.keys()].map((f) => relative(ROOT, f));
    expect(files.filter((f) => !ALLOWED.test(f))).toEqual([]);
    expect(files).toContain('src/models/agent/tool-scope.ts');
    expect(files).toContain('src/models/permissions/compute.ts');
    expect([...graph.values()].flat().filter((m) => IO_MODULES.includes(m))).toEqual([]);
    expect(processReads(graph)).toEqual([]);
  });
});
